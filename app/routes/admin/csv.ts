/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value starting with = + - @ (or a tab
 * or carriage return) would run as a formula, so it gets a leading apostrophe; a value with a
 * comma, quote or line break is quoted, with quotes doubled.
 */
export function csvCell(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  if (/[",\r\n]/.test(v)) v = `"${v.replace(/"/g, '""')}"`;
  return v;
}

export function csvRow(values: string[]): string {
  return values.map(csvCell).join(",");
}
