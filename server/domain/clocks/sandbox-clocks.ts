import { ApiError } from '../../contract/api-error.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import { DISPUTE_BATCH, runDueDisputeBatch } from '../disputes/run-scheduled.ts';
import { nextDisputeDue } from '../ledger/dispute-schedule-store.ts';
import { QUERY_TIME_RULE, queryTimeMicros } from '../ledger/query-time.ts';
import { releaseParkedPostbacks } from '../postbacks/outbox-store.ts';
import type { RebillDeps } from '../rebills/rebill.ts';
import { RebillReads, runDue } from '../rebills/rebill.ts';
import { rebillBatch, runDueBatch } from '../rebills/rebill-scheduler.ts';
import type { SubscriptionClock } from '../subscriptions/save-subscription.ts';
import { isEnded } from '../subscriptions/subscription-lifecycle.ts';
import type { SubscriptionRecord } from '../subscriptions/subscription-record.ts';
import {
  anyDueOnClock,
  claimDueOnClock,
  findMerchantSubscription,
} from '../subscriptions/subscription-store.ts';
import { type SubscriptionData, subscriptionData } from '../subscriptions/subscription-view.ts';
import {
  attachCustomer,
  attachSubscription,
  type ClockRecord,
  claimClockAdvance,
  clockMembers,
  findMerchantClock,
  finishClockAdvance,
  insertClock,
  listMerchantClocks,
  renewClockAdvance,
  subscriptionClockTime,
} from './clock-store.ts';
import {
  type ClockView,
  clockView,
  disputeEventView,
  type EventView,
  eventView,
} from './clock-view.ts';

// Sandbox clocks: a time of the merchant's own for the subscriptions attached to it (one by one,
// or all of a customer's, those it starts later included). It stands still until advanced; an
// advance runs, in time order, everything due before its `to` (rebills, trial ends, retries, the
// ends of periods with rebills off), each at the time it came due, with its postbacks queued in
// that order and sent at once, and answers what happened. Any number of clocks; no cap on a step,
// though one request runs a set number of events (max_events) and says where it stopped; the same
// advance asked for again goes on. Everything not on a clock lives on the server's time. The events are the rebill scheduler's own
// (server/domain/rebills/): the same claim, the same charge, the same exactly-once.

export interface ClockDeps extends RebillDeps {
  db: Database;
  /** The server's clock: when postbacks are sent, and an advance's lease. */
  now: () => Date;
  /** Wakes postback delivery after postbacks were committed. */
  onPostback: () => void;
}

/** How long an advance holds its clock after its last batch, should its server die. */
export const ADVANCE_LEASE_MS = 30_000;
/** How often a running advance renews its lease. */
const ADVANCE_RENEW_MS = 2_000;

function timeParameter(field: string, text: string): Date {
  const micros = queryTimeMicros(text);
  if (micros === undefined) throw ApiError.badParameter(field, QUERY_TIME_RULE);
  return new Date(Number(micros / 1000n));
}

const clockNotFound = (clockId: string): ApiError => ApiError.notFound(`clock ${clockId}`);

