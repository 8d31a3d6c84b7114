/**
 * A remembered value per key, for what is derived from its key alone and asked for on every render
 * (issue 25): at most `max` keys, the least recently used forgotten first, so keys a visitor makes up
 * (a place typed into an address) cannot grow it.
 */
export function boundedMemo<V>(max: number): (key: string, compute: () => V) => V {
  const values = new Map<string, V>();
  return (key, compute) => {
    if (values.has(key)) {
      const value = values.get(key) as V;
      // Map order is insertion order: a use moves the key to the end.
      values.delete(key);
      values.set(key, value);
      return value;
    }
    const value = compute();
    values.set(key, value);
    if (values.size > max) values.delete(values.keys().next().value as string);
    return value;
  };
}
