import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { CardFormAnyLanguage } from './support/card-form-any-language.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { tabTo } from './support/keyboard.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// The form right to left, as a shopper in Arabic or Hebrew sees it, on both doors, from a 320 px
// phone to a laptop: the page's own direction (the <html dir> its first response carries for the
// session's language), the form mirrored without a horizontal scroll, the field labels at the
// right edge, the card number a left-to-right island aligned to that same edge with the scheme's
// logo at the field's other end, the pay button's amount isolated from its words, the back arrow
// pointing right, axe clean, and a keyboard-only payment through the list of ways to pay.
//
// The fields are found by their autofill purpose and the pay button by its amount: the labels
// are the locale's words (e2e/support/card-form-any-language.ts).

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

const LANGUAGES = ['ar-sa', 'he-il'] as const;
type Language = (typeof LANGUAGES)[number];

const SIZES = {
  phone: { width: 390, height: 844 },
  'narrow phone': { width: 320, height: 640 },
  laptop: { width: 1280, height: 800 },
} as const;

/** The checkout's amount, €34.40, in Western or Arabic-Indic digits, whatever the symbol's place. */
const TOTAL = /34\.40|٣٤٫٤٠/;

async function checkoutUrl(
  language: Language,
  options: { uiMode?: 'HOSTED' | 'EMBEDDED'; methods?: string[] } = {},
): Promise<string> {
  const base = checkoutFor(merchant);
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        ...base.payment_data,
        language,
        currency_code: 'EUR',
        ui_mode: options.uiMode ?? 'HOSTED',
        shop_url: `${merchant.url}/shop`,
        ...(options.methods && { methods: options.methods }),
      },
    }),
  );
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data.session.redirect_url;
}

/** How far the document is wider than its viewport: 0 when nothing scrolls sideways. */
const sidewaysScroll = (form: Page | FrameLocator): Promise<number> =>
  form.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);

interface Edges {
  left: number;
  right: number;
}

/**
 * The card number field as laid out: its box, its label's text (not the label's box, which spans
 * the column), the scheme badge's box, and the input's own direction, alignment and padding.
 */
function numberLayout(number: Locator) {
  return number.evaluate((input: HTMLInputElement) => {
    const edges = (rect: DOMRect) => ({ left: rect.left, right: rect.right });
    const text = document.createRange();
    text.selectNodeContents(input.labels?.[0] ?? input);
    const badge = input.parentElement?.querySelector('[data-scheme]');
    const style = getComputedStyle(input);
    return {
      input: edges(input.getBoundingClientRect()),
      labelText: edges(text.getBoundingClientRect()),
      badge: badge ? edges(badge.getBoundingClientRect()) : null,
      direction: style.direction,
      textAlign: style.textAlign,
      paddingLeft: Number.parseFloat(style.paddingLeft),
      paddingRight: Number.parseFloat(style.paddingRight),
    };
  });
}

/** The label's words end at the field's right edge, where the form's lines start. */
function expectLabelAtRightEdge(input: Edges, labelText: Edges): void {
  expect(Math.abs(labelText.right - input.right)).toBeLessThanOrEqual(1.5);
  expect(labelText.left).toBeGreaterThan(input.left + 1.5);
}

/** The pay button, by the amount it names; the amount inside it isolated from its words. */
async function expectAmountIsolated(form: Page | FrameLocator): Promise<void> {
  const amount = form.getByRole('button', { name: TOTAL }).locator('bdi');
  await expect(amount).toHaveText(TOTAL);
  expect(await amount.evaluate((bdi) => getComputedStyle(bdi).unicodeBidi)).toBe('isolate');
}

