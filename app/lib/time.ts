export const nowIso = (): string => new Date().toISOString();

/** A real calendar day written `yyyy-mm-dd` (not 2026-02-30). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A 24-hour time of day written `HH:MM` (00:00 to 23:59). */
export const isClockTime = (s: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** Days are counted in Dubai time (UTC+4, no daylight saving): the agency's working day, `yyyy-mm-dd`. */
const DUBAI_OFFSET_MS = 4 * 3_600_000;
export function dubaiDay(at: Date): string {
  return new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** A moment in Dubai time, `yyyy-mm-dd hh:mm:ss` (how the portal feeds write times). */
export function dubaiDateTime(at: Date): string {
  return new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}