async function viewOf(db: Database, clock: ClockRecord): Promise<ClockView> {
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
    time: input.time === undefined ? now : timeParameter('time', input.time),
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

/** Events one advance request runs, unless it asks for another number (`max_events`). */
export const ADVANCE_EVENTS = 1_000;
/** The most events one advance request may ask for. */
export const MAX_ADVANCE_EVENTS = 10_000;

export interface AdvanceResult {
  clock: ClockView;
  /** What ran, in time order. */
  events: EventView[];
  /** The clock got to `to`; false when the request's events ran out first. */
  complete: boolean;
  /** Where the clock stands: `to`, or the time of the last event run. */
  reached: string;
  to: string;
}

/**
 * Moves the clock towards `to`, running everything due up to it in time order, `maxEvents` at
 * most; answers the clock, what happened and whether it got there. Short of it the clock stands
 * at the last event run and keeps `to` as its target: the same advance asked for again goes on.
 * One advance per clock at a time (409 while another runs). Between two batches the event loop
 * takes a turn, so the server answers other requests while a long advance runs.
 */
export async function advanceClock(
  deps: ClockDeps,
  merchantId: string,
  clockId: string,
  request: { to: string; maxEvents?: number | undefined },
): Promise<AdvanceResult> {
  const to = timeParameter('to', request.to);
  const budget = request.maxEvents ?? ADVANCE_EVENTS;
  const known = await findMerchantClock(deps.db, merchantId, clockId);
  if (!known) throw clockNotFound(clockId);
  if (to.getTime() < known.time.getTime()) {
    throw ApiError.badParameter(
      'to',
      `must not be earlier than the clock's time (${known.time.toISOString()}): a clock only moves forward`,
    );
  }
  const claimed = await claimClockAdvance(deps.db, {
    merchantId,
    clockId,
    to,
    now: deps.now(),
    leaseMs: ADVANCE_LEASE_MS,
  });
  if (!claimed) {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      `clock ${clockId} is being advanced by another request: try again when it is done`,
    );
  }
  const reads = new RebillReads();
  const events: EventView[] = [];
  let reached = claimed.time;
  let arrived = false;
  let clock: ClockRecord | undefined;
  // The advance's postbacks are queued in event order, parked until it is done (or, should its
  // server die, until its lease would have run out), then sent from the queue's head: the
  // delivery of thousands of postbacks does not slow the run, and they leave in order.
  const parkedFrom = new Date(deps.now().getTime() + ADVANCE_LEASE_MS);
  let parkedUntil = parkedFrom;
  let renewedAt = deps.now().getTime();
  try {
    for (let left = budget; left > 0; left = budget - events.length) {
      const park = new Date(deps.now().getTime() + ADVANCE_LEASE_MS);
      if (park > parkedUntil) parkedUntil = park;
      // On a clock an event happens exactly when it came due.
      const clockAt = (due: Date) => ({ at: due, sendAt: park });
      // The disputes the dispute test cards planned on this clock run in time order with the
      // rebills: the rebills due up to the next dispute first, then the disputes due then.
      const nextDispute = await nextDisputeDue(deps.db, clockId, to);
      const batch = await runDueBatch(
        deps.db,
        { claim: (tx, limit) => claimDueOnClock(tx, clockId, nextDispute ?? to, limit), clockAt },
        deps,
        reads,
        Math.min(rebillBatch(deps.db), left),
      );
      let ran: { at: Date }[] = batch.events;
      events.push(...batch.events.map(eventView));
      if (!batch.more) {
        if (nextDispute === undefined) {
          arrived = true;
          break;
        }
        const disputes = await runDueDisputeBatch(
          deps,
          clockId,
          nextDispute,
          clockAt,
          Math.min(DISPUTE_BATCH, left),
        );
        ran = disputes;
        events.push(...disputes.map(disputeEventView));
      }
      reached = ran.at(-1)?.at ?? reached;
      // The lease is kept (and the clock's time brought up) every few seconds, not every batch:
      // on the embedded engine each write is a commit of its own.
      const now = deps.now().getTime();
      if (now - renewedAt >= ADVANCE_RENEW_MS) {
        renewedAt = now;
        await renewClockAdvance(deps.db, clockId, new Date(now), reached);
      }
      await yieldToEventLoop();
    }
    // The events ran out: the clock got there all the same if nothing is left to run.
    arrived ||=
      (await nextDisputeDue(deps.db, clockId, to)) === undefined &&
      !(await anyDueOnClock(deps.db, clockId, to));
  } finally {
    // Stopped short (its events spent, or a failure), the clock stands where the advance got,
    // with what ran committed (and its postbacks sent): the next advance carries on from there.
    clock = await finishClockAdvance(deps.db, clockId, {
      reached: arrived ? to : reached,
      arrived,
    });
    await releaseParkedPostbacks(
      deps.db,
      merchantId,
      { from: parkedFrom, until: parkedUntil },
      deps.now(),
    );
    deps.onPostback();
  }
  if (!clock) throw clockNotFound(clockId);
  return {
    clock: await viewOf(deps.db, clock),
    events,
    complete: arrived,
    reached: clock.time.toISOString(),
    to: to.toISOString(),
  };
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
