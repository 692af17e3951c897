import type { Queryable } from '../../platform/db/database.ts';
import { enqueuePostback, type PostbackEvent } from '../postbacks/outbox-store.ts';
import type { SubscriptionRecord } from './subscription-record.ts';
import { updateSubscription } from './subscription-store.ts';
import { subscriptionData } from './subscription-view.ts';

// What every change of a subscription does, in one place: its next version, written with the
// time it changed, and a SUBSCRIPTION postback with the new state in the same database transaction
// (spec: Events — "Subscription creation or change (including PATCH /subscription calls)").

export interface SubscriptionClock {
  /** The subscription's time: what its records and postbacks say. */
  at: Date;
  /**
   * When its postback may be sent: now on the server's clock. A sandbox clock ahead of the server
   * still has its postbacks sent at once.
   */
  sendAt: Date;
}

/** The SUBSCRIPTION postback of `saved`, the state it was written in. */
export function subscriptionPostback(
  saved: SubscriptionRecord,
  clock: SubscriptionClock,
): PostbackEvent {
  return {
    merchantId: saved.merchantId,
    type: 'SUBSCRIPTION',
    data: subscriptionData(saved),
    now: clock.at,
    sendAt: clock.sendAt,
  };
}

/**
 * Writes `changed` as the next version of its subscription; answers it and its SUBSCRIPTION
 * postback, which the caller queues (a rebill: right after its TRANSACTION postback).
 */
export async function writeChanged(
  tx: Queryable,
  changed: SubscriptionRecord,
  clock: SubscriptionClock,
): Promise<{ saved: SubscriptionRecord; postback: PostbackEvent }> {
  const saved = { ...changed, version: changed.version + 1, updatedAt: clock.at };
  await updateSubscription(tx, saved);
  return { saved, postback: subscriptionPostback(saved, clock) };
}

/** Writes `changed` as the next version of its subscription and queues its SUBSCRIPTION postback. */
export async function saveChanged(
  tx: Queryable,
  changed: SubscriptionRecord,
  clock: SubscriptionClock,
): Promise<SubscriptionRecord> {
  const { saved, postback } = await writeChanged(tx, changed, clock);
  await enqueuePostback(tx, postback);
  return saved;
}
