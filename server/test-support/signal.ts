// A promise the test settles itself: a step under test waits on `reached` (or the test on a step
// that calls `settle`). Node 20 has no Promise.withResolvers.

export interface Signal {
  /** Resolves once `settle` is called. */
  readonly reached: Promise<void>;
  settle(): void;
}

export function signal(): Signal {
  let settle: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { reached, settle };
}