for (const language of LANGUAGES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`hosted, ${language}, ${size}: the form mirrored, the card number left to right`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(await checkoutUrl(language));
      const card = new CardFormAnyLanguage(page);
      await expect(card.number).toBeEditable();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await sidewaysScroll(page)).toBe(0);

      // Typed as a shopper types it: the groups in the order they were typed, left to right.
      await card.number.pressSequentially('4000056655665556');
      await expect(card.number).toHaveValue('4000 0566 5566 5556');
      await expect(card.number).toHaveAttribute('dir', 'ltr');
      const layout = await numberLayout(card.number);
      expect(layout.direction).toBe('ltr');
      // Stripe's fields do the same: the value left to right, its text from the form's start edge.
      expect(layout.textAlign).toBe('right');
      expectLabelAtRightEdge(layout.input, layout.labelText);
      // The scheme's logo at the field's end in the form's direction (its left), inside the room
      // the input keeps for it, so it never covers a digit.
      const badge = layout.badge;
      expect(badge).not.toBeNull();
      if (badge) {
        expect(badge.left - layout.input.left).toBeGreaterThan(0);
        expect(badge.left - layout.input.left).toBeLessThanOrEqual(12);
        expect(badge.right).toBeLessThanOrEqual(layout.input.left + layout.paddingLeft);
      }
      expect(layout.paddingRight).toBeLessThan(layout.paddingLeft);
      expect(await sidewaysScroll(page)).toBe(0);

      await expectAmountIsolated(page);
      // "Back to the shop" points the way the shopper came from: to the right.
      const back = page.getByRole('link', { name: 'E2E Coffee' }).locator('[aria-hidden="true"]');
      expect(await back.evaluate((arrow) => getComputedStyle(arrow).scale)).toBe('-1 1');
      if (viewport.width >= 900) {
        // Two columns: the summary at the start (the right), the payment beside it.
        const summary = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(summary?.x).toBeGreaterThan(layout.input.right);
      }
      await expectNoAxeViolations(page);
    });
  }

  test(`embedded, ${language}: the payment element mirrored in the merchant's page`, async ({
    page,
  }) => {
    await page.setViewportSize(SIZES.phone);
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
    await shop.mount('pay-a', await checkoutUrl(language, { uiMode: 'EMBEDDED' }));
    const form = shop.frame('pay-a');
    const card = new CardFormAnyLanguage(form);
    await expect(card.number).toBeEditable();
    await expect(form.locator('html')).toHaveAttribute('dir', 'rtl');
    await card.number.pressSequentially('4242424242424242');
    await expect(card.number).toHaveValue('4242 4242 4242 4242');
    const layout = await numberLayout(card.number);
    expect(layout.direction).toBe('ltr');
    expect(layout.textAlign).toBe('right');
    expectLabelAtRightEdge(layout.input, layout.labelText);
    expect(layout.badge && layout.badge.left - layout.input.left).toBeLessThanOrEqual(12);
    expect(await sidewaysScroll(form)).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAmountIsolated(form);
    await expectNoAxeViolations(page);
  });
}

/**
 * The list of ways to pay and the card's fields by Tab, Space and typing alone, up to Enter on the
 * pay button: the card's item is the open one, Space on it keeps it, its fields follow.
 */
async function payByKeyboard(page: Page, form: Page | FrameLocator): Promise<void> {
  const card = new CardFormAnyLanguage(form);
  const chosen = form.getByRole('radio', { checked: true });
  await tabTo(page, chosen);
  await page.keyboard.press('Space');
  await expect(chosen).toBeFocused();
  await expect(card.number).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(card.number).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await tabTo(page, card.expiry);
  await page.keyboard.type('1230');
  await tabTo(page, card.securityCode);
  await page.keyboard.type('123');
  await tabTo(page, card.holderName);
  await page.keyboard.type('Kim Keys');
  await tabTo(page, form.getByRole('button', { name: TOTAL }));
  await page.keyboard.press('Enter');
}

test('hosted, ar-sa: the shopper pays through the list of ways to pay with the keyboard only', async ({
  page,
}) => {
  await page.goto(await checkoutUrl('ar-sa', { methods: ['IDEAL', 'CARD'] }));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await payByKeyboard(page, page);
  await expect(page).toHaveURL(`${merchant.url}/ok`);
});

test("embedded, ar-sa: the shopper pays in the merchant's page with the keyboard only", async ({
  page,
}) => {
  const shop = new MerchantEmbedPage(page, merchant);
  await shop.open(kassa.url.replace('127.0.0.1', 'localhost'));
  await shop.mount(
    'pay-a',
    await checkoutUrl('ar-sa', { uiMode: 'EMBEDDED', methods: ['IDEAL', 'CARD'] }),
  );
  const form = shop.frame('pay-a');
  await expect(form.getByRole('radio', { checked: true })).toBeVisible();
  await expect(form.locator('html')).toHaveAttribute('dir', 'rtl');
  await payByKeyboard(page, form);
  expect((await shop.waitForResults('pay-a', 1))[0]).toEqual({
    success: true,
    url: `${merchant.url}/ok`,
  });
});
