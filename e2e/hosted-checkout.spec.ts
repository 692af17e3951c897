import { expect, test } from '@playwright/test';
import { EVENT_BOUND_MS } from './support/bounds.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers } from './support/test-servers.ts';

// The first path a real merchant and shopper walk: checkout over HTTP → hosted page → sandbox
// processor → signed postback → the merchant's success or failure page.

const TEST_PANS = ['4242424242424242', '4000000000009995', '4000000000000119', '4000000000000077'];

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({ SANDBOX_PENDING_SETTLE_MS: '1500' }));
});

test.afterAll(async () => {
  await kassa?.stop();
  await merchant?.close();
  // Card data is toxic: nothing the server printed in this whole file may hold a test PAN.
  for (const pan of TEST_PANS) expect(kassa.output()).not.toContain(pan);
  // Session tokens are bearer secrets: the request log shows them redacted.
  expect(kassa.output()).toContain('cs_[redacted]');
  expect(kassa.output()).not.toMatch(/cs_[A-Za-z0-9_-]{20,}/);
});

test.beforeEach(() => {
  merchant.postbacks.length = 0;
});

async function newCheckout(overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, json } = await createCheckout(kassa, checkoutFor(merchant, overrides));
  expect(status).toBe(200);
  return json.data.session.redirect_url;
}

test('pays with 4242…, lands on success_url, and the merchant gets a signed postback with a token', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await newCheckout());
  await expect(page.getByText('E2E Coffee')).toBeVisible();
  await expect(checkout.payButton).toHaveAccessibleName(/^Pay \$34\.40/);
  await checkout.pay('4242 4242 4242 4242');
  await page.waitForURL(`${merchant.url}/ok`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  const [postback] = await merchant.waitForPostbacks(1);
  expect(
    signedByKassa(postback?.headers['kassa-signature'] as string, postback?.rawBody ?? ''),
  ).toBe(true);
  expect(postback?.json).toMatchObject({ type: 'TRANSACTION', version: expect.any(String) });
  expect(postback?.json.data.payment.payment_token_id).toMatch(/^tok_/);
  expect(postback?.json.data).toMatchObject({
    version: 1,
    transaction_status: 'SUCCESS',
    response_code: 1000,
    transaction_details: { card_bin_country_code: 'US', rrn: expect.stringMatching(/^\d{12}$/) },
    // What Chromium told the form, and what the server saw of the request.
    payment_context: {
      ip: '127.0.0.1',
      user_agent: expect.stringContaining('Chrome'),
      browser_language: expect.any(String),
      browser_screen_width: expect.any(Number),
      browser_screen_height: expect.any(Number),
      browser_color_depth: expect.any(Number),
      browser_time_zone_offset: expect.any(Number),
      browser_java_enabled: false,
      browser_javascript_enabled: true,
    },
  });
  expect(postback?.rawBody).not.toContain('4242424242424242');
});

test('shows the decline message for 4000…9995 and a retry with 4242… succeeds', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page);
  const url = await newCheckout();
  await checkout.open(url);
  await checkout.pay('4000 0000 0000 9995');
  await expect(checkout.alert).toContainText('Insufficient funds');
  await expect(page).toHaveURL(url);
  // The form keeps what the shopper typed, except the security code.
  await expect(checkout.holderName).toHaveValue('Ann Example');
  await checkout.pay('4242 4242 4242 4242');
  await page.waitForURL(`${merchant.url}/ok`);
  const postbacks = await merchant.waitForPostbacks(2);
  expect(postbacks.map((p) => p.json.data.response_code).sort()).toEqual([1000, 2004]);
});

test('a processor malfunction (4000…0119) ends on failure_url with error_code 2903', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await newCheckout());
  await checkout.pay('4000 0000 0000 0119');
  await page.waitForURL(/\/failed\?/);
  const landed = new URL(page.url());
  expect(landed.searchParams.get('order')).toBe('42');
  expect(landed.searchParams.get('error_code')).toBe('2903');
  // The recommended message without advice to try again (none is possible), %20 for spaces.
  expect(landed.searchParams.get('error_message')).toBe('Card declined');
  expect(page.url()).toContain('error_message=Card%20declined');
  for (const pan of TEST_PANS) expect(page.url()).not.toContain(pan);
});

test('a pending payment (4000…0077) waits, then lands on success_url', async ({ page }) => {
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await newCheckout());
  await checkout.pay('4000 0000 0000 0077');
  await page.waitForURL(`${merchant.url}/ok`, { timeout: EVENT_BOUND_MS });
  const postbacks = await merchant.waitForPostbacks(2);
  const versions = postbacks
    .map((p) => [p.json.data.version, p.json.data.transaction_status])
    .sort((a, b) => String(a).localeCompare(String(b)));
  expect(versions).toEqual([
    [1, 'PENDING'],
    [2, 'SUCCESS'],
  ]);
});

test('pays with the keyboard alone', async ({ page }) => {
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(await newCheckout());
  await checkout.number.focus();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  // A complete expiry date moves focus on to the security code by itself.
  await expect(checkout.securityCode).toBeFocused();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ann Example');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${merchant.url}/ok`);
});

test('invalid fields show messages next to them and nothing is sent', async ({ page }) => {
  const checkout = new HostedCheckoutPage(page);
  const paymentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') paymentRequests.push(request.url());
  });
  await checkout.open(await newCheckout());
  await checkout.pay('4242 4242 4242 4241', { expiry: '01/20' });
  await expect(checkout.number).toHaveAttribute('aria-invalid', 'true');
  await expect(checkout.expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(checkout.number).toBeFocused();
  // Each message is tied to its field, so a screen reader reads it with the field.
  const numberError = await checkout.number.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${numberError?.split(' ')[0]}"]`)).toHaveText(/card number/i);
  await checkout.payButton.click();
  expect(paymentRequests).toEqual([]);
});

test('a card number typed as the cardholder name is refused next to the field', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page);
  const paymentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') paymentRequests.push(request.url());
  });
  await checkout.open(await newCheckout());
  await checkout.pay('4242 4242 4242 4242', { name: 'Ann ４２４２ ４２４２ ４２４２ ４２４２' });
  await expect(checkout.holderName).toHaveAttribute('aria-invalid', 'true');
  const described = await checkout.holderName.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described?.split(' ')[0]}"]`)).toHaveText(
    'Enter the name on the card here, not the card number',
  );
  expect(paymentRequests).toEqual([]);
});

test('a malformed or unknown payment link says it is not valid, with no retry', async ({
  page,
}) => {
  for (const token of ['cs_nope', `cs_${'x'.repeat(43)}`]) {
    await page.goto(`${kassa.url}/pay/${token}`);
    await expect(page.getByRole('alert')).toHaveText('This payment link is not valid.');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});
