import { expect, type Page, test } from '@playwright/test';
import { PREVIEW_STATES } from '../preview/preview-states.ts';
import { PSEUDO_LOCALE } from '../preview/pseudo-locale.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type KassaServer, startKassa } from './support/kassa-server.ts';
import { overflowingText } from './support/overflowing-text.ts';
import { loadEveryPanel } from './support/preview-panels.ts';

// The designer preview in the shopper's languages: the picker puts every panel in a locale, right
// to left where it is written so, and the pseudo-locale (every text some 40 % longer, accented)
// shows where a long language would clip or scroll the form at the narrowest phone width.

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});

test.afterAll(async () => {
  await kassa?.stop();
});

/** One panel's document opened as a page of its own: the form alone, at the page's width. */
async function openPanel(page: Page, hash: Record<string, string>): Promise<void> {
  await page.goto(`${kassa.url}/?panel=LIGHT#${new URLSearchParams(hash)}`, {
    // The form's later chunks (saved cards, wallets, the QR code) are in once the network is
    // quiet; the preview's answers to a payment come from no server.
    waitUntil: 'networkidle',
  });
  await expect(page.locator('html')).toHaveAttribute('lang', hash.locale ?? 'en');
  await expect(page.locator('.preview-panel')).toBeAttached();
}

test('Arabic chosen, every panel speaks it right to left, and the link keeps it', async ({
  page,
}) => {
  await page.goto(kassa.url);
  await page.getByLabel('Form language').selectOption({ label: 'العربية' });
  await expect(page).toHaveURL(/[?&]locale=ar(&|$)/);
  await loadEveryPanel(page);
  const frames = await page.getByTitle(/ theme, (phone|desktop) width$/).all();
  expect(frames).toHaveLength(6);
  for (const frame of frames) {
    const html = frame.contentFrame().locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    // The form's words are Arabic: its pay button names no English verb.
    await expect(frame.contentFrame().getByRole('button', { name: /€/ })).not.toHaveAccessibleName(
      /Pay/,
    );
  }
  // The designer's own page stays English and left to right.
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'Create a test checkout' })).toBeVisible();

  // Back to English without a reload: the panels follow.
  await page.getByLabel('Form language').selectOption('en');
  const light = page.getByTitle('LIGHT theme, phone width').contentFrame();
  await expect(light.locator('html')).toHaveAttribute('lang', 'en');
  await expect(light.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(light.getByRole('button', { name: /^Pay / })).toBeVisible();
});

test('"Create a test checkout" opens the hosted page in the language the panels speak', async ({
  page,
}) => {
  await page.goto(`${kassa.url}/?locale=he`);
  await page.getByRole('button', { name: 'Create a test checkout' }).click();
  await page.waitForURL(`${kassa.url}/pay/**`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa Demo Shop' })).toBeVisible();
});

for (const locale of ['ar', 'he'] as const) {
  for (const state of ['empty', 'invalid', 'declined'] as const) {
    test(`axe finds no WCAG 2.2 A/AA violation on a panel in ${locale}, state ${state}`, async ({
      page,
    }) => {
      await openPanel(page, { locale, state });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      if (state === 'invalid')
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      if (state === 'declined')
        await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

// Every state in the pseudo-locale, whose texts are the longest, and in Arabic, right to left.
for (const locale of [PSEUDO_LOCALE, 'ar']) {
  test.describe(`in ${locale} at 320 px, nothing clips or scrolls sideways`, () => {
    test.use({ viewport: { width: 320, height: 800 } });

    for (const { id, label } of PREVIEW_STATES) {
      test(`in the state "${label}" (${id})`, async ({ page }) => {
        await openPanel(page, { locale, state: id });
        await expect(page.getByRole('heading', { name: 'Kassa Demo Shop' })).toBeVisible();
        // The form speaks the locale: the pseudo-locale's words are bracketed.
        if (locale === PSEUDO_LOCALE)
          await expect(page.getByText(/^\[.+\]$/).first()).toBeVisible();
        else await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        if (id === 'saved-cards')
          await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
        // The sample issuer's page in the challenge states speaks the panel's language too.
        if (id === 'three-ds' || id === 'three-ds-embedded')
          await expect(page.locator('iframe').contentFrame().locator('html')).toHaveAttribute(
            'lang',
            locale === PSEUDO_LOCALE ? 'en' : locale,
          );
        expect(await page.evaluate(overflowingText)).toEqual([]);
      });
    }
  });
}
