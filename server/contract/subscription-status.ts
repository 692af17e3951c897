// The subscription's `subscription_status`. The spec names no states (only is_rebill_enabled,
// retry_count and retry_at); these are Kassa's, and where each leads is the one table of
// server/domain/subscriptions/subscription-lifecycle.ts, drawn in docs/subscriptions.md.

export const SUBSCRIPTION_STATUSES = [
  /** In its free trial: nothing charged yet; the first charge is due at next_rebill_at. */
  'TRIAL',
  /** Paid up: the next rebill is due at next_rebill_at. */
  'ACTIVE',
  /** Its last rebill was declined: tried again at retry_at. */
  'PAST_DUE',
  /** Ended by the merchant: rebills turned off, and the period paid for is over. */
  'CANCELLED',
  /** Ended because the last retry of a rebill was declined too. */
  'UNPAID',
  /** Ended because no card could be charged: none was kept, or its card-on-file consent was revoked. */
  'NO_CARD_ON_FILE',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
