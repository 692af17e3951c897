import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// Saved cards on both doors, against the real server: a first checkout for a customer
// with "Save this card for next time" ticked, then a second checkout for the same customer that
// lists the card and pays with its security code alone. No card number or security code reaches
// a postback, a URL, the server's output or a message to the merchant page.

const PAN = '4242424242424242';
const CODE = '739';

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});
test.afterAll(() => stopTestServers({ kassa, merchant }));

async function savedCardCheckout(customer: string, uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'USD',
        shop_name: 'E2E Coffee',
        ui_mode: uiMode,
      },
      customer: { merchant_customer_id: customer, email: 'saver@example.com', country_code: 'US' },
    }),
  );
  expect(status).toBe(200);
  return json.data.session.redirect_url;
}

type Scope = Page | FrameLocator;

const saveBox = (scope: Scope) =>
  scope.getByRole('checkbox', { name: 'Save this card for next time' });
const savedCard = (scope: Scope) => scope.getByRole('radio', { name: /4242/ });
const savedCode = (scope: Scope) => scope.locator('#kassa-saved-security-code');

/** Types the card, ticks the box (it arrives once the shopper types). */
async function typeCardAndSave(scope: Scope): Promise<void> {
  await scope.getByLabel('Card number').fill(PAN);
  await scope.getByLabel(/Expiry date/).fill('12/30');
  await scope.getByLabel('Security code').fill(CODE);
  await scope.getByLabel('Cardholder name').fill('Sam Saver');
  await expect(saveBox(scope)).not.toBeChecked();
  await saveBox(scope).check();
}

/** The saved card is offered, chosen, with only its security code asked. */
async function expectSavedCardChosen(scope: Scope): Promise<void> {
  await expect(savedCard(scope)).toBeChecked();
  await expect(scope.getByText('Expires 12/30')).toBeVisible();
  await expect(scope.getByLabel('Card number')).toBeHidden();
  await expect(saveBox(scope)).toHaveCount(0);
  await expect(savedCode(scope)).toBeVisible();
}

function expectNoCardData(texts: string[]): void {
  for (const text of texts) {
    expect(text).not.toContain(PAN);
    expect(text).not.toContain(`"${CODE}"`);
  }
}

test('hosted: saved with the box ticked, then paid with the security code alone', async ({
  page,
}) => {
  const before = merchant.postbacks.length;
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await savedCardCheckout('cust-saved-hosted', 'HOSTED'));
  await typeCardAndSave(page);
  await checkout.payButton.click();
  await expect(page).toHaveURL(`${merchant.url}/ok`);

  await checkout.open(await savedCardCheckout('cust-saved-hosted', 'HOSTED'));
  await expectSavedCardChosen(page);
  await expectNoAxeViolations(page);
  // A 320 px phone shows the list without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The card's item brings the card fields and the box back; the saved card is one key away.
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await expect(checkout.number).toBeVisible();
  await expect(saveBox(page)).not.toBeChecked();
  await page.getByRole('radio', { name: 'Card', exact: true }).press('ArrowUp');
  await expect(savedCard(page)).toBeChecked();
  await expect(savedCard(page)).toBeFocused();
  await savedCode(page).fill(CODE);
  await checkout.payButton.click();
  await expect(page).toHaveURL(`${merchant.url}/ok`);

  const [first, second] = (await merchant.waitForPostbacks(before + 2)).slice(before);
  const saved = first?.json.data.payment.payment_token_id;
  expect(saved).toMatch(/^tok_/);
  expect(second?.json.data).toMatchObject({
    transaction_status: 'SUCCESS',
    payment: { payment_token_id: saved },
    payment_details: { card_last4: '4242', payment_token_type: 'CARD' },
  });
  expectNoCardData([
    ...merchant.postbacks.map((postback) => postback.rawBody),
    urls.join('\n'),
    kassa.output(),
  ]);
});

test('embedded: saved in the frame, then paid there with the security code alone', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount('pay-a', await savedCardCheckout('cust-saved-embedded', 'EMBEDDED'));
  await typeCardAndSave(shop.frame('pay-a'));
  await shop.submit('pay-a');
  expect((await shop.waitForResults('pay-a', 1))[0]).toEqual({
    success: true,
    url: `${merchant.url}/ok`,
  });

  await shop.mount('pay-b', await savedCardCheckout('cust-saved-embedded', 'EMBEDDED'));
  const frame = shop.frame('pay-b');
  await expectSavedCardChosen(frame);
  // A wrong code is caught beside its field before anything is sent (the page hears a retry).
  await savedCode(frame).fill('12');
  await shop.submit('pay-b');
  await expect(frame.getByText('Enter the 3-digit security code')).toBeVisible();
  await expect(savedCode(frame)).toBeFocused();
  await savedCode(frame).fill(CODE);
  await shop.submit('pay-b');
  const [invalid, paid] = await shop.waitForResults('pay-b', 2);
  expect(invalid).toMatchObject({ success: false, retry: true });
  expect(paid).toEqual({ success: true, url: `${merchant.url}/ok` });
  expectNoCardData([...(await shop.messagesSeen()), kassa.output()]);
});

test('hosted: the shopper removes a saved card; it is announced, and no later checkout lists it', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await savedCardCheckout('cust-saved-removed', 'HOSTED'));
  await typeCardAndSave(page);
  await checkout.payButton.click();
  await expect(page).toHaveURL(`${merchant.url}/ok`);

  await checkout.open(await savedCardCheckout('cust-saved-removed', 'HOSTED'));
  await expectSavedCardChosen(page);
  await page.getByRole('button', { name: /^Remove VISA ending in 4242$/ }).click();
  await expect(page.getByRole('button', { name: 'Keep' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove card' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'VISA ending in 4242 removed.' }),
  ).toHaveCount(1);
  // The card alone is left: its fields, no list.
  await expect(savedCard(page)).toHaveCount(0);
  await expect(checkout.number).toBeFocused();

  await checkout.open(await savedCardCheckout('cust-saved-removed', 'HOSTED'));
  await expect(checkout.number).toBeEditable();
  await expect(savedCard(page)).toHaveCount(0);
});
