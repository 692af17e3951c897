// When to try a postback again. `schedule` is in seconds (config `postbackRetrySchedule`): after
// the first attempt fails the wait is schedule[0], after the second schedule[1], and so on; its
// length is the number of retries. Up to 10 % jitter keeps events that failed together (a merchant
// outage) from coming back as one burst.

const MAX_JITTER = 0.1;
// With an empty schedule a URL-less event would otherwise be looked at on every poll.
const WAITING_FALLBACK_SECONDS = 60;

/** Milliseconds to wait after `attempts` failed attempts, or undefined when the schedule is spent. */
export function retryDelayMs(
  schedule: readonly number[],
  attempts: number,
  random: () => number = Math.random,
): number | undefined {
  const seconds = schedule[attempts - 1];
  if (seconds === undefined) return undefined;
  return Math.round(seconds * 1000 * (1 + MAX_JITTER * random()));
}

/**
 * The wait while a merchant has no callback URL: the same schedule, but its last step repeats
 * instead of giving up, so an event is still delivered once the merchant configures a URL.
 */
export function waitingDelayMs(
  schedule: readonly number[],
  attempts: number,
  random: () => number = Math.random,
): number {
  const steps = schedule.length > 0 ? schedule : [WAITING_FALLBACK_SECONDS];
  return retryDelayMs(steps, Math.min(Math.max(attempts, 1), steps.length), random) ?? 0;
}
