import { expect, test } from '@playwright/test';
import { DEFAULT_ROUTING } from '../server/domain/routing/default-routing.ts';
import { storeRouting } from '../server/domain/routing/routing-store.ts';
import { SANDBOX_MERCHANT_ID } from '../server/sandbox/sandbox-merchant.ts';
import { acsFrame, approve } from './support/acs-page.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import type { KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import type { MerchantSite } from './support/merchant-site.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// The merchant's 3-D Secure rules (docs/routing.md: 3-D Secure rules) on both doors, in real
// Chromium against the real server: with `three_ds: { mode: "always" }` in its routing document,
// a card that is no 3-D Secure test card goes through the sandbox's challenge, on the hosted page
// and in the embed script's overlay, and pays once the shopper approves.

const PLAIN = '4242 4242 4242 4242';

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers(
    {},
    {
      embedding: true,
      // The merchant's own document: the default processors and rules, 3-D Secure always.
      prepare: async (db) => {
        const document = { ...DEFAULT_ROUTING, three_ds: { mode: 'always' as const } };
        await storeRouting(db, SANDBOX_MERCHANT_ID, document, new Date());
      },
    },
  ));
});

test.afterAll(async () => {
  const output = kassa?.output() ?? '';
  await stopTestServers({ kassa, merchant });
  expect(output).not.toContain(PLAIN.replaceAll(' ', ''));
});

test.beforeEach(() => {
  merchant.postbacks.length = 0;
});

const serviceUrl = () => kassa.url.replace('127.0.0.1', 'localhost');

test('hosted page: an ordinary card is challenged, pays after Approve and reports THREE_DS then SALE', async ({
  page,
}) => {
  const form = new HostedCheckoutPage(page);
  await form.open(await newCheckoutUrl({ kassa, merchant }));
  await form.pay(PLAIN);
  await expect(page.getByRole('dialog')).toBeVisible();
  const acs = acsFrame(page);
  await expect(acs.getByText('•••• 4242')).toBeVisible();
  await approve(acs);
  await page.waitForURL(`${merchant.url}/ok`);
  const postbacks = await merchant.waitForPostbacks(2);
  expect(postbacks.map((p) => [p.json.data.transaction_type, p.json.data.response_code])).toEqual([
    ['THREE_DS', 1300],
    ['SALE', 1000],
  ]);
});

test('embed script: an ordinary card is challenged over the merchant page and onResult hears success', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await newCheckoutUrl({ kassa, merchant }, { uiMode: 'EMBEDDED' }));
  await shop.fillCard('pay-a', PLAIN);
  await shop.submit('pay-a');
  const acs = acsFrame(page);
  await expect(acs.getByText('•••• 4242')).toBeVisible();
  await approve(acs);
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });
  const postbacks = await merchant.waitForPostbacks(2);
  expect(postbacks.map((p) => [p.json.data.transaction_type, p.json.data.response_code])).toEqual([
    ['THREE_DS', 1300],
    ['SALE', 1000],
  ]);
});
