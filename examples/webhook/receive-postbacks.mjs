import { createServer } from 'node:http';
import { verifyKassaSignature, verifyXSignature } from '../shop/postback-signatures.mjs';

// The smallest postback receiver worth copying: it verifies both signatures on the raw body,
// prints one line per postback, and answers 200 (anything else, or no answer, is sent again
// later). Run it beside Kassa for the README's ten-minute walk:
//
//   KASSA_POSTBACK_SECRET=whsec_… node examples/webhook/receive-postbacks.mjs
//
// and start Kassa with MERCHANT_CALLBACK_URL=http://127.0.0.1:3000/webhooks/payments. Its port is
// RECEIVER_PORT (3000 by default), not PORT: a shell that starts Kassa on another PORT must not
// move the receiver with it.
// A shop's full handler (deduplication by event id, orders by version) is examples/shop/webhook.mjs.

// During a secret's rotation, the new secret and the old one, comma-separated (no secret Kassa
// makes holds a comma): docs/key-rotation.md.
const secret = (process.env.KASSA_POSTBACK_SECRET ?? '').split(',').filter((part) => part !== '');
const port = Number(process.env.RECEIVER_PORT ?? 3000);
const path = '/webhooks/payments';

if (secret.length === 0) {
  console.error('Set KASSA_POSTBACK_SECRET to the postback secret Kassa printed at start.');
  process.exit(1);
}

/** @param {import('node:http').IncomingMessage} request */
async function rawBodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {string | string[] | undefined} value */
const single = (value) => (Array.isArray(value) ? value.join(', ') : value);

const server = createServer(async (request, response) => {
  if (request.method !== 'POST' || request.url !== path) {
    response.writeHead(404).end();
    return;
  }
  // Verify the bytes as they arrived: JSON parsed and serialised again no longer matches.
  const body = await rawBodyOf(request);
  const timed = verifyKassaSignature(secret, single(request.headers['kassa-signature']), body);
  const plain = verifyXSignature(secret, single(request.headers['x-signature']), body);
  if (!timed || !plain) {
    console.log(
      'refused: the signatures do not verify (another secret, a changed body or a replay)',
    );
    response.writeHead(401).end();
    return;
  }
  const event = JSON.parse(body.toString('utf8'));
  const data = event.data ?? {};
  const what =
    event.type === 'TRANSACTION'
      ? `${data.transaction_type} ${data.transaction_status} ${data.response_code} ${data.transaction_amount} ${data.transaction_currency_code}`
      : event.type === 'SUBSCRIPTION'
        ? `SUBSCRIPTION ${data.subscription_id} ${data.subscription_status} version=${data.version}`
        : event.type;
  const order = data.payment?.merchant_payment_id ?? data.merchant_payment_id ?? '-';
  // A paid sale's token charges the card again (MIT, CIT, a card payout).
  const token = data.payment?.payment_token_id;
  console.log(
    `verified ${event.event_id}: ${what}  transaction_id=${data.transaction_id ?? '-'}  order=${order}${token ? `  payment_token_id=${token}` : ''}`,
  );
  response.writeHead(200).end();
});

server.listen(port, '127.0.0.1', () => {
  // The port it got: RECEIVER_PORT=0 asks the system for a free one.
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(`Receiving postbacks on http://127.0.0.1:${listening}${path}`);
});
