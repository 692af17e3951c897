import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { parseRebillRetrySchedule, REBILL_RETRY_PRESETS } from './rebill-retry-schedule.ts';

// SUBSCRIPTION_RETRY_SCHEDULE: a preset's name or the waits themselves.

const DAY = 86_400;

describe('SUBSCRIPTION_RETRY_SCHEDULE', () => {
  it('defaults to three retries eight days apart', () => {
    expect(loadConfig({}).rebillRetrySchedule).toEqual([8 * DAY, 8 * DAY, 8 * DAY]);
  });

  it('takes the presets: eight tries in two weeks, and none', () => {
    const twoWeeks = loadConfig({ SUBSCRIPTION_RETRY_SCHEDULE: 'two-weeks' }).rebillRetrySchedule;
    // The rebill and seven retries, the last 14 days after it.
    expect(twoWeeks).toHaveLength(7);
    expect(twoWeeks.reduce((sum, wait) => sum + wait, 0)).toBe(14 * DAY);
    expect(loadConfig({ SUBSCRIPTION_RETRY_SCHEDULE: 'none' }).rebillRetrySchedule).toEqual([]);
    expect(Object.keys(REBILL_RETRY_PRESETS)).toEqual(['eight-days', 'two-weeks', 'none']);
  });

  it('takes waits in days, hours, minutes and seconds', () => {
    expect(parseRebillRetrySchedule('3d, 12h,30m,45s')).toEqual([3 * DAY, 43_200, 1_800, 45]);
  });

  it('refuses anything else at start-up, saying what it takes', () => {
    for (const raw of [
      'weekly',
      '3',
      '0d',
      '3w',
      '367d',
      '1d,,2d',
      Array(51).fill('1d').join(','),
    ]) {
      expect(() => loadConfig({ SUBSCRIPTION_RETRY_SCHEDULE: raw }), raw).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SUBSCRIPTION_RETRY_SCHEDULE: 'weekly' })).toThrow(
      '[Kassa] SUBSCRIPTION_RETRY_SCHEDULE must be a preset (eight-days, two-weeks, none) or comma-separated waits from 1s to 366d such as 3d,5d,12h, got "weekly"',
    );
  });
});
