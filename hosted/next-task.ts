// Yielding to the browser between the steps of the hosted page's start, so that none of them is a
// long task: the page's script, the form's model (whose first amount loads the runtime's number
// data) and the takeover of the server's markup would otherwise run as one, and the shopper's
// first tap would wait for all of it. The server's markup takes typing meanwhile (prerendered.ts).
// A zero timeout rather than scheduler.yield(), which not every browser has: the page's first
// bytes have a budget, and the order against other queued work does not matter here.

/** Resolves in a later task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
