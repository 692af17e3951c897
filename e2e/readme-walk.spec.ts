import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { curlExamples } from '../server/test-support/readme-curl.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import {
  E2E_API_KEY,
  E2E_POSTBACK_SECRET,
  freePort,
  type KassaServer,
  startKassa,
} from './support/kassa-server.ts';

// The README's ten-minute walk, as a reader follows it: Kassa and the example receiver started
// as the README says, the walk's own curl commands sent (with the reader's key, and Kassa's
// address as $KASSA_URL), the card paid in the browser, the receiver's lines read.

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const walk = readme.slice(readme.indexOf('## A ten-minute walk'), readme.indexOf('## Test cards'));

let kassa: KassaServer | undefined;
let receiver: ChildProcess | undefined;
let printed = '';

test.afterAll(async () => {
  receiver?.kill();
  await kassa?.stop();
});

async function send(path: string, body: string): Promise<Response> {
  const url = kassa?.url ?? '';
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'X-Api-Key': E2E_API_KEY,
      'Content-Type': 'application/json',
      ...(path === '/v1/refund' && { 'X-Idempotency-Key': 'refund-order-1001' }),
    },
    body,
  });
}

test('the ten-minute walk: a checkout paid, its postback verified, the payment refunded', async ({
  page,
}) => {
  const receiverPort = await freePort();
  receiver = spawn(process.execPath, [join(root, 'examples/webhook/receive-postbacks.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      KASSA_POSTBACK_SECRET: E2E_POSTBACK_SECRET,
      RECEIVER_PORT: String(receiverPort),
    },
  });
  receiver.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  await expect.poll(() => printed).toContain('Receiving postbacks');
  kassa = await startKassa({
    MERCHANT_CALLBACK_URL: `http://127.0.0.1:${receiverPort}/webhooks/payments`,
  });
  // The walk's commands as the reader's shell reads them, after the banner's export line.
  const [checkout, refund] = curlExamples(walk, { KASSA_URL: kassa.url });
  expect(checkout?.path).toBe('/v1/checkout');
  expect(refund?.path).toBe('/v1/refund');
  expect(checkout?.body).toContain(`"success_url": "${kassa.url}/sandbox/return?`);

  const created = await send('/v1/checkout', checkout?.body ?? '');
  expect(created.status).toBe(200);
  const payment = await created.json();
  expect(payment.type).toBe('PAYMENT');

  const form = new HostedCheckoutPage(page);
  await form.open(payment.data.session.redirect_url);
  await form.pay('4242 4242 4242 4242');
  await page.waitForURL(/\/sandbox\/return\?outcome=success/);

  const sale =
    /verified evt_\S+: SALE SUCCESS 1000 34\.40 EUR {2}transaction_id=(trx_\S+) {2}order=order-1001 {2}payment_token_id=tok_\S+/;
  await expect.poll(() => printed).toMatch(sale);
  const transactionId = sale.exec(printed)?.[1] ?? '';

  const refunded = await send('/v1/refund', (refund?.body ?? '').replace('trx_…', transactionId));
  expect(refunded.status).toBe(200);
  await expect.poll(() => printed).toMatch(/verified evt_\S+: REFUND SUCCESS 1000 34\.40 EUR/);
  expect(printed).not.toContain('refused');
});
