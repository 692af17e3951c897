// Yielding to the browser between the steps of the hosted page's start, so that none of them is a
// long task: the page's script, the form's model (whose first amount loads the runtime's number
// data) and the takeover of the server's markup would otherwise run as one, and the shopper's
// first tap would wait for all of it. The server's markup takes typing meanwhile (prerendered.ts).

interface Yielding {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the rest runs before
 * other queued work), a zero timeout elsewhere.
 */
export function nextTask(
  scope: Yielding & Pick<typeof globalThis, 'setTimeout'> = globalThis,
): Promise<void> {
  const { scheduler } = scope;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => scope.setTimeout(resolve, 0));
}
