import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import type { KassaServer } from './support/kassa-server.ts';
import type { MerchantSite } from './support/merchant-site.ts';
import { newCheckoutUrl, startTestServers, stopTestServers } from './support/test-servers.ts';

// Every theme variable visibly changes the form: for each one, the hosted page is put in
// the state where the variable shows (hovering the pay button, a field with an error, the busy
// button, …) once with the built-in theme and once with the variable set, and the two screenshots
// must differ. The built-in screenshot is taken twice from two checkouts and must not differ, so a
// difference is the variable's doing, not a clock or an id on the page.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

type State =
  | 'empty'
  | 'phone'
  | 'hover pay button'
  | 'pressing pay button'
  | 'hover card number'
  | 'focus card number'
  | 'field errors'
  | 'card typed'
  | 'processing'
  | 'declined'
  | 'redirecting';

/** Channel levels (of 255) below which two pixels count as the same. */
const NOISE = 8;
const MAGENTA = '#c2185b';
const PALE = '#fce4ec';

/** Each variable, a value far from both defaults, and the state in which it shows. */
const CASES: [string, string, State][] = [
  ['primaryColor', MAGENTA, 'empty'],
  ['backgroundColor', PALE, 'empty'],
  ['formBackground', PALE, 'empty'],
  ['fontSizeBase', '20px', 'empty'],
  ['fontFamily', '"Courier New", monospace', 'empty'],
  ['loaderColor', MAGENTA, 'redirecting'],
  ['maxWidth', '320px', 'empty'],
  ['primaryColorHover', MAGENTA, 'hover pay button'],
  ['primaryColorActive', MAGENTA, 'pressing pay button'],
  ['payBtnColor', MAGENTA, 'empty'],
  ['payBtnColorDisabled', MAGENTA, 'processing'],
  ['payBtnFontSize', '1.5em', 'empty'],
  ['payBtnLineHeight', '2.5', 'empty'],
  ['payBtnPadding', '24px 16px', 'empty'],
  ['textColor', MAGENTA, 'empty'],
  ['formBorderColor', MAGENTA, 'empty'],
  ['formPadding', '8px', 'empty'],
  ['formBorderRadius', '0px', 'empty'],
  ['m_formPadding', '4px', 'phone'],
  ['inputBackground', PALE, 'empty'],
  ['inputBorderColor', MAGENTA, 'empty'],
  ['inputBorderColorHover', MAGENTA, 'hover card number'],
  ['inputBorderColorFocus', MAGENTA, 'focus card number'],
  ['inputBorderColorError', MAGENTA, 'field errors'],
  ['inputBorderWidth', '3px', 'empty'],
  ['inputBorderWidthHover', '3px', 'hover card number'],
  ['inputBorderWidthFocus', '3px', 'focus card number'],
  ['mutedColor', MAGENTA, 'empty'],
  ['errorColor', MAGENTA, 'field errors'],
  ['errorBackground', PALE, 'declined'],
  ['focusColor', MAGENTA, 'focus card number'],
  ['inputTextColor', MAGENTA, 'card typed'],
  ['inputBorderRadius', '0px', 'empty'],
  // A label the form's guard lets stand (4.5:1 on the default button): an illegible one it replaces.
  ['payBtnTextColor', '#fff3b0', 'empty'],
  ['payBtnBorderRadius', '0px', 'empty'],
  ['badgeBackground', MAGENTA, 'card typed'],
  ['badgeTextColor', MAGENTA, 'card typed'],
  ['formShadow', `0 0 0 8px ${MAGENTA}`, 'empty'],
  ['lineHeight', '2.5', 'empty'],
];

