import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { createCheckout, type KassaServer, startKassa } from './support/kassa-server.ts';

// The sandbox provider page of the alternative payment methods in real Chromium: each
// flow kind's page on a 320 px phone passes axe, scrolls only down, has 24 px targets, and is
// answered with the keyboard alone.

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});

test.afterAll(async () => {
  await kassa?.stop();
});

/** Starts `method` on a new checkout and answers its provider page's URL. */
async function providerUrl(method: string, currency: string): Promise<string> {
  const { status, json } = await createCheckout(kassa, {
    payment_data: {
      type: 'SALE',
      currency_code: currency,
      methods: ['CARD', method],
      shop_name: 'E2E Coffee',
      merchant_payment_id: `order-${Date.now()}`,
    },
    customer: {
      merchant_customer_id: 'cust-e2e',
      email: 'shopper@example.com',
      country_code: 'BR',
    },
    callback: { success_url: `${kassa.url}/ok`, failure_url: `${kassa.url}/failed` },
    products: [{ product_type: 'SALE', product_name: 'Espresso beans', product_price: '24.90' }],
  });
  expect(status).toBe(200);
  const token = new URL(json.data.session.redirect_url).pathname.split('/').pop();
  const res = await fetch(`${kassa.url}/api/sessions/${token}/apm-payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method }),
  });
  const { action } = await res.json();
  return action.url ?? action.payload ?? action.provider_url;
}

async function expectFitsAPhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const target of await page.locator('button, input').all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  }
}

test.use({ viewport: { width: 320, height: 640 } });

for (const [method, currency, heading] of [
  ['IDEAL', 'EUR', 'Pay with iDEAL'],
  ['PIX', 'BRL', 'Pix: confirm the scanned payment'],
  ['BOLETO', 'BRL', 'Boleto cash desk'],
  ['BLIK', 'PLN', 'BLIK app'],
] as const) {
  test(`the ${method} page passes axe on a 320 px phone`, async ({ page }) => {
    await page.goto(await providerUrl(method, currency));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectFitsAPhone(page);
    await expectNoAxeViolations(page);
  });
}

test('a QR payment is approved with the keyboard alone', async ({ page }) => {
  await page.goto(await providerUrl('PIX', 'BRL'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment approved');
  await expect(page.getByRole('status')).toContainText('Your decision was recorded');
  await expectNoAxeViolations(page);
});
