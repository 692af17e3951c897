import { join } from 'node:path';
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { initialLoad } from '../bench/bundle-sizes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { GERMAN_WORDS, HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite, type ReceivedPostback } from './support/merchant-site.ts';
import { previewPanel } from './support/preview-panels.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// A checkout created with only merchant_customer_id (and no language) is paid on
// both doors of the form. The form asks for e-mail and billing country above the card, preselects
// the country from the browser's language, pays by keyboard alone, passes axe, and the postback
// reports what the shopper entered.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

// A German browser: navigator.languages is ["de-DE"], so the form speaks German and preselects DE.
test.use({ locale: 'de-DE' });

const serviceUrl = () => kassa.url.replace('127.0.0.1', 'localhost');

/** A checkout whose customer is merchant_customer_id alone, without a language. */
async function minimalCheckout(uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        ui_mode: uiMode,
        shop_name: 'E2E Coffee',
      },
      customer: { merchant_customer_id: `cust-${uiMode.toLowerCase()}` },
    }),
  );
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}

/** The customer fields a TRANSACTION postback reports (the transaction record's payment_details). */
function postbackCustomer(postback: ReceivedPostback): { email: unknown; country: unknown } {
  const details = postback.json.data.payment_details;
  return { email: details.customer_email, country: details.customer_selected_country_code };
}

async function postbackFor(email: string): Promise<ReceivedPostback> {
  let found: ReceivedPostback | undefined;
  await expect
    .poll(() => {
      found = merchant.postbacks.find((postback) => postbackCustomer(postback).email === email);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no postback for ${email}`);
  return found;
}

/** The form's customer fields and card fields, inside `root` (the page or the embed's frame). */
function formFields(root: Page | FrameLocator) {
  return {
    email: root.getByLabel('E-Mail'),
    country: root.getByLabel('Rechnungsland'),
    number: root.getByLabel(GERMAN_WORDS.number),
    expiry: root.getByLabel(GERMAN_WORDS.expiry),
    securityCode: root.getByLabel(GERMAN_WORDS.securityCode),
    holderName: root.getByLabel(GERMAN_WORDS.holderName),
  };
}

/** Tabs to the next field, checks it is `field`, and types `text` there, keys only. */
async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

test('hosted: the form asks for e-mail and country, checks them, and pays by keyboard alone', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page, GERMAN_WORDS);
  await checkout.open(await minimalCheckout('HOSTED'));
  const fields = formFields(page);

  // Above the card, with the right keyboard and autofill, the country preselected from the
  // browser's region and named in its language; amounts formatted in that language too.
  await expect(fields.email).toHaveAttribute('type', 'email');
  await expect(fields.email).toHaveAttribute('autocomplete', 'email');
  await expect(fields.email).toHaveAttribute('inputmode', 'email');
  await expect(fields.country).toHaveAttribute('autocomplete', 'country');
  await expect(fields.country).toHaveValue('DE');
  await expect(fields.country.locator('option:checked')).toHaveText('Deutschland');
  await expect(fields.country.locator('option')).toHaveCount(250);
  await expect(checkout.payButton).toContainText('34,40');
  // The page speaks the browser's German, which covers the total's German format: the total
  // needs no lang of its own.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(checkout.payButton).toHaveText('34,40 € bezahlen');
  await expect(checkout.payButton.locator('[lang]')).toHaveCount(0);
  const emailBox = await fields.email.boundingBox();
  const numberBox = await fields.number.boundingBox();
  expect(emailBox && numberBox && emailBox.y < numberBox.y).toBe(true);
  for (const target of [fields.email, fields.country]) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
  }
  await expectNoAxeViolations(page);

  // Keyboard only from here: the first Tab lands on the e-mail.
  await tabAndType(page, fields.email, 'ann@example');
  await page.keyboard.press('Tab');
  await expect(fields.country).toBeFocused();
  await expect(
    page.getByText('Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com'),
  ).toBeVisible();
  await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // Typing a name picks the country in a closed select.
  await page.keyboard.type('Schweiz');
  await expect(fields.country).toHaveValue('CH');
  await tabAndType(page, fields.number, '4242424242424242');
  await tabAndType(page, fields.expiry, '1230');
  // A complete expiry date moves focus on to the security code by itself.
  await expect(fields.securityCode).toBeFocused();
  await page.keyboard.type('123');
  await tabAndType(page, fields.holderName, 'Ann Example');
  // Enter pays; the wrong e-mail stops it and takes focus.
  await page.keyboard.press('Enter');
  await expect(fields.email).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ann.hosted@example.com');
  await expect(fields.email).toHaveAttribute('aria-invalid', 'false');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${merchant.url}/ok`);

  const postback = await postbackFor('ann.hosted@example.com');
  expect(postbackCustomer(postback)).toEqual({ email: 'ann.hosted@example.com', country: 'CH' });
});

test('embedded: the same fields in the merchant page, paid by keyboard, postback carries them', async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(serviceUrl());
  await shop.mount('pay-a', await minimalCheckout('EMBEDDED'));
  const frame = shop.frame('pay-a');
  const fields = formFields(frame);
  await expect(fields.email).toBeVisible();
  await expect(fields.country).toHaveValue('DE');
  await expectNoAxeViolations(page);

  // The merchant page has nothing to focus before the frame: Tab goes into the form.
  await tabAndType(page, fields.email, 'bea.embedded@example.com');
  await page.keyboard.press('Tab');
  await expect(fields.country).toBeFocused();
  await tabAndType(page, fields.number, '4242424242424242');
  await tabAndType(page, fields.expiry, '1230');
  // A complete expiry date moves focus on to the security code by itself.
  await expect(fields.securityCode).toBeFocused();
  await page.keyboard.type('123');
  await tabAndType(page, fields.holderName, 'Bea Example');
  await shop.submit('pay-a');
  const [result] = await shop.waitForResults('pay-a', 1);
  expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });

  const postback = await postbackFor('bea.embedded@example.com');
  expect(postbackCustomer(postback)).toEqual({ email: 'bea.embedded@example.com', country: 'DE' });
});

