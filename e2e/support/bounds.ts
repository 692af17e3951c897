// How long the browser tests wait. Each test waits on the thing it expects (a postback received, a
// page loaded, a state on the server) and goes on the moment it happens; a bound only turns a hang
// into a failure with a message. The bounds are generous on purpose: the suite must pass on a
// two-core machine busy with other work (load average 10 and more), where what takes 100 ms on a
// quiet machine took seconds, and a test that fails because the machine is slow tells nobody
// anything. docs/testing.md lists them.

/** A postback, a navigation after a payment, a state reached on the server. */
export const EVENT_BOUND_MS = 45_000;
/** One test, its servers' start and stop included. */
export const TEST_BOUND_MS = 240_000;
