import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { toCents } from './catalogue.mjs';

// The shop's orders, kept in one small JSON file so they survive a restart. A real shop has a
// database; the rules are the same: an order is created before Kassa is asked to charge it (so a
// postback that arrives before Kassa's answer finds it), and its state is worked out from the
// transactions Kassa reported, never from the URL the shopper comes back on (anyone can type
// `?outcome=success`; a postback is signed).

/**
 * @import { CartLine } from './catalogue.mjs'
 */

/**
 * One transaction as the shop keeps it: the latest version Kassa reported of it.
 * @typedef {object} KnownTransaction
 * @property {number} version
 * @property {string} type SALE, REFUND, THREE_DS, …
 * @property {string} status SUCCESS, PENDING, DECLINE or ERROR
 * @property {string} amount
 * @property {number} response_code
 * @property {string} response_text
 * @property {string} created_at
 */

/**
 * @typedef {'HOSTED' | 'EMBEDDED' | 'SAVED_CARD'} Door How the order is paid: Kassa's hosted page,
 *   the form embedded in our page, or a saved card charged by the shop (/v1/mit-sale).
 */

/**
 * @typedef {object} Order
 * @property {string} id Our order number, sent to Kassa as merchant_payment_id.
 * @property {string} created_at
 * @property {Door} door
 * @property {CartLine[]} lines
 * @property {string} amount
 * @property {string} currency
 * @property {string} customer_id
 * @property {string} [payment_id] Kassa's payment, from its answer or the first postback.
 * @property {string} [checkout_url] Where the shopper pays (session.redirect_url).
 * @property {string} [session_expires_at] After this the checkout takes no payment.
 * @property {string} [payment_token_id] The saved card, from a successful payment's postback.
 * @property {string} [payment_method] The method the token was saved with (CARD, …).
 * @property {string} [reordered_from] For a saved-card charge: the order whose card it used.
 * @property {string} [charge_key] For a saved-card charge: its X-Idempotency-Key.
 * @property {string} [problem] What went wrong asking Kassa, shown on the orders page.
 * @property {Record<string, KnownTransaction>} transactions By transaction_id.
 */

/**
 * @typedef {object} StoreFile
 * @property {number} next_number
 * @property {Record<string, Order>} orders
 * @property {string[]} seen_events Postback event ids already applied, newest last.
 */

/** How many event ids to remember; Kassa re-sends within days, not thousands of events later. */
const SEEN_EVENTS_KEPT = 5000;

export class OrderStore {
  /** @type {StoreFile} */
  #data;
  /** @type {string | undefined} */
  #file;

  /** @param {string} [file] Where to keep the orders; none: in memory only. */
  constructor(file) {
    this.#file = file;
    this.#data = { next_number: 1001, orders: {}, seen_events: [] };
    if (file) {
      try {
        this.#data = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
      }
    }
  }

  /**
   * A new order, saved before anything is asked of Kassa.
   * @param {Omit<Order, 'id' | 'created_at' | 'transactions'>} fields
   * @returns {Order}
   */
  create(fields) {
    const id = `order-${this.#data.next_number}`;
    this.#data.next_number += 1;
    /** @type {Order} */
    const order = { id, created_at: new Date().toISOString(), transactions: {}, ...fields };
    this.#data.orders[id] = order;
    this.save();
    return order;
  }

  /** @param {string} id */
  get(id) {
    return this.#data.orders[id];
  }