const CUSTOMER_STEP_CHUNK = /\/assets\/customer-step-[^/]+\.js$/;

test('hosted: the customer fields come with the page, take typing before their chunk, and the payment keeps it', async ({
  page,
}) => {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CUSTOMER_STEP_CHUNK, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const checkout = new HostedCheckoutPage(page, GERMAN_WORDS);
  await page.goto(await minimalCheckout('HOSTED'), { waitUntil: 'commit' });
  const fields = formFields(page);
  // The page's first response holds the customer fields with the card's: the form waits for their
  // chunk before it takes the page over, and the shopper types meanwhile.
  await expect(fields.email).toBeEditable();
  await fields.email.fill('cem.early@example.com');
  await fields.number.fill('4242424242424242');
  await fields.expiry.fill('1230');
  await fields.securityCode.fill('123');
  await fields.holderName.fill('Cem Example');
  // Not taken over yet: the server's markup holds the number as typed, unformatted.
  await expect(fields.number).toHaveValue('4242424242424242');
  release();
  // Taken over: the form formats what was typed and keeps the e-mail; Enter pays, keys only.
  await expect(checkout.number).toHaveValue('4242 4242 4242 4242');
  await expect(fields.email).toHaveValue('cem.early@example.com');
  await fields.holderName.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${merchant.url}/ok`);
  const postback = await postbackFor('cem.early@example.com');
  expect(postbackCustomer(postback)).toEqual({ email: 'cem.early@example.com', country: 'DE' });
});

test('hosted: a customer step that fails to load shows the retryable error', async ({ page }) => {
  await page.route(CUSTOMER_STEP_CHUNK, (route) => route.abort('connectionfailed'));
  await page.goto(await minimalCheckout('HOSTED'));
  await expect(
    page.getByText(
      'Der Zahlungsdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.getByLabel('Kartennummer')).toHaveCount(0);
  // The connection is back: trying again shows the whole form.
  await page.unroute(CUSTOMER_STEP_CHUNK);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(formFields(page).email).toBeEditable();
  await expect(page.getByLabel('Kartennummer')).toBeEditable();
});

/** Script chunks the hosted page fetched until the card number field was editable. */
async function chunksFetched(page: Page, url: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(?:js|css)$/.test(path)) fetched.push(path);
  });
  await page.goto(url);
  await expect(page.getByLabel('Kartennummer')).toBeEditable();
  return fetched;
}

test('the customer step is a chunk of its own, fetched only by a checkout that needs it', async ({
  browser,
}) => {
  const customerStep = (paths: string[]) => paths.filter((path) => /customer-step/.test(path));
  const plainPage = await browser.newPage();
  const plain = await chunksFetched(plainPage, await newCheckoutUrl({ kassa, merchant }));
  await plainPage.close();
  expect(customerStep(plain)).toEqual([]);

  const minimalPage = await browser.newPage();
  const minimal = await chunksFetched(minimalPage, await minimalCheckout('HOSTED'));
  await expect(minimalPage.getByLabel('E-Mail')).toBeVisible();
  await minimalPage.close();
  expect(customerStep(minimal).length).toBeGreaterThan(0);
  // The bench counts it as lazy, outside the hosted page's initial load (bench/bundle-sizes.ts).
  const counted = initialLoad(
    join(import.meta.dirname, '..', 'dist', 'public'),
    'hosted/index.html',
  );
  expect(customerStep(counted.files)).toEqual([]);
  expect(customerStep(counted.lazy)).toEqual(
    customerStep(minimal).filter((path) => path.endsWith('.js')),
  );
});

test('the form with the customer fields: no layout shift from load to ready', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(await minimalCheckout('HOSTED'));
  await expect(page.getByLabel('Kartennummer')).toBeEditable();
  await expect(page.getByLabel('E-Mail')).toBeVisible();
  // Every layout-shift entry since navigation (buffered), once fonts and two frames have passed.
  const shifts = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return new Promise<number[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries().map((entry) => ('value' in entry ? Number(entry.value) : -1)));
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve([]), 500);
    });
  });
  expect(shifts).toEqual([]);
});

test('the designer preview shows the customer fields in every theme and width', async ({
  page,
}) => {
  await page.goto(`${kassa.url}/`);
  await page.getByRole('radio', { name: 'Customer details needed' }).check();
  await expect(page).toHaveURL(/state=customer-details/);
  for (const theme of ['LIGHT', 'DARK', 'BROWSER']) {
    for (const width of ['phone', 'desktop']) {
      const panel = await previewPanel(page, `${theme} theme, ${width} width`);
      await expect(panel.getByLabel('E-mail')).toBeVisible();
      // The preview's browser speaks de-DE: its region is chosen, named in the sample's en-us.
      await expect(panel.getByLabel('Billing country')).toHaveValue('DE');
    }
  }
  await expectNoAxeViolations(page);
});
