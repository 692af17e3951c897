import { expect, type Locator, type Page, test } from '@playwright/test';
import { PREVIEW_STATES } from '../preview/preview-states.ts';
import { expectNoAxeViolations, framesReached } from './support/axe.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { loadEveryPanel } from './support/preview-panels.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// WCAG 2.2 AA on every page and state a shopper meets, checked by axe-core in real Chromium, plus
// the parts of the contract axe cannot see: autofill hints, numeric keyboards, target sizes and a
// visible keyboard focus.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

/** A checkout with an optional product, so the form shows a checkbox as well as the card fields. */
async function openCheckout(checkout: HostedCheckoutPage): Promise<void> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      products: [
        { product_type: 'SALE', product_name: 'Espresso beans', product_price: '24.90' },
        { product_type: 'SALE', product_name: 'Ceramic cup', product_price: '9.50' },
        {
          product_type: 'SALE',
          product_name: 'Gift wrapping',
          product_price: '2.00',
          is_optional: true,
        },
      ],
    }),
  );
  expect(status).toBe(200);
  await checkout.open(json.data.session.redirect_url);
}

test.describe('axe finds no WCAG 2.2 A/AA violation', () => {
  test('on the hosted checkout with an empty form', async ({ page }) => {
    const checkout = new HostedCheckoutPage(page);
    await openCheckout(checkout);
    await expect(page.getByRole('checkbox', { name: /Gift wrapping/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with the field errors shown after an invalid submit', async ({ page }) => {
    const checkout = new HostedCheckoutPage(page);
    await openCheckout(checkout);
    await checkout.pay('4242 4242 4242 4241', { expiry: '01/20', code: '1', name: '' });
    for (const field of [checkout.number, checkout.expiry, checkout.securityCode]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // Each field says what is wrong with it (the name is optional unless the merchant asks it).
    await expect(
      page.getByText('This card number is not valid. Check it for a typo.'),
    ).toBeVisible();
    await expect(
      page.getByText('This date is in the past. Check the expiry date on your card.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('with a decline announced', async ({ page }) => {
    const checkout = new HostedCheckoutPage(page);
    await openCheckout(checkout);
    await checkout.pay('4000 0000 0000 9995');
    await expect(checkout.alert).toContainText('Insufficient funds');
    await expect(checkout.payButton).toHaveAccessibleName(/^Pay /);
    await expectNoAxeViolations(page);
  });

  test('on the page for a payment link that is not valid', async ({ page }) => {
    await page.goto(`${kassa.url}/pay/cs_${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText('This payment link is not valid.');
    await expectNoAxeViolations(page);
  });

  test('on the merchant API docs page, 320 px wide without a horizontal scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${kassa.url}/v1/docs`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kassa merchant API');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

// One test per state, made from the preview's own list of states: a failure names the state, and
// the states (axe over seven documents each, seconds apiece on a 2-core machine) are shared out
// between the workers instead of filling one test for minutes. Each worker loads the preview once
// and moves it from state to state, as a designer does: a fresh page per state, its six panels
// loaded anew each time, took nearly twice the CPU time of the whole walk.
test.describe('axe finds no WCAG 2.2 A/AA violation on the designer preview page, its six themed panels included,', () => {
  test.describe.configure({ mode: 'parallel' });

  let preview: Page;

  test.beforeAll(async ({ browser }) => {
    preview = await browser.newPage();
    await preview.goto(kassa.url);
    await expect(preview.getByRole('button', { name: 'Create a test checkout' })).toBeVisible();
    await preview.getByText('Every theme variable, one by one').click();
    await expect(preview.getByLabel('primaryColor', { exact: true })).toBeVisible();
    await loadEveryPanel(preview);
  });

  test.afterAll(() => preview.close());

  for (const { id, label } of PREVIEW_STATES) {
    test(`in the state "${label}" (${id})`, async () => {
      await preview
        .getByRole('group', { name: 'Form state' })
        .locator(`input[value="${id}"]`)
        .check();
      for (const frame of await preview.getByTitle(/ theme, (phone|desktop) width$/).all()) {
        await expect(
          frame.contentFrame().getByRole('heading', { name: 'Kassa Demo Shop' }),
        ).toBeVisible();
        // The saved cards' chunk has arrived: axe walks the choice and the security code.
        if (id === 'saved-cards')
          await expect(frame.contentFrame().getByRole('radio', { name: /4242/ })).toBeChecked();
      }
      const results = await expectNoAxeViolations(preview);
      // In the 3-D Secure challenge states each panel holds the sample challenge page in a frame:
      // the form's own dialog (hosted) or the merchant page's overlay (embedded).
      const challenge = id === 'three-ds' || id === 'three-ds-embedded';
      expect(framesReached(results), 'axe looked inside every panel').toBe(challenge ? 12 : 6);
    });
  }
});

test('card fields ask for the right autofill and a numeric keyboard', async ({ page }) => {
  const checkout = new HostedCheckoutPage(page);
  await openCheckout(checkout);
  const expected: [Locator, string, string | null][] = [
    [checkout.number, 'cc-number', 'numeric'],
    [checkout.expiry, 'cc-exp', 'numeric'],
    [checkout.securityCode, 'cc-csc', 'numeric'],
    [checkout.holderName, 'cc-name', null],
  ];
  for (const [field, autocomplete, inputMode] of expected) {
    await expect(field).toHaveAttribute('autocomplete', autocomplete);
    if (inputMode) await expect(field).toHaveAttribute('inputmode', inputMode);
    // A name needs letters: a numeric keypad there would lock the shopper out.
    else await expect(field).not.toHaveAttribute('inputmode', 'numeric');
  }
});

test('every field, checkbox and the pay button is at least 24 × 24 CSS px (WCAG 2.5.8)', async ({
  page,
}) => {
  const checkout = new HostedCheckoutPage(page);
  await openCheckout(checkout);
  const targets: readonly [string, Locator][] = [
    ['Card number', checkout.number],
    ['Expiry date', checkout.expiry],
    ['Security code', checkout.securityCode],
    ['Cardholder name', checkout.holderName],
    ['Gift wrapping', page.getByRole('checkbox', { name: /Gift wrapping/ })],
    // Every card checkout offers "Save this card for next time".
    ['Save this card', page.getByRole('checkbox', { name: 'Save this card for next time' })],
    ['Pay', checkout.payButton],
  ];
  // The list above is every target on the page: a new control must be added to it.
  await expect(page.getByRole('textbox')).toHaveCount(4);
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await expect(page.getByRole('button')).toHaveCount(1);
  for (const [name, target] of targets) {
    const box = await target.boundingBox();
    expect(box?.width, `width of ${name}`).toBeGreaterThanOrEqual(24);
    expect(box?.height, `height of ${name}`).toBeGreaterThanOrEqual(24);
  }
});

test('tabbing into the card number shows a visible focus ring', async ({ page }) => {
  const checkout = new HostedCheckoutPage(page);
  await openCheckout(checkout);
  const ring = (field: Locator) =>
    field.evaluate((element) => {
      const style = getComputedStyle(element);
      const outlineShown =
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) >= 1 &&
        !/rgba\(.*, 0\)$|transparent/.test(style.outlineColor);
      return { outlineShown, boxShadow: style.boxShadow, outline: style.outline };
    });
  const resting = await ring(checkout.number);
  expect(resting.outlineShown).toBe(false);

  // The optional product's checkbox comes first in the tab order; one Tab moves on to the number.
  await page.getByRole('checkbox', { name: /Gift wrapping/ }).focus();
  await page.keyboard.press('Tab');
  await expect(checkout.number).toBeFocused();
  const focused = await ring(checkout.number);
  expect(
    focused.outlineShown || focused.boxShadow !== resting.boxShadow,
    `no focus indicator: outline ${focused.outline}, box-shadow ${focused.boxShadow}`,
  ).toBe(true);
});
