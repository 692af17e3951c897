import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it("resolves in a later task where the browser has no scheduler.yield: a zero timeout's, not a microtask", async () => {
    const timers: (() => void)[] = [];
    const setTimeout = vi.fn((run: () => void) => {
      timers.push(run);
      return 0;
    }) as unknown as typeof globalThis.setTimeout;
    let resolved = false;
    const yielded = nextTask({ setTimeout }).then(() => {
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

  it('yields with scheduler.yield where the browser has it', async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    const setTimeout = vi.fn() as unknown as typeof globalThis.setTimeout;
    await nextTask({ scheduler, setTimeout });
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });
});
