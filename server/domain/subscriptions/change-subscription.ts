import type { FromSchema } from 'json-schema-to-ts';
import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits } from '../../../common/money/decimal.ts';
import { applyTax } from '../../../common/money/tax.ts';
import { ApiError } from '../../contract/api-error.ts';
import { parseInstant } from '../../contract/instants.ts';
import type { subscriptionChangeSchema } from '../../contract/subscription-schema.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { normaliseAmount } from '../checkout/amount-input.ts';
import { isExemptSubscription, rebillTaxRule } from './rebill-tax.ts';
import { type SubscriptionClock, saveChanged } from './save-subscription.ts';
import { isEnded, nextStatus } from './subscription-lifecycle.ts';
import type { SubscriptionRecord } from './subscription-record.ts';
import { findMerchantSubscription, findOpenSubscriptionOfProduct } from './subscription-store.ts';
import { type SubscriptionData, subscriptionData } from './subscription-view.ts';

// PATCH /v1/subscription/{id} and PATCH /v1/subscription?merchant_product_id= (spec: Subscription
// endpoints — "Updates can change: is_rebill_enabled, the rebill amount, charge_interval,
// charge_interval_value, next_rebill_at. Optional fields are applied only when present. A
// successful update triggers a SUBSCRIPTION postback with the new state."). The subscription is
// locked while it changes, so a change and a rebill due at the same moment happen one after the
// other, each on the other's result.
//
// - is_rebill_enabled false: no more rebills. The subscription lives to the end of the period paid
//   for (its trial included): expires_at is next_rebill_at, and then it is CANCELLED. While
//   PAST_DUE nothing is paid for, so it is CANCELLED at once. true, before it ends, takes that back.
// - rebill_transaction_amount: what each rebill charges from the next one on, tax included; the
//   tax inside it follows at the subscription's percentage.
// - charge_interval_value: the days between rebills, from the next rebill paid on (next_rebill_at
//   keeps the date already due).
// - next_rebill_at: when the next rebill is due, later than now; with rebills off, the end moves
//   with it. Not while PAST_DUE: the declined rebill's retry_at decides then.
// A change to an ended subscription is refused (409), and a change that changes nothing answers the
// subscription as it is, without a new version or postback.

export type SubscriptionChange = FromSchema<typeof subscriptionChangeSchema>;

/** Which subscription: by its id, or the merchant's one open subscription to a product. */
export type SubscriptionTarget =
  | { subscriptionId: string }
  | { merchantProductId: string; merchantCustomerId: string | undefined };

export interface ChangeInput {
  merchantId: string;
  target: SubscriptionTarget;
  change: SubscriptionChange;
}

export interface ChangeDeps {
  db: Database;
  /** The subscription's time, read in the change's transaction: the server's, or its sandbox clock's. */
  clockOf: (q: Queryable, subscription: SubscriptionRecord) => Promise<SubscriptionClock>;
}

const CHANGEABLE = [
  'is_rebill_enabled',
  'rebill_transaction_amount',
  'charge_interval',
  'charge_interval_value',
  'next_rebill_at',
] as const;

const conflict = (message: string): ApiError => new ApiError(409, 'INVALID_REQUEST', message);

async function lockTarget(
  tx: Queryable,
  merchantId: string,
  target: SubscriptionTarget,
): Promise<SubscriptionRecord> {
  if ('subscriptionId' in target) {
    const found = await findMerchantSubscription(tx, merchantId, target.subscriptionId, {
      forUpdate: true,
    });
    // Another merchant's subscription is answered as one that does not exist.
    if (!found) throw ApiError.notFound(`subscription ${target.subscriptionId}`);
    return found;
  }
  const { merchantProductId, merchantCustomerId } = target;
  const { count, subscription } = await findOpenSubscriptionOfProduct(
    tx,
    merchantId,
    merchantProductId,
    merchantCustomerId,
  );
  const whose =
    merchantCustomerId === undefined ? '' : ` and merchant_customer_id ${merchantCustomerId}`;
  if (subscription) return subscription;
  if (count === 0) {
    throw ApiError.notFound(
      `open subscription with merchant_product_id ${merchantProductId}${whose}`,
    );
  }
  throw ApiError.badParameter(
    'merchant_product_id',
    `matches ${count} open subscriptions${whose}: send merchant_customer_id to name the customer's, or PATCH /v1/subscription/{subscriptionId}`,
  );
}

/**
 * The rebill amount sent, in the subscription's decimals, with the tax inside it and the part the
 * tax leaves out (all of it for a product the checkout's taxOverride exempted).
 */
