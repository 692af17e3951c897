import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it("resolves in a later task: a zero timeout's, not a microtask", async () => {
    const timers: (() => void)[] = [];
    const setTimeout = vi.fn((run: () => void) => {
      timers.push(run);
    });
    let resolved = false;
    const yielded = nextTask(setTimeout).then(() => {
      resolved = true;
    });
    // Every microtask queued so far runs, and still the step waits for its task.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
    for (const run of timers) run();
    await yielded;
    expect(resolved).toBe(true);
  });
});
