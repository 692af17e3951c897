import { describe, expect, it } from 'vitest';
import { queryTimeMicros } from './query-time.ts';

describe('queryTimeMicros', () => {
  it('reads an RFC 3339 instant to the microsecond, offsets included', () => {
    const base = BigInt(Date.parse('2026-11-01T00:00:00Z')) * 1000n;
    expect(queryTimeMicros('2026-11-01T00:00:00Z')).toBe(base);
    expect(queryTimeMicros('2026-11-01T00:00:00.000001Z')).toBe(base + 1n);
    expect(queryTimeMicros('2026-11-01T00:00:00.5Z')).toBe(base + 500_000n);
    expect(queryTimeMicros('2026-11-01T01:30:00+01:30')).toBe(base);
    expect(queryTimeMicros('2026-10-31T14:00:00-10:00')).toBe(base);
    expect(queryTimeMicros('2028-02-29T00:00:00Z')).toBeDefined();
  });

  it('refuses what is not a real instant', () => {
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
      '2026-11-01T00:00:00z',
      '2026-11-01 00:00:00Z',
      '2026-11-01T00:00:00.1234567Z',
    ]) {
      expect(queryTimeMicros(text), text).toBeUndefined();
    }
  });
});
