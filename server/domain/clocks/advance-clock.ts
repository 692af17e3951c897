import { ApiError } from '../../contract/api-error.ts';
import { parseInstant } from '../../contract/instants.ts';
import { yieldToEventLoop } from '../../platform/yield-to-event-loop.ts';
import { DISPUTE_BATCH, runDueDisputeBatch } from '../disputes/run-scheduled.ts';
import { nextDisputeDue } from '../ledger/dispute-schedule-store.ts';
import { releaseParkedPostbacks } from '../postbacks/outbox-store.ts';
import { RebillReads } from '../rebills/rebill.ts';
import { rebillBatch, runDueBatch } from '../rebills/rebill-scheduler.ts';
import { anyDueOnClock, claimDueOnClock } from '../subscriptions/subscription-store.ts';
import {
  type ClockRecord,
  claimClockAdvance,
  findMerchantClock,
  finishClockAdvance,
  renewClockAdvance,
} from './clock-store.ts';
import { type ClockView, disputeEventView, type EventView, eventView } from './clock-view.ts';
import { ADVANCE_LEASE_MS, type ClockDeps, clockNotFound, viewOf } from './sandbox-clocks.ts';

// A sandbox clock's advance: everything due on the clock up to `to`, in time order, batch after
// batch (the rebill scheduler's batches, and the disputes the dispute test cards planned), with a
// turn of the event loop between two so that the server answers other requests meanwhile. One
// request runs a set number of events (max_events); short of `to` it says where it stopped, the
// clock keeps `to` as its target, and the same advance asked for again goes on from there.

/** How often a running advance renews its lease. */
const ADVANCE_RENEW_MS = 2_000;

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
  const to = parseInstant('to', request.to);
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
