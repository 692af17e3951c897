import { applyTransaction } from './orders.mjs';
import { verifyKassaSignature, verifyXSignature } from './postback-signatures.mjs';
import { readBody } from './request-body.mjs';

// The shop's webhook: Kassa POSTs a postback here for every transaction (MERCHANT_CALLBACK_URL).
// The steps, in the order that matters:
//   1. read the raw body, and verify both signatures on it before believing a word of it;
//   2. skip an event already applied (Kassa delivers at least once, so repeats happen);
//   3. apply the transaction record to its order, if it is newer than what we hold;
//   4. answer 2xx quickly: anything else, or no answer within 10 s, is delivered again later.

/**
 * @import { IncomingMessage, ServerResponse } from 'node:http'
 * @import { OrderStore, TransactionRecord } from './orders.mjs'
 */

/**
 * A header's value; a header sent twice arrives joined with ", " (and then fails verification).
 * @param {IncomingMessage} request
 * @param {string} name
 */
function header(request, name) {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {{ secret: string, store: OrderStore, log: (line: string) => void }} context
 */
export async function handlePostback(request, response, { secret, store, log }) {
  const rawBody = await readBody(request);
  const signedWithTime = verifyKassaSignature(secret, header(request, 'kassa-signature'), rawBody);
  const signedBody = verifyXSignature(secret, header(request, 'x-signature'), rawBody);
  if (!signedWithTime || !signedBody) {
    // Not from Kassa, changed on the way, made with another secret, or a replay older than
    // five minutes. Act on none of it.
    log(
      `postback refused: ${signedWithTime ? '' : 'Kassa-Signature '}${signedBody ? '' : 'X-Signature '}does not verify`,
    );
    response.writeHead(401, { 'Content-Type': 'text/plain' }).end('signature does not verify');
    return;
  }

  /** @type {{ event_id?: string, type?: string, data?: TransactionRecord & { payment?: { merchant_payment_id?: string } } }} */
  const event = JSON.parse(rawBody.toString('utf8'));
  const eventId = String(event.event_id);
  if (store.seen(eventId)) {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('already applied');
    return;
  }

  if (event.type === 'TRANSACTION' && event.data) {
    const record = event.data;
    // merchant_payment_id is our order number: we sent it with the checkout (or the charge).
    const order = store.get(String(record.payment?.merchant_payment_id));
    const paymentId = record.payment?.payment_id;
    if (!order || (order.payment_id && paymentId && order.payment_id !== paymentId)) {
      // A payment the shop did not make (Kassa's own test checkout, `npm run postbacks -- test`):
      // acknowledge it, or Kassa keeps sending it for days.
      log(`postback ${eventId}: payment ${paymentId} is none of our orders; ignored`);
    } else if (applyTransaction(order, record)) {
      log(
        `postback ${eventId}: ${order.id} ${record.transaction_type} ${record.transaction_status} ` +
          `(${record.transaction_id} v${record.version})`,
      );
    }
  }
  // SUBSCRIPTION postbacks would go here; this shop sells no subscriptions.

  store.markSeen(eventId);
  store.save();
  response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
}
