import { expect, test } from '@playwright/test';
import { EVENT_BOUND_MS } from './support/bounds.ts';
import {
  createCheckout,
  freePort,
  type KassaServer,
  payOverFormApi,
  startKassa,
} from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite, startMerchantSite } from './support/merchant-site.ts';

// The outbox promise: a postback written with a payment survives a crash in the middle of its
// delivery, and is delivered (same event id, same body) after the server comes back.

let merchant: MerchantSite;
let kassa: KassaServer | undefined;

test.beforeAll(async () => {
  merchant = await startMerchantSite();
});
test.afterAll(async () => {
  await kassa?.stop();
  await merchant?.close();
});

test('killing the server mid-delivery and restarting loses nothing', async () => {
  const env = {
    MERCHANT_CALLBACK_URL: `${merchant.url}/postbacks`,
    POSTBACK_TIMEOUT_MS: '2000',
    POSTBACK_RETRY_SCHEDULE: '1,1,1,1,1',
  };
  const port = await freePort();
  kassa = await startKassa(env, { port });
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  const redirectUrl: string = json.data.session.redirect_url;
  const token = new URL(redirectUrl).pathname.split('/').pop();

  merchant.answer = 'hang';
  const paid = await payOverFormApi(kassa, redirectUrl, '4242424242424242');
  expect((await paid.json()).outcome).toBe('SUCCESS');
  await expect.poll(() => merchant.attempts).toBeGreaterThan(0);
  const eventId = merchant.attemptedEventIds[0];

  await kassa.kill(); // mid-delivery: the merchant is still holding the request open
  merchant.answer = 'ok';
  kassa = await startKassa(env, { port, dataDir: kassa.dataDir, databaseUrl: kassa.databaseUrl });

  // Once the dead server's lease has run out (the send's 2 s timeout and a 15 s margin).
  const [delivered] = await merchant.waitForPostbacks(1, 17_000 + EVENT_BOUND_MS);
  expect(delivered?.json.event_id).toBe(eventId);
  expect(delivered?.json.data.payment.payment_token_id).toMatch(/^tok_/);

  // The payment itself survived the crash too.
  const session = await (await fetch(`${kassa.url}/api/sessions/${token}`)).json();
  expect(session.state).toBe('SUCCEEDED');
});
