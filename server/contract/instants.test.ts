import { describe, expect, it } from 'vitest';
import {
  FIRST_INSTANT,
  INSTANT_RULE,
  inCalendar,
  instantAfter,
  instantMicros,
  LAST_INSTANT,
  parseInstant,
} from './instants.ts';

describe('instantMicros', () => {
  it('reads an RFC 3339 instant to the microsecond, offsets included', () => {
    const base = BigInt(Date.parse('2026-11-01T00:00:00Z')) * 1000n;
    expect(instantMicros('2026-11-01T00:00:00Z')).toBe(base);
    expect(instantMicros('2026-11-01T00:00:00.000001Z')).toBe(base + 1n);
    expect(instantMicros('2026-11-01T00:00:00.5Z')).toBe(base + 500_000n);
    expect(instantMicros('2026-11-01T01:30:00+01:30')).toBe(base);
    expect(instantMicros('2026-10-31T14:00:00-10:00')).toBe(base);
    expect(instantMicros('2028-02-29T00:00:00Z')).toBeDefined();
  });

  it('takes the first and the last instant of the calendar, whatever offset names them', () => {
    expect(instantMicros('1970-01-01T00:00:00Z')).toBe(0n);
    expect(instantMicros('1970-01-01T01:00:00+01:00')).toBe(0n);
    expect(instantMicros('9999-12-31T23:59:59.999Z')).toBe(BigInt(LAST_INSTANT.getTime()) * 1000n);
    expect(instantMicros('9999-12-31T22:59:59.999-01:00')).toBe(
      BigInt(LAST_INSTANT.getTime()) * 1000n,
    );
  });

  it('refuses what is not a real instant, or lies outside the calendar once its offset is applied', () => {
    for (const text of [
      '2026-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
      '2026-11-00T00:00:00Z',
      '2026-11-01T24:00:00Z',
      '2026-11-01T23:60:00Z',
      '2026-11-01T23:59:60Z',
      '2026-11-01T00:00:00+14:01',
      '2026-11-01T00:00:00+01:60',
      '1969-12-31T23:59:59Z',
      '1969-12-31T23:59:59.999999Z',
      '0000-01-01T00:00:00Z',
      '1970-01-01T00:00:00+00:01',
      '1970-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59.9991Z',
      '9999-12-31T23:59:59-00:01',
      '9999-12-31T23:59:59-14:00',
      '2026-11-01T00:00:00z',
      '2026-11-01 00:00:00Z',
      '2026-11-01T00:00:00.1234567Z',
      '+010000-01-01T00:00:00Z',
    ]) {
      expect(instantMicros(text), text).toBeUndefined();
    }
  });
});

describe('parseInstant', () => {
  it('answers the instant, or a 400 naming the field and the calendar', () => {
    expect(parseInstant('time', '2026-11-01T01:00:00+01:00').toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(() => parseInstant('time', '9999-12-31T23:59:59-14:00')).toThrow(`time ${INSTANT_RULE}`);
    expect(INSTANT_RULE).toContain('from 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z');
  });
});

describe('instantAfter', () => {
  it('works out a later instant, or nothing past the calendar', () => {
    const hour = 3_600_000;
    expect(instantAfter(new Date('2026-11-22T10:00:00Z'), hour)?.toISOString()).toBe(
      '2026-11-22T11:00:00.000Z',
    );
    expect(instantAfter(new Date('9999-12-31T22:59:59.999Z'), hour)).toEqual(LAST_INSTANT);
    expect(instantAfter(new Date('9999-12-31T23:00:00Z'), hour)).toBeUndefined();
    expect(inCalendar(FIRST_INSTANT)).toBe(true);
    expect(inCalendar(new Date(-1))).toBe(false);
    expect(inCalendar(new Date(LAST_INSTANT.getTime() + 1))).toBe(false);
  });
});
