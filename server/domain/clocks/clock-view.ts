import type { DisputeEvent } from '../disputes/run-scheduled.ts';
import type { RebillEvent, RebillEventKind } from '../rebills/rebill.ts';
import type { ClockRecord } from './clock-store.ts';

// What the sandbox clock tools answer (server/sandbox/pages/clocks/api-route.ts holds their JSON
// Schemas): a clock with what lives on it, and what an advance did, event by event.

export interface ClockView {
  clock_id: string;
  name?: string;
  /** "Now" on the clock. */
  time: string;
  created_at: string;
  /** An advance is running. */
  advancing: boolean;
  /**
   * Where the clock's last advance is headed, while the clock is not there yet: the advance is
   * running, stopped at its `max_events`, or its server died. Asking for it again goes on.
   */
  advance_to?: string;
  /** Customers attached: their subscriptions, now and later, live on the clock. */
  customers: string[];
  subscription_ids: string[];
}

export type EventView = RebillEventView | DisputeEventView;

export interface RebillEventView {
  /** rebill, trial_end, retry, expiry (the end of a period with rebills off) or no_card. */
  type: RebillEventKind;
  /** When it happened, on the clock. */
  at: string;
  subscription_id: string;
  /** The subscription's status after it. */
  subscription_status: string;
  transaction_id?: string;
  transaction_status?: string;
  response_code?: number;
}

export function clockView(
  clock: ClockRecord,
  members: { customers: string[]; subscriptionIds: string[] },
): ClockView {
  return {
    clock_id: clock.clockId,
    ...(clock.name !== null && { name: clock.name }),
    time: clock.time.toISOString(),
    created_at: clock.createdAt.toISOString(),
    advancing: clock.advancingSince !== null,
    ...(clock.advanceTo !== null && { advance_to: clock.advanceTo.toISOString() }),
    customers: members.customers,
    subscription_ids: members.subscriptionIds,
  };
}

/** A dispute a dispute test card planned, run by the advance (docs/disputes.md). */
export interface DisputeEventView {
  type: 'dispute';
  /** When it happened, on the clock. */
  at: string;
  /** FRAUD_ALERT, CHARGEBACK, CHARGEBACK_REVERSAL, RDR or RDR_REVERSAL. */
  transaction_type: string;
  original_transaction_id: string;
  /** The dispute's transaction; absent when the table refused it then (`skipped` says why). */
  transaction_id?: string;
  transaction_status?: string;
  response_code?: number;
  skipped?: string;
}

export function disputeEventView(event: DisputeEvent): DisputeEventView {
  return {
    type: 'dispute',
    at: event.at.toISOString(),
    transaction_type: event.kind,
    original_transaction_id: event.originalTransactionId,
    ...(event.transaction && {
      transaction_id: event.transaction.transactionId,
      transaction_status: event.transaction.status,
      response_code: event.transaction.responseCode,
    }),
    ...(event.skipped !== undefined && { skipped: event.skipped }),
  };
}

export function eventView(event: RebillEvent): RebillEventView {
  return {
    type: event.kind,
    at: event.at.toISOString(),
    subscription_id: event.subscriptionId,
    subscription_status: event.status,
    ...(event.transaction && {
      transaction_id: event.transaction.transactionId,
      transaction_status: event.transaction.status,
      response_code: event.transaction.responseCode,
    }),
  };
}
