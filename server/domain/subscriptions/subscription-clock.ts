import type { AppDeps } from '../deps.ts';
import type { SubscriptionClock } from './save-subscription.ts';
import type { SubscriptionRecord } from './subscription-record.ts';

// The time a subscription lives on: the server's injected clock.

/** The subscription's clock for a change made now. */
export function subscriptionClockOf(
  deps: Pick<AppDeps, 'now'>,
): (subscription: SubscriptionRecord) => Promise<SubscriptionClock> {
  return async () => {
    const now = deps.now();
    return { at: now, sendAt: now };
  };
}
