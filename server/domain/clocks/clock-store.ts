import { nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';

// SQL for sandbox clocks lives here and nowhere else (migration 0024): the clocks, the customers
// attached to them, and which subscriptions live on them.

export interface ClockRecord {
  clockId: string;
  merchantId: string;
  name: string | null;
  /** "Now" on this clock. */
  time: Date;
  /** An advance under way since this time on the server's clock; null otherwise. */
  advancingSince: Date | null;
  /** Where the last advance is headed while the clock has not got there yet; null otherwise. */
  advanceTo: Date | null;
  createdAt: Date;
}

const clocks = defineTable<ClockRecord>('sandbox_clocks', {
  clockId: column('clock_id', text),
  merchantId: column('merchant_id', text),
  name: column('name', nullable(text)),
  time: column('clock_time', timestamptz),
  advancingSince: column('advancing_since', nullable(timestamptz)),
  advanceTo: column('advance_to', nullable(timestamptz)),
  createdAt: column('created_at', timestamptz),
});

export async function insertClock(db: Queryable, clock: ClockRecord): Promise<void> {
  await db.query(clocks.insert, clocks.params(clock));
}

const OF_MERCHANT = `${clocks.select} WHERE clock_id = $1 AND merchant_id = $2`;

/** The merchant's clock `clockId`, or undefined (another merchant's is none of its). */
export async function findMerchantClock(
  db: Queryable,
  merchantId: string,
  clockId: string,
): Promise<ClockRecord | undefined> {
  const [row] = await db.query(OF_MERCHANT, [clockId, merchantId]);
  return row && clocks.toRecord(row);
}

const OF_SUBSCRIPTION = `SELECT c.clock_time FROM sandbox_clocks c
  JOIN subscriptions s ON s.clock_id = c.clock_id WHERE s.subscription_id = $1`;

/** The time on the clock subscription `subscriptionId` lives on; undefined for the server's time. */
export async function subscriptionClockTime(
  db: Queryable,
  subscriptionId: string,
): Promise<Date | undefined> {
  const [row] = await db.query(OF_SUBSCRIPTION, [subscriptionId]);
  return row?.clock_time instanceof Date ? row.clock_time : undefined;
}

const LIST = `${clocks.select} WHERE merchant_id = $1 ORDER BY created_at DESC, clock_id LIMIT $2`;

/** The merchant's clocks, newest first. */
export async function listMerchantClocks(
  db: Queryable,
  merchantId: string,
  limit: number,
): Promise<ClockRecord[]> {
  const rows = await db.query(LIST, [merchantId, limit]);
  return rows.map(clocks.toRecord);
}

// The lease: one advance per clock at a time; one whose server died frees the clock when its
// lease (counted from its last batch) runs out.
const CLAIM = `UPDATE sandbox_clocks SET advancing_since = $3, advance_to = $5
  WHERE clock_id = $1 AND merchant_id = $2
    AND (advancing_since IS NULL OR advancing_since < $4)
  RETURNING ${clocks.list}`;

/**
 * Starts an advance of the clock towards `to` at `now` unless another one holds it; answers the
 * clock, or undefined.
 */
export async function claimClockAdvance(
  db: Queryable,
  claim: { merchantId: string; clockId: string; to: Date; now: Date; leaseMs: number },
): Promise<ClockRecord | undefined> {
  const [row] = await db.query(CLAIM, [
    claim.clockId,
    claim.merchantId,
    claim.now,
    new Date(claim.now.getTime() - claim.leaseMs),
    claim.to,
  ]);
  return row && clocks.toRecord(row);
}

// The clock's time follows the advance batch by batch (never backwards), so what ran before a
// failure or a stop is behind the clock, and a reader sees how far an advance under way got.
const RENEW = `UPDATE sandbox_clocks SET advancing_since = $2, clock_time = GREATEST(clock_time, $3)
  WHERE clock_id = $1`;

/** Keeps the advance's lease: it is still running at `now`, and has reached `reached`. */
export async function renewClockAdvance(
  db: Queryable,
  clockId: string,
  now: Date,
  reached: Date,
): Promise<void> {
  await db.query(RENEW, [clockId, now, reached]);
}

const FINISH = `UPDATE sandbox_clocks SET clock_time = GREATEST(clock_time, $2),
    advancing_since = NULL, advance_to = CASE WHEN $3::boolean THEN NULL ELSE advance_to END
  WHERE clock_id = $1 RETURNING ${clocks.list}`;

/**
 * Ends the advance with the clock at `reached`: at its target when `arrived`, else where it
 * stopped (its event budget spent, or a failure), the target kept for the next advance.
 */
export async function finishClockAdvance(
  db: Queryable,
  clockId: string,
  end: { reached: Date; arrived: boolean },
): Promise<ClockRecord | undefined> {
  const [row] = await db.query(FINISH, [clockId, end.reached, end.arrived]);
  return row && clocks.toRecord(row);
}

const ATTACH_SUBSCRIPTION = `UPDATE subscriptions SET clock_id = $3
  WHERE subscription_id = $1 AND merchant_id = $2 AND (clock_id IS NULL OR clock_id = $3)
  RETURNING subscription_id`;
const SUBSCRIPTION_CLOCK = `SELECT clock_id FROM subscriptions
  WHERE subscription_id = $1 AND merchant_id = $2`;

/**
 * Puts the merchant's subscription on the clock: 'attached', 'missing' (no such subscription of
 * this merchant) or 'elsewhere' (it lives on another clock).
 */
export async function attachSubscription(
  db: Queryable,
  merchantId: string,
  subscriptionId: string,
  clockId: string,
): Promise<'attached' | 'missing' | 'elsewhere'> {
  const updated = await db.query(ATTACH_SUBSCRIPTION, [subscriptionId, merchantId, clockId]);
  if (updated.length > 0) return 'attached';
  const [row] = await db.query(SUBSCRIPTION_CLOCK, [subscriptionId, merchantId]);
  return row ? 'elsewhere' : 'missing';
}

const ATTACH_CUSTOMER = `INSERT INTO sandbox_clock_customers
  (merchant_id, merchant_customer_id, clock_id, attached_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (merchant_id, merchant_customer_id) DO NOTHING`;
const CUSTOMER_CLOCK = `SELECT clock_id FROM sandbox_clock_customers
  WHERE merchant_id = $1 AND merchant_customer_id = $2`;
const CUSTOMER_ELSEWHERE = `SELECT 1 FROM subscriptions
  WHERE merchant_id = $1 AND merchant_customer_id = $2 AND clock_id IS NOT NULL AND clock_id <> $3
  LIMIT 1`;
const ATTACH_CUSTOMER_SUBSCRIPTIONS = `UPDATE subscriptions SET clock_id = $3
  WHERE merchant_id = $1 AND merchant_customer_id = $2 AND clock_id IS NULL`;

/**
 * Puts the merchant's customer on the clock, with the subscriptions it has (and, through
 * start-subscriptions.ts, those it starts later): 'attached', or 'elsewhere' when the customer or
 * one of its subscriptions lives on another clock.
 */
export async function attachCustomer(
  db: Queryable,
  merchantId: string,
  merchantCustomerId: string,
  clockId: string,
  now: Date,
): Promise<'attached' | 'elsewhere'> {
  const params = [merchantId, merchantCustomerId, clockId];
  if ((await db.query(CUSTOMER_ELSEWHERE, params)).length > 0) return 'elsewhere';
  await db.query(ATTACH_CUSTOMER, [...params, now]);
  const [row] = await db.query(CUSTOMER_CLOCK, [merchantId, merchantCustomerId]);
  if (row?.clock_id !== clockId) return 'elsewhere';
  await db.query(ATTACH_CUSTOMER_SUBSCRIPTIONS, params);
  return 'attached';
}

const CLOCK_CUSTOMERS = `SELECT merchant_customer_id FROM sandbox_clock_customers
  WHERE clock_id = $1 ORDER BY attached_at, merchant_customer_id`;
const CLOCK_SUBSCRIPTIONS = `SELECT subscription_id FROM subscriptions
  WHERE clock_id = $1 ORDER BY created_at, subscription_id`;

/** The customers and subscriptions living on the clock. */
export async function clockMembers(
  db: Queryable,
  clockId: string,
): Promise<{ customers: string[]; subscriptionIds: string[] }> {
  const [customers, subscriptions] = await Promise.all([
    db.query(CLOCK_CUSTOMERS, [clockId]),
    db.query(CLOCK_SUBSCRIPTIONS, [clockId]),
  ]);
  return {
    customers: customers.map((row) => String(row.merchant_customer_id)),
    subscriptionIds: subscriptions.map((row) => String(row.subscription_id)),
  };
}
