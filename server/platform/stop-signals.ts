// SIGINT and SIGTERM are caught from the first line of the server's start: until a handler is
// installed, Node's default for either is to die on the spot, so a stop asked for while the server
// was still starting (a supervisor, a test that stops it as soon as it answers, a busy machine
// where the process is descheduled between printing its banner and installing the handlers) would
// end it by the signal instead of stopping it cleanly, its database open and its lock left behind.

export type StopSignal = 'SIGINT' | 'SIGTERM';

export interface StopSignals {
  /** The first stop signal received, undefined until one is. */
  readonly received: StopSignal | undefined;
  /** Resolves with the first stop signal; later ones are ignored (the stop under way goes on). */
  readonly next: Promise<StopSignal>;
}

export function catchStopSignals(): StopSignals {
  let received: StopSignal | undefined;
  let resolve: (signal: StopSignal) => void = () => undefined;
  const next = new Promise<StopSignal>((r) => {
    resolve = r;
  });
  const on = (signal: StopSignal) => {
    if (received) return;
    received = signal;
    resolve(signal);
  };
  process.on('SIGINT', on);
  process.on('SIGTERM', on);
  return {
    get received() {
      return received;
    },
    next,
  };
}
