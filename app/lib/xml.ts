/** Text or an attribute value as XML 1.0 writes it: `<`, `>`, `&`, `'` and `"` escaped. */
export const xmlEscape = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
