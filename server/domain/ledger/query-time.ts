// The instants GET /v1/transaction takes (created_from, created_to): RFC 3339 date-times with a
// `Z` or a numeric offset, to the microsecond PostgreSQL keeps. The route's schema checks the
// shape with QUERY_TIME_PATTERN; queryTimeMicros checks the calendar (no 30 February, no hour 24, nothing before 1970)
// before the text reaches the database, which would refuse such a value with an error, not a 400.

export const QUERY_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,6})?(?:Z|[+-]\\d{2}:\\d{2})$';

const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** How the rule reads in an error message. */
export const QUERY_TIME_RULE =
  'must be a date-time such as 2026-11-01T00:00:00Z (RFC 3339: Z or an offset like +02:00, at most 6 decimals of a second, 1970 or later)';

const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Microseconds since 1970-01-01T00:00:00Z of `text`, or undefined when it is not a date-time of
 * the pattern above naming a real instant (year 1970 or later, month 1–12, a day of that month, 00:00:00–23:59:59,
 * offset at most ±14:00).
 */
export function queryTimeMicros(text: string): bigint | undefined {
  const match = PARTS.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction = '', sign, oh = '00', om = '00'] = match;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [
    y,
    mo,
    d,
    h,
    mi,
    s,
    oh,
    om,
  ].map(Number) as [number, number, number, number, number, number, number, number];
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (offsetMinutes > 59 || offsetHours * 60 + offsetMinutes > 14 * 60) return undefined;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  const offsetMs = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return BigInt(utc.getTime() - offsetMs) * 1000n + BigInt(fraction.padEnd(6, '0'));
}
