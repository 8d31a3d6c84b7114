import type { z } from "zod";
import { isAppError } from "../../lib/errors.ts";
import { parseQuery } from "../../lib/validation.ts";

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

/** A CSV file to download: a byte-order mark (spreadsheets read it as UTF-8), CRLF line ends (RFC 4180). */
export function csvDownload(fileName: string, lines: readonly string[]): Response {
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A download's query, parsed; a bad parameter answers as plain text (a download has no page to show it on). */
export function csvQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> | Response {
  try {
    return parseQuery(schema, new URL(request.url).searchParams);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return new Response(e.message, {
      status: e.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
