// The three calls the shop makes to Kassa's merchant API, with Node's own fetch. Every request
// carries the API key in X-Api-Key; the key stays on the server: a browser never sees it.

/**
 * @import { TransactionRecord } from './orders.mjs'
 */

/**
 * What the shop reads of a POST /v1/checkout answer.
 * @typedef {object} CheckoutAnswer
 * @property {{ payment_id: string, session: { redirect_url: string, expires_at: string } }} data
 */

/**
 * What the shop reads of a POST /v1/mit-sale answer: the payment with its transaction, each
 * transaction the same record a TRANSACTION postback carries.
 * @typedef {object} MitSaleAnswer
 * @property {{ payment_id: string, transactions: TransactionRecord[] }} data
 */

/**
 * What the shop reads of a POST /v1/refund answer: the refund's transaction record.
 * @typedef {object} RefundAnswer
 * @property {TransactionRecord} data
 */

/** Kassa answered with an error body: `{ "errors": [{ "error_code", "error_message" }] }`. */
export class KassaError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = 'KassaError';
    this.status = status;
  }
}

/**
 * The error messages of an error body, joined.
 * @param {unknown} json
 * @returns {string}
 */
function errorMessages(json) {
  if (typeof json !== 'object' || json === null || !('errors' in json)) return '';
  if (!Array.isArray(json.errors)) return '';
  return json.errors.map((error) => String(error?.error_message ?? '')).join('; ');
}

/**
 * @param {{ baseUrl: string, apiKey: string }} settings
 */
export function kassaClient({ baseUrl, apiKey }) {
  /**
   * @param {string} path
   * @param {object} body
   * @param {string} [idempotencyKey]
   * @returns {Promise<unknown>}
   */
  async function post(path, body, idempotencyKey) {
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': 'application/json', 'X-Api-Key': apiKey };
    if (idempotencyKey) headers['X-Idempotency-Key'] = idempotencyKey;
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      // Never keep the shopper waiting on a hung connection.
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    /** @type {unknown} */
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      throw new KassaError(response.status, `HTTP ${response.status}: ${text.slice(0, 200)}`);
    }
    if (!response.ok) {
      throw new KassaError(response.status, errorMessages(json) || `HTTP ${response.status}`);
    }
    return json;
  }

  return {
    /**
     * POST /v1/checkout: a payment and the session the shopper pays it in. The answer's
     * `session.redirect_url` is the hosted page, or what the embedded form mounts.
     * @param {object} checkout
     */
    async createCheckout(checkout) {
      return /** @type {CheckoutAnswer} */ (await post('/v1/checkout', checkout));
    },

    /**
     * POST /v1/refund of a paid sale. Without an amount Kassa refunds all that remains.
     * @param {string} transactionId The SALE's transaction_id, from its postback.
     * @param {string} idempotencyKey The same key for every retry of this one refund.
     */
    async refund(transactionId, idempotencyKey) {
      const body = { transaction_id: transactionId, reason: 'refunded from the orders page' };
      return /** @type {RefundAnswer} */ (await post('/v1/refund', body, idempotencyKey));
    },

    /**
     * POST /v1/mit-sale?mode=SYNC: charges a saved card without the shopper. SYNC answers with
     * the outcome; its TRANSACTION postback comes as well.
     * @param {object} sale
     * @param {string} idempotencyKey The same key for every retry of this one charge.
     */
    async mitSale(sale, idempotencyKey) {
      return /** @type {MitSaleAnswer} */ (
        await post('/v1/mit-sale?mode=SYNC', sale, idempotencyKey)
      );
    },
  };
}

/** @typedef {ReturnType<typeof kassaClient>} KassaClient */
