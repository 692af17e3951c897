// The server's background sweeps (pending settlement, 3-D Secure and alternative-payment timeouts,
// authorization expiry, idempotency key purge) run the same way: every `intervalMs`, one run at a
// time (a slow run delays the next, never overlaps it), a failed run logged and tried again next
// time, the timer never keeping the process alive, and stop() waiting for the run under way. A
// task that goes through several batches or items lets the event loop take a turn between two
// (yield-to-event-loop.ts), so a long run never keeps the server from its requests.

export interface Sweep {
  stop(): Promise<void>;
}

export function startSweep(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): Sweep {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch(onError);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
