/**
 * The one seeded random generator: the demo data, its drawn photographs, the site's generated films
 * and the crash drill all replay the same sequence from the same seed. Pure and browser-safe.
 */

export type Rng = () => number;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
export const between = (r: Rng, min: number, max: number) => min + r() * (max - min);
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
export const chance = (r: Rng, p: number) => r() < p;
export function shuffle<T>(r: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
/** `n` distinct items in a random order. */
export const sample = <T>(r: Rng, items: readonly T[], n: number): T[] => shuffle(r, items).slice(0, n);