function rebillAmount(
  s: SubscriptionRecord,
  sent: string,
): Pick<SubscriptionRecord, 'rebillAmount' | 'taxAmount' | 'taxExemptAmount'> {
  const currency = s.rebillCurrencyCode;
  const digits = amountFractionDigits(currency);
  const minor = normaliseAmount('rebill_transaction_amount', sent, digits, currency);
  if (minor === 0n) {
    throw ApiError.badParameter(
      'rebill_transaction_amount',
      'must be more than zero: a rebill is a sale, and a sale is never for zero',
    );
  }
  const rule = rebillTaxRule(s);
  if (rule === null) {
    return { rebillAmount: fromMinorUnits(minor, digits), taxAmount: null, taxExemptAmount: null };
  }
  const { tax, exempt } = applyTax(minor, rule, isExemptSubscription(s) ? minor : 0n);
  return {
    rebillAmount: fromMinorUnits(minor, digits),
    taxAmount: fromMinorUnits(tax, digits),
    taxExemptAmount: fromMinorUnits(exempt, digits),
  };
}

function nextRebillAt(sent: string, now: Date): Date {
  const at = parseInstant('next_rebill_at', sent);
  if (at.getTime() <= now.getTime()) {
    throw ApiError.badParameter(
      'next_rebill_at',
      `must be later than now (${now.toISOString()}): a rebill cannot be due in the past`,
    );
  }
  return at;
}

/** The subscription as `change` leaves it, or a 400/409 naming the field and the rule. */
export function applyChange(
  s: SubscriptionRecord,
  change: SubscriptionChange,
  now: Date,
): SubscriptionRecord {
  if (!CHANGEABLE.some((name) => change[name] !== undefined)) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      `the body changes nothing: send one or more of ${CHANGEABLE.join(', ')}`,
    );
  }
  if (isEnded(s.status)) {
    throw conflict(
      `subscription ${s.subscriptionId} is ${s.status} (ended at ${s.expiresAt?.toISOString()}) and no longer changes: a checkout starts a new one`,
    );
  }
  if (
    change.rebill_transaction_currency_code !== undefined &&
    change.rebill_transaction_currency_code !== s.rebillCurrencyCode
  ) {
    throw ApiError.badParameter(
      'rebill_transaction_currency_code',
      `must be the subscription's currency (${s.rebillCurrencyCode}): it cannot change`,
    );
  }
  let next: SubscriptionRecord = { ...s };
  if (change.rebill_transaction_amount !== undefined) {
    next = { ...next, ...rebillAmount(s, change.rebill_transaction_amount) };
  }
  if (change.charge_interval !== undefined) next.chargeInterval = change.charge_interval;
  if (change.charge_interval_value !== undefined) {
    next.chargeIntervalValue = change.charge_interval_value;
  }
  if (change.next_rebill_at !== undefined) {
    if (s.status === 'PAST_DUE') {
      throw conflict(
        `next_rebill_at cannot change while subscription ${s.subscriptionId} is PAST_DUE: its declined rebill is tried again at retry_at (${s.retryAt?.toISOString()}); turn rebills off (is_rebill_enabled false) to end it`,
      );
    }
    next.nextRebillAt = nextRebillAt(change.next_rebill_at, now);
  }
  if (change.is_rebill_enabled !== undefined) next.isRebillEnabled = change.is_rebill_enabled;
  if (!next.isRebillEnabled && s.status === 'PAST_DUE') {
    // Nothing is paid for while PAST_DUE: turning rebills off ends it now.
    return {
      ...next,
      status: nextStatus(s.status, 'cancelled'),
      expiresAt: now,
      retryAt: null,
    };
  }
  // With rebills off the subscription ends when the period paid for (or the trial) does.
  return { ...next, expiresAt: next.isRebillEnabled ? null : next.nextRebillAt };
}

const SAME_WHEN_EQUAL = [
  'status',
  'isRebillEnabled',
  'chargeInterval',
  'chargeIntervalValue',
  'rebillAmount',
  'taxAmount',
  'retryAt',
] as const;

function unchanged(before: SubscriptionRecord, after: SubscriptionRecord): boolean {
  const time = (d: Date | null) => d?.getTime() ?? null;
  return (
    SAME_WHEN_EQUAL.every((field) => before[field] === after[field]) &&
    time(before.nextRebillAt) === time(after.nextRebillAt) &&
    time(before.expiresAt) === time(after.expiresAt)
  );
}

/** Applies `change` to the subscription named, writes the next version and queues its postback. */
export async function changeSubscription(
  deps: ChangeDeps,
  input: ChangeInput,
): Promise<{ data: SubscriptionData; changed: boolean }> {
  return deps.db.transaction(async (tx) => {
    const before = await lockTarget(tx, input.merchantId, input.target);
    const clock = await deps.clockOf(tx, before);
    const after = applyChange(before, input.change, clock.at);
    if (unchanged(before, after)) return { data: subscriptionData(before), changed: false };
    const saved = await saveChanged(tx, after, clock);
    return { data: subscriptionData(saved), changed: true };
  });
}
