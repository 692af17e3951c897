import { ApiError } from './api-error.ts';

// Every instant the API takes (GET /v1/transaction's created_at_from and created_at_to, a
// subscription's next_rebill_at, a sandbox clock's time and the `to` of its advance, the time in a
// list cursor) and every one Kassa works out from another (a next rebill, a retry, a trial's end, a
// planned dispute, an authorization's expiry) lies in one calendar: from 1970-01-01T00:00:00Z to
// 9999-12-31T23:59:59.999Z. Outside it the database cannot be trusted to store or compare the value
// (a year of five digits is an error there, not a 400), so a value sent outside it is refused here
// with a 400 naming the field, and a value worked out past it is the caller's to give up on
// (instantAfter answers undefined): a subscription ends, a planned dispute is skipped.
//
// The text is RFC 3339 with a `Z` or a numeric offset, to the microsecond PostgreSQL keeps. The
// schemas check the shape with INSTANT_PATTERN; instantMicros checks the calendar (no 30 February,
// no hour 24) and the bounds once the offset is applied (9999-12-31T23:59:59-01:00 is in the year
// 10000) before the text reaches the database.

export const INSTANT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,6})?(?:Z|[+-]\\d{2}:\\d{2})$';

const PARTS =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** The first instant of the calendar. */
export const FIRST_INSTANT = new Date('1970-01-01T00:00:00.000Z');

/** The last instant of the calendar. */
export const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z');

/** How the rule reads in an error message, after the field's name. */
export const INSTANT_RULE = `must be a date-time such as 2026-11-01T00:00:00Z (RFC 3339: Z or an offset like +02:00, at most 6 decimals of a second) from ${FIRST_INSTANT.toISOString()} to ${LAST_INSTANT.toISOString()}, its offset applied`;

const FIRST_MICROS = BigInt(FIRST_INSTANT.getTime()) * 1000n;
const LAST_MICROS = BigInt(LAST_INSTANT.getTime()) * 1000n;

const daysIn = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Microseconds since 1970-01-01T00:00:00Z of `text`, or undefined when it is not a date-time of
 * the pattern above naming a real instant (month 1–12, a day of that month, 00:00:00–23:59:59,
 * offset at most ±14:00) within the calendar.
 */
export function instantMicros(text: string): bigint | undefined {
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
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (offsetMinutes > 59 || offsetHours * 60 + offsetMinutes > 14 * 60) return undefined;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  const offsetMs = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const micros = BigInt(utc.getTime() - offsetMs) * 1000n + BigInt(fraction.padEnd(6, '0'));
  return micros < FIRST_MICROS || micros > LAST_MICROS ? undefined : micros;
}

/** The instant `text` names, to the millisecond; a 400 naming `field` when it breaks the rule. */
export function parseInstant(field: string, text: string): Date {
  const micros = instantMicros(text);
  if (micros === undefined) throw ApiError.badParameter(field, INSTANT_RULE);
  return new Date(Number(micros / 1000n));
}

/** Whether `at` lies in the calendar. */
export function inCalendar(at: Date): boolean {
  const ms = at.getTime();
  return ms >= FIRST_INSTANT.getTime() && ms <= LAST_INSTANT.getTime();
}

/**
 * `ms` milliseconds after `from`: the one way a date Kassa works out is made, or undefined when it
 * would fall past the calendar's end, for the caller to give up on what it planned.
 */
export function instantAfter(from: Date, ms: number): Date | undefined {
  const at = new Date(from.getTime() + ms);
  return inCalendar(at) ? at : undefined;
}
