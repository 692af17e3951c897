import { describe, expect, it } from 'vitest';
import { retryDelayMs, waitingDelayMs } from './retry-delay.ts';

const schedule = [10, 30, 120];

describe('retryDelayMs', () => {
  it('waits schedule[n-1] seconds after the n-th failed attempt, with at most 10 % jitter', () => {
    expect(retryDelayMs(schedule, 1, () => 0)).toBe(10_000);
    expect(retryDelayMs(schedule, 2, () => 0)).toBe(30_000);
    expect(retryDelayMs(schedule, 3, () => 0.999_999)).toBe(132_000);
  });

  it('gives up once every retry in the schedule has been used', () => {
    expect(retryDelayMs(schedule, 4, () => 0)).toBeUndefined();
    expect(retryDelayMs([], 1, () => 0)).toBeUndefined();
  });
});

describe('waitingDelayMs (no callback URL yet)', () => {
  it('follows the schedule, then repeats its last step instead of giving up', () => {
    expect(waitingDelayMs(schedule, 1, () => 0)).toBe(10_000);
    expect(waitingDelayMs(schedule, 3, () => 0)).toBe(120_000);
    expect(waitingDelayMs(schedule, 50, () => 0)).toBe(120_000);
  });

  it('never polls continuously, even with an empty schedule', () => {
    expect(waitingDelayMs([], 1, () => 0)).toBe(60_000);
  });
});
