import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { tabTo } from './support/keyboard.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// Choosing how to pay and paying with the keyboard alone, on both doors: Tab reaches the choice
// (one tab stop for its radio buttons), the arrow keys open another item and back, Tab goes on
// into the open item's own fields (the card's fields sit inside the card's item), and Enter on
// the pay button pays. No click, no pointer.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});
test.afterAll(() => stopTestServers({ kassa, merchant }));

async function checkout(uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        ui_mode: uiMode,
        shop_name: 'E2E Coffee',
        methods: ['IDEAL', 'CARD'],
      },
    }),
  );
  expect(status).toBe(200);
  return json.data.session.redirect_url;
}

/** The choice of how to pay and the card's fields, by the keyboard alone, up to the pay button. */
async function chooseAndFillByKeyboard(page: Page, form: Page | FrameLocator): Promise<void> {
  const card = form.getByRole('radio', { name: 'Card', exact: true });
  const ideal = form.getByRole('radio', { name: 'iDEAL' });
  // The card comes first and is open, though the merchant listed iDEAL first.
  await expect(card).toBeChecked();
  await tabTo(page, card);
  await page.keyboard.press('ArrowDown');
  await expect(ideal).toBeChecked();
  await expect(ideal).toBeFocused();
  await expect(form.getByLabel('Card number')).toBeHidden();
  await expect(form.getByRole('button', { name: 'Continue with iDEAL' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(card).toBeChecked();
  await expect(form.getByRole('button', { name: 'Pay €34.40' })).toBeVisible();
  // The open item's fields follow its radio button: one Tab away.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await tabTo(page, form.getByLabel(/Expiry date/));
  await page.keyboard.type('1230');
  await tabTo(page, form.getByLabel(/Security code/));
  await page.keyboard.type('123');
  await tabTo(page, form.getByLabel(/Cardholder name/));
  await page.keyboard.type('Kim Keys');
  await tabTo(page, form.getByRole('button', { name: 'Pay €34.40' }));
}

test('hosted: the shopper chooses and pays through the choice with the keyboard only', async ({
  page,
}) => {
  await page.goto(await checkout('HOSTED'));
  await chooseAndFillByKeyboard(page, page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${merchant.url}/ok`);
});

test("embedded: the shopper chooses and pays in the merchant's page with the keyboard only", async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount('pay-a', await checkout('EMBEDDED'));
  const form = shop.frame('pay-a');
  await expect(form.getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
  await chooseAndFillByKeyboard(page, form);
  await page.keyboard.press('Enter');
  expect((await shop.waitForResults('pay-a', 1))[0]).toEqual({
    success: true,
    url: `${merchant.url}/ok`,
  });
});
