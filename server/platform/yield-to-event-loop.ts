import { setImmediate } from 'node:timers/promises';

// Every loop that works through a backlog batch after batch (a sandbox clock's advance, the
// rebill, dispute and payout catch-ups, postback delivery, the sweeps) awaits this between its
// batches. On the embedded engine each query runs as WebAssembly on the main thread and its
// promise settles as a microtask, so a loop of queries alone never lets Node reach its poll phase:
// no request is read, no timer fires, until the whole backlog is done. A turn of the event loop
// between batches lets whatever waits (another merchant's request, the page, the other loops) in;
// on PostgreSQL the socket round trips already do, and the turn costs a few microseconds.

/** Resolves after one turn of the event loop: the I/O and timers waiting meanwhile are served. */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}