/** Puts the page for `url` in `state`; answers once it is on screen. */
async function enter(page: Page, url: string, state: State): Promise<void> {
  await page.setViewportSize(
    state === 'phone' ? { width: 375, height: 900 } : { width: 1024, height: 900 },
  );
  const checkout = new HostedCheckoutPage(page);
  await checkout.open(url);
  await page.mouse.move(0, 0);
  switch (state) {
    case 'empty':
    case 'phone':
      return;
    case 'hover pay button':
      return checkout.payButton.hover();
    case 'pressing pay button':
      await checkout.payButton.hover();
      return page.mouse.down();
    case 'hover card number':
      return checkout.number.hover();
    case 'focus card number':
      return checkout.number.focus();
    case 'field errors':
      await checkout.payButton.click();
      await expect(page.getByText('Enter the card number')).toBeVisible();
      return page.mouse.move(0, 0);
    case 'card typed':
      await checkout.number.fill('4242 4242 4242 4242');
      return expect(page.getByText(/card type: visa/i)).toBeVisible();
    case 'processing':
      // The payment request is held, so the button stays busy for the screenshot.
      await page.route('**/api/sessions/*/payments', () => {});
      await checkout.pay('4242 4242 4242 4242');
      await expect(page.getByRole('button', { name: 'Processing…' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      return page.mouse.move(0, 0);
    case 'declined':
      await checkout.pay('4000 0000 0000 0002');
      await expect(checkout.alert).toBeVisible();
      return page.mouse.move(0, 0);
    case 'redirecting':
      // The merchant's success page answers 204 No Content, which leaves the browser where it is:
      // "Redirecting…" stays on screen.
      await page.route(`${merchant.url}/**`, (route) => route.fulfill({ status: 204 }));
      await checkout.pay('4242 4242 4242 4242');
      await expect(page.getByRole('status').filter({ hasText: 'Redirecting' })).toBeVisible();
      return;
  }
}

/**
 * Nothing moves: spinners stand where they start and colours jump to their end, so two shots of a
 * busy form are alike to the pixel.
 */
const STILL = '* { animation: none !important; transition: none !important; }';

/** A screenshot of the checkout at `url` in `state`, from a tab of its own. */
async function screenshotOf(context: BrowserContext, url: string, state: State): Promise<Buffer> {
  const page = await context.newPage();
  try {
    await enter(page, url, state);
    // Spinners stop where they start: a rotation caught mid-turn is not a change of theme.
    await page.evaluate(async () => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    return await page.screenshot({ animations: 'disabled', caret: 'hide', style: STILL });
  } finally {
    await page.close();
  }
}

/**
 * Pixels that differ by more than a rounding step in some channel. Chromium draws the antialiased
 * edge of a rounded corner a level or two differently from one paint to the next; that is noise,
 * not a change of theme.
 */
function changedPixels(a: Buffer, b: Buffer): number {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (first.width !== second.width || first.height !== second.height)
    return Number.POSITIVE_INFINITY;
  let changed = 0;
  for (let i = 0; i < first.data.length; i += 4) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs((first.data[i + channel] ?? 0) - (second.data[i + channel] ?? 0)) > NOISE) {
        changed++;
        break;
      }
    }
  }
  return changed;
}

const builtIn = new Map<State, Buffer>();

/** The built-in theme in `state`, shot from two checkouts that must look the same. */
async function builtInScreenshot(context: BrowserContext, state: State): Promise<Buffer> {
  const known = builtIn.get(state);
  if (known) return known;
  const first = await screenshotOf(context, await newCheckoutUrl({ kassa, merchant }), state);
  const second = await screenshotOf(context, await newCheckoutUrl({ kassa, merchant }), state);
  expect(changedPixels(first, second), `two built-in screenshots in "${state}" differ`).toBe(0);
  builtIn.set(state, first);
  return first;
}

for (const [name, value, state] of CASES) {
  test(`${name} changes the form (${state})`, async ({ context }) => {
    const before = await builtInScreenshot(context, state);
    const url = await newCheckoutUrl(
      { kassa, merchant },
      { override: { theme_variables: { [name]: value } } },
    );
    const after = await screenshotOf(context, url, state);
    expect(
      changedPixels(before, after),
      `${name}: ${value} left the form as it was`,
    ).toBeGreaterThan(0);
  });
}

test('color changes the pay button at rest, under the pointer and while busy', async ({
  context,
}) => {
  for (const state of ['empty', 'hover pay button', 'processing'] as const) {
    const before = await builtInScreenshot(context, state);
    const url = await newCheckoutUrl({ kassa, merchant }, { override: { color: MAGENTA } });
    const after = await screenshotOf(context, url, state);
    expect(
      changedPixels(before, after),
      `color left the pay button as it was (${state})`,
    ).toBeGreaterThan(0);
  }
});
