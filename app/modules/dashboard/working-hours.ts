/**
 * The agency's working hours, for "no response after one working hour": Dubai time (UTC+4, no
 * daylight saving), Monday to Saturday, 09:00 to 19:00 (the demo agency's opening hours). Declared
 * once; the dashboard and its tests derive from it.
 */
const WORKING_HOURS = {
  utcOffsetMinutes: 4 * 60,
  /** 0 = Sunday … 6 = Saturday. */
  days: [1, 2, 3, 4, 5, 6] as readonly number[],
  startHour: 9,
  endHour: 19,
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The moment `ms` of working time after `fromIso` has passed: time outside working hours (nights,
 * Sundays) does not count. A lead that arrives on Sunday evening is due an hour after Monday 09:00.
 */
export function afterWorkingTime(fromIso: string, ms: number, hours = WORKING_HOURS): Date {
  const offset = hours.utcOffsetMinutes * MINUTE;
  // Work in "local" milliseconds: UTC shifted by the offset, read with UTC getters.
  let local = Date.parse(fromIso) + offset;
  let left = ms;
  for (let guard = 0; guard < 60; guard++) {
    const dayStart = local - (((local % DAY) + DAY) % DAY);
    const open = dayStart + hours.startHour * 60 * MINUTE;
    const close = dayStart + hours.endHour * 60 * MINUTE;
    const working = hours.days.includes(new Date(dayStart).getUTCDay());
    if (!working || local >= close) {
      local = dayStart + DAY + hours.startHour * 60 * MINUTE;
      continue;
    }
    if (local < open) local = open;
    if (local + left <= close) return new Date(local + left - offset);
    left -= close - local;
    local = dayStart + DAY + hours.startHour * 60 * MINUTE;
  }
  return new Date(local + left - offset);
}
