/** Runs `run` after `delayMs`; answers a function that cancels it. Injected so tests own time. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export const scheduleWithTimers: Schedule = (run, delayMs) => {
  const id = setTimeout(run, delayMs);
  return () => clearTimeout(id);
};
