import type { SubscriptionStatus } from '../../contract/subscription-status.ts';

// The subscription's life in one table: for each status, whether it has ended and where each
// event takes it. Every change of status in the server goes through `nextStatus`, and
// docs/subscriptions.md draws the same table (a test keeps the two in step). An event a status
// does not list cannot happen to it: the code that would send it is a bug, and throws.

export const SUBSCRIPTION_EVENTS = [
  /** A rebill (or the first charge after a trial, or a retry) was paid. */
  'rebill_paid',
  /** A rebill was declined and the retry schedule has a try left. */
  'rebill_declined',
  /** A rebill was declined and the retry schedule has no try left. */
  'retries_spent',
  /** A rebill came due with no card to charge: none kept, or its consent revoked. */
  'no_card',
  /** The period paid for (or the trial) ended with rebills turned off. */
  'period_end',
  /** Rebills were turned off while a declined rebill waited for its retry: nothing more is due. */
  'cancelled',
] as const;

export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

interface StatusRow {
  /** An ended subscription never rebills and no longer changes. */
  readonly ended: boolean;
  readonly on: Readonly<Partial<Record<SubscriptionEvent, SubscriptionStatus>>>;
}

/** Where a charge that comes due leads, from a status that still rebills. */
const CHARGED = {
  rebill_paid: 'ACTIVE',
  rebill_declined: 'PAST_DUE',
  retries_spent: 'UNPAID',
  no_card: 'NO_CARD_ON_FILE',
} as const;

export const LIFECYCLE: Readonly<Record<SubscriptionStatus, StatusRow>> = {
  TRIAL: { ended: false, on: { ...CHARGED, period_end: 'CANCELLED' } },
  ACTIVE: { ended: false, on: { ...CHARGED, period_end: 'CANCELLED' } },
  PAST_DUE: { ended: false, on: { ...CHARGED, cancelled: 'CANCELLED' } },
  CANCELLED: { ended: true, on: {} },
  UNPAID: { ended: true, on: {} },
  NO_CARD_ON_FILE: { ended: true, on: {} },
};

export const isEnded = (status: SubscriptionStatus): boolean => LIFECYCLE[status].ended;

/** The status `event` leads to from `status`; throws for an event the table does not allow there. */
export function nextStatus(
  status: SubscriptionStatus,
  event: SubscriptionEvent,
): SubscriptionStatus {
  const next = LIFECYCLE[status].on[event];
  if (next === undefined) {
    throw new Error(`[Kassa] a ${status} subscription cannot take the event ${event}`);
  }
  return next;
}

/** The status a new subscription starts in. */
export const startStatus = (inTrial: boolean): SubscriptionStatus => (inTrial ? 'TRIAL' : 'ACTIVE');

/**
 * When something is next due for a subscription: the retry while PAST_DUE, else next_rebill_at (a
 * rebill, the end of a trial, or, with rebills off, the end of the period paid for); nothing once
 * ended. The scheduler claims subscriptions by this time.
 */
export function dueAt(s: {
  status: SubscriptionStatus;
  nextRebillAt: Date;
  retryAt: Date | null;
}): Date | null {
  if (isEnded(s.status)) return null;
  return s.status === 'PAST_DUE' ? s.retryAt : s.nextRebillAt;
}
