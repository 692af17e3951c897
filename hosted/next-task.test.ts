import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it("resolves in a later task: a zero timeout's, not a microtask", async () => {
    vi.useFakeTimers();
    let resolved = false;
    const yielded = nextTask().then(() => {
      resolved = true;
    });
    // Every microtask queued so far runs, and still the step waits for its task.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(0);
    await yielded;
    expect(resolved).toBe(true);
  });
});
