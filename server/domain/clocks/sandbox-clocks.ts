import { ApiError } from '../../contract/api-error.ts';
import { parseInstant } from '../../contract/instants.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import type { RebillDeps } from '../rebills/rebill.ts';
import { RebillReads, runDue } from '../rebills/rebill.ts';
import type { SubscriptionClock } from '../subscriptions/save-subscription.ts';
import { isEnded } from '../subscriptions/subscription-lifecycle.ts';
import type { SubscriptionRecord } from '../subscriptions/subscription-record.ts';
import { findMerchantSubscription } from '../subscriptions/subscription-store.ts';
import { type SubscriptionData, subscriptionData } from '../subscriptions/subscription-view.ts';
import {
  attachCustomer,
  attachSubscription,
  type ClockRecord,
  clockMembers,
  findMerchantClock,
  insertClock,
  listMerchantClocks,
  subscriptionClockTime,
} from './clock-store.ts';
import { type ClockView, clockView, type EventView, eventView } from './clock-view.ts';

// Sandbox clocks: a time of the merchant's own for the subscriptions attached to it (one by one,
// or all of a customer's, those it starts later included). It stands still until advanced; an
// advance runs, in time order, everything due before its `to` (rebills, trial ends, retries, the
// ends of periods with rebills off), each at the time it came due, with its postbacks queued in
// that order and sent at once, and answers what happened (advance-clock.ts). Any number of clocks;
// no cap on a step. Everything not on a clock lives on the server's time. The events are the
// rebill scheduler's own (server/domain/rebills/): the same claim, the same charge, the same
// exactly-once.

export interface ClockDeps extends RebillDeps {
  db: Database;
  /** The server's clock: when postbacks are sent, and an advance's lease. */
  now: () => Date;
  /** Wakes postback delivery after postbacks were committed. */
  onPostback: () => void;
}

/** How long an advance holds its clock after its last batch, should its server die. */
export const ADVANCE_LEASE_MS = 30_000;

export const clockNotFound = (clockId: string): ApiError => ApiError.notFound(`clock ${clockId}`);

/** The clock as the tools answer it, with what lives on it. */
export async function viewOf(db: Queryable, clock: ClockRecord): Promise<ClockView> {
  return clockView(clock, await clockMembers(db, clock.clockId));
}

/** A new clock at `time` (default: now on the server's clock). */
export async function createClock(
  deps: Pick<ClockDeps, 'db' | 'now'>,
  merchantId: string,
  input: { time?: string | undefined; name?: string | undefined },
): Promise<ClockView> {
  const now = deps.now();
  const clock: ClockRecord = {
    clockId: newId('clk'),
    merchantId,
    name: input.name ?? null,
    time: input.time === undefined ? now : parseInstant('time', input.time),
    advancingSince: null,
    advanceTo: null,
    createdAt: now,
  };
  await insertClock(deps.db, clock);
  return viewOf(deps.db, clock);
}

export async function readClock(
  db: Database,
  merchantId: string,
  clockId: string,
): Promise<ClockView> {
  const clock = await findMerchantClock(db, merchantId, clockId);
  if (!clock) throw clockNotFound(clockId);
  return viewOf(db, clock);
}

export async function listClocks(
  db: Database,
  merchantId: string,
  limit: number,
): Promise<ClockView[]> {
  const clocks = await listMerchantClocks(db, merchantId, limit);
  return Promise.all(clocks.map((clock) => viewOf(db, clock)));
}

export type AttachTarget = { subscription_id: string } | { merchant_customer_id: string };

/** Puts a subscription, or a customer and its subscriptions, on the clock. */
export async function attachToClock(
  deps: Pick<ClockDeps, 'db' | 'now'>,
  merchantId: string,
  clockId: string,
  target: AttachTarget,
): Promise<ClockView> {
  return deps.db.transaction(async (tx) => {
    const clock = await findMerchantClock(tx, merchantId, clockId);
    if (!clock) throw clockNotFound(clockId);
    if ('subscription_id' in target) {
      const outcome = await attachSubscription(tx, merchantId, target.subscription_id, clockId);
      if (outcome === 'missing') throw ApiError.notFound(`subscription ${target.subscription_id}`);
      if (outcome === 'elsewhere') {
        throw new ApiError(
          409,
          'INVALID_REQUEST',
          `subscription ${target.subscription_id} lives on another clock: a subscription is on one clock at most`,
        );
      }
    } else {
      const outcome = await attachCustomer(
        tx,
        merchantId,
        target.merchant_customer_id,
        clockId,
        deps.now(),
      );
      if (outcome === 'elsewhere') {
        throw new ApiError(
          409,
          'INVALID_REQUEST',
          `customer ${target.merchant_customer_id} (or one of its subscriptions) lives on another clock: a customer is on one clock at most`,
        );
      }
    }
    return clockView(clock, await clockMembers(tx, clockId));
  });
}

/** The subscription's time, read through `q`: its clock's, or the server's. */
export function subscriptionClockOf(
  deps: Pick<ClockDeps, 'now'>,
): (q: Queryable, subscription: SubscriptionRecord) => Promise<SubscriptionClock> {
  return async (q, subscription) => {
    const sendAt = deps.now();
    const onClock =
      subscription.clockId === null
        ? undefined
        : await subscriptionClockTime(q, subscription.subscriptionId);
    return { at: onClock ?? sendAt, sendAt };
  };
}

/**
 * Charges the subscription's next rebill (or its retry, while PAST_DUE) now, on its own time,
 * whenever it was due; the next one counts from now.
 */
export async function rebillNow(
  deps: ClockDeps,
  merchantId: string,
  subscriptionId: string,
): Promise<{ event: EventView; subscription: SubscriptionData }> {
  const clockOf = subscriptionClockOf(deps);
  const ran = await deps.db.transaction(async (tx) => {
    const subscription = await findMerchantSubscription(tx, merchantId, subscriptionId, {
      forUpdate: true,
    });
    if (!subscription) throw ApiError.notFound(`subscription ${subscriptionId}`);
    if (isEnded(subscription.status) || !subscription.isRebillEnabled) {
      throw new ApiError(
        409,
        'INVALID_REQUEST',
        isEnded(subscription.status)
          ? `subscription ${subscriptionId} is ${subscription.status}: an ended subscription is not rebilled`
          : `subscription ${subscriptionId} has rebills turned off (is_rebill_enabled false)`,
      );
    }
    const clock = await clockOf(tx, subscription);
    return runDue(tx, subscription, clock, deps, new RebillReads(), clock.at);
  });
  deps.onPostback();
  return { event: eventView(ran.event), subscription: subscriptionData(ran.saved) };
}