  /** Newest first. */
  list() {
    return Object.values(this.#data.orders).reverse();
  }

  /** @param {string} key */
  findByChargeKey(key) {
    return this.list().find((order) => order.charge_key === key);
  }

  /** @param {string} eventId */
  seen(eventId) {
    return this.#data.seen_events.includes(eventId);
  }

  /** @param {string} eventId */
  markSeen(eventId) {
    this.#data.seen_events.push(eventId);
    this.#data.seen_events = this.#data.seen_events.slice(-SEEN_EVENTS_KEPT);
  }

  /** Writes the file whole, through a temporary file, so a crash never leaves half of it. */
  save() {
    if (!this.#file) return;
    mkdirSync(dirname(this.#file), { recursive: true });
    const temporary = `${this.#file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.#data, null, 2));
    renameSync(temporary, this.#file);
  }
}

/**
 * The transaction record of a postback (or of a /v1/mit-sale answer), as far as the shop reads it.
 * @typedef {object} TransactionRecord
 * @property {number} version
 * @property {string} transaction_id
 * @property {string} transaction_type
 * @property {string} transaction_status
 * @property {string} transaction_amount
 * @property {number} response_code
 * @property {string} response_text
 * @property {string} created_at
 * @property {{ payment_id?: string, payment_token_id?: string, payment_method?: string }} [payment]
 */

/**
 * Applies one transaction record to its order. Postbacks can arrive twice and out of order, so a
 * record is applied only when its `version` is higher than the one we hold for its
 * transaction_id: a late version 1 PENDING never overwrites a version 2 SUCCESS.
 * @param {Order} order
 * @param {TransactionRecord} record
 * @returns {boolean} Whether it changed anything.
 */
export function applyTransaction(order, record) {
  const known = order.transactions[record.transaction_id];
  if (known && known.version >= record.version) return false;
  order.transactions[record.transaction_id] = {
    version: record.version,
    type: record.transaction_type,
    status: record.transaction_status,
    amount: record.transaction_amount,
    response_code: record.response_code,
    response_text: record.response_text,
    created_at: record.created_at,
  };
  const payment = record.payment;
  if (payment?.payment_id && !order.payment_id) order.payment_id = payment.payment_id;
  // A successful sale saves the card as a payment token: what /v1/mit-sale charges later.
  if (
    record.transaction_type === 'SALE' &&
    record.transaction_status === 'SUCCESS' &&
    payment?.payment_token_id
  ) {
    order.payment_token_id = payment.payment_token_id;
    if (payment.payment_method) order.payment_method = payment.payment_method;
  }
  return true;
}

/**
 * @typedef {'AWAITING_PAYMENT' | 'PENDING' | 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED'
 *   | 'DECLINED' | 'NOT_PAID'} OrderState
 */

/**
 * The order's state, worked out from its transactions each time rather than stored, so the
 * order in which postbacks arrived does not matter.
 * @param {Order} order
 * @param {Date} [now]
 * @returns {OrderState}
 */
export function orderState(order, now = new Date()) {
  const transactions = Object.values(order.transactions);
  const sale = transactions.find((t) => t.type === 'SALE' && t.status === 'SUCCESS');
  if (sale) {
    const refunded = transactions
      .filter((t) => t.type === 'REFUND' && t.status === 'SUCCESS')
      .reduce((sum, t) => sum + toCents(t.amount), 0);
    if (refunded === 0) return 'PAID';
    return refunded >= toCents(sale.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }
  if (transactions.some((t) => t.status === 'PENDING')) return 'PENDING';
  // A saved-card charge has one attempt: its decline is final.
  if (order.door === 'SAVED_CARD') {
    if (transactions.length > 0) return 'DECLINED';
    // Kassa refused the request (the problem says why), or its answer has not come yet.
    return order.problem ? 'NOT_PAID' : 'PENDING';
  }
  // On Kassa's form the shopper may try again after a decline, until the session ends.
  const expires = order.session_expires_at ? Date.parse(order.session_expires_at) : Number.NaN;
  if (!Number.isNaN(expires) && now.getTime() > expires) return 'NOT_PAID';
  return 'AWAITING_PAYMENT';
}

/**
 * The successful sale of a paid order: what a refund names.
 * @param {Order} order
 * @returns {string | undefined} Its transaction_id.
 */
export function paidSaleId(order) {
  for (const [id, t] of Object.entries(order.transactions)) {
    if (t.type === 'SALE' && t.status === 'SUCCESS') return id;
  }
  return undefined;
}
