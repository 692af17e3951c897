import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSweep } from './sweep.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startSweep', () => {
  it('runs one task at a time, logs a failure and runs again, and stop waits for the run', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let active = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const task = async (): Promise<void> => {
      runs += 1;
      active += 1;
      most = Math.max(most, active);
      try {
        if (runs === 1) throw new Error('first run fails');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      } finally {
        active -= 1;
      }
    };
    const sweep = startSweep(task, 100, (err) => errors.push(err));
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toHaveLength(1);
    // The second run hangs; two more ticks queue behind it instead of overlapping.
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    let stopped = false;
    const stopping = sweep.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    // The queued runs go one after another, then stop settles.
    for (let i = 0; i < 3 && !stopped; i++) {
      release();
      await vi.advanceTimersByTimeAsync(0);
    }
    await stopping;
    expect(runs).toBe(4);
    expect(stopped).toBe(true);
  });
});
