import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { systemChromium } from '../e2e/support/system-chromium.ts';

// How soon a shopper on a phone over a slow mobile network can type a card number into the hosted
// page, and see the wallet buttons: Chrome's "Fast 3G" preset and Lighthouse's mobile CPU slowdown,
// through the DevTools protocol, each load in a fresh browser context (nothing cached, no
// connection kept). The moment counted is the page's own clock (performance.now(), from the
// navigation's start) at the first `input` event the card number field accepted: the bench types
// into the field as soon as it is on the page and editable, and the browser fires the event when
// it has handled the key, so a page busy running its scripts counts until it has.

/** Chrome DevTools' "Fast 3G" preset (Network.emulateNetworkConditions). */
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** Lighthouse mobile's CPU slowdown. */
export const CPU_SLOWDOWN = 4;

/** A phone as Lighthouse's mobile emulation describes it (Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** The four methods beside the card and the wallets (EUR methods of Kassa's table). */
export const WALLETS_AND_METHODS = [
  'CARD',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'IDEAL',
  'BANCONTACT',
  'EPS',
  'GIROPAY',
] as const;

export interface FirstInputFigures {
  loads: number;
  /** Medians, in milliseconds from the navigation's start. */
  cardOnlyMs: number;
  walletsAndMethodsMs: number;
  walletButtonsMs: number;
}

/** The lines `npm run bench` prints; e2e/bench-first-input.spec.ts reads them back. */
export function firstInputReport(figures: FirstInputFigures): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  return [
    `Hosted page on a phone over Fast 3G (562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}× slower), median of ${figures.loads} loads:`,
    `  card field accepting input, card only             ${ms(figures.cardOnlyMs)}`,
    `  card field accepting input, wallets + 4 methods   ${ms(figures.walletsAndMethodsMs)}`,
    `  wallet buttons shown, wallets + 4 methods         ${ms(figures.walletButtonsMs)}`,
  ];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** A checkout of 34.40 EUR; `methods` as the merchant names them, or the card alone. */
async function newCheckout(url: string, apiKey: string, methods?: readonly string[]) {
  const res = await fetch(`${url}/v1/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        amount: '34.40',
        language: 'en-us',
        shop_name: 'Bench Coffee',
        ...(methods && { methods }),
      },
      customer: { merchant_customer_id: 'bench', email: 'bench@example.com', country_code: 'NL' },
      callback: { success_url: 'https://shop.example/ok', failure_url: 'https://shop.example/no' },
      products: [
        { product_type: 'SALE', product_name: 'Beans', product_price: '24.90' },
        { product_type: 'SALE', product_name: 'Cup', product_price: '9.50' },
      ],
    }),
  });
  const created: { data?: { session?: { redirect_url?: string } } } = await res.json();
  const redirect = created.data?.session?.redirect_url;
  if (!redirect) throw new Error(`[Kassa] bench checkout refused: ${JSON.stringify(created)}`);
  return redirect;
}

/** One load of `redirectUrl`: when the number field took input, and when a wallet button showed. */
async function loadOnce(
  browser: Browser,
  redirectUrl: string,
  wallets: boolean,
): Promise<{ inputMs: number; walletsMs: number | null }> {
  const context: BrowserContext = await browser.newContext(PHONE);
  try {
    // Noted by the page itself, at the first input event of the card number field.
    await context.addInitScript(() => {
      addEventListener(
        'input',
        (event) => {
          const field = event.target;
          if (
            field instanceof HTMLInputElement &&
            field.autocomplete === 'cc-number' &&
            !Reflect.has(window, 'kassaFirstInput')
          )
            Reflect.set(window, 'kassaFirstInput', performance.now());
        },
        true,
      );
    });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const number = page.getByLabel('Card number');
    const walletButton = page.getByRole('button', { name: /Apple Pay|Google Pay/ }).first();
    const walletsShown = wallets
      ? walletButton
          .waitFor({ state: 'visible', timeout: 60_000 })
          .then(() => page.evaluate(() => performance.now()))
      : Promise.resolve(null);
    await page.goto(redirectUrl, { waitUntil: 'commit', timeout: 60_000 });
    // Typed as soon as the field is there and editable; pressed again until the page has it.
    await number.press('4', { timeout: 60_000 });
    await page.waitForFunction(() => Reflect.has(window, 'kassaFirstInput'), null, {
      timeout: 60_000,
    });
    const inputMs = Number(await page.evaluate(() => Reflect.get(window, 'kassaFirstInput')));
    if (process.env.BENCH_DEBUG)
      console.log(
        await page.evaluate(() =>
          [
            ...performance.getEntriesByType('navigation'),
            ...performance.getEntriesByType('resource'),
            ...performance.getEntriesByType('paint'),
          ].map(
            (e) =>
              `${e.name.slice(-40)} ${Math.round(e.startTime)} ${Math.round('responseEnd' in e ? Number(e.responseEnd) : 0)}`,
          ),
        ),
      );
    return { inputMs, walletsMs: await walletsShown };
  } finally {
    await context.close();
  }
}

/**
 * The median of `loads` loads of each: a card-only checkout, and one with the wallets and four
 * methods. `browser`: one to use (the tests'); otherwise the system Chromium is launched.
 */
export async function measureFirstInput(options: {
  url: string;
  apiKey: string;
  loads?: number;
  browser?: Browser;
}): Promise<FirstInputFigures> {
  const loads = options.loads ?? 10;
  const browser =
    options.browser ??
    (await chromium.launch(systemChromium ? { executablePath: systemChromium } : {}));
  try {
    const cardOnly: number[] = [];
    const withMethods: number[] = [];
    const walletButtons: number[] = [];
    // In turns, so that a machine's drift falls on both alike.
    for (let n = 0; n < loads; n += 1) {
      const card = await loadOnce(browser, await newCheckout(options.url, options.apiKey), false);
      cardOnly.push(card.inputMs);
      const both = await loadOnce(
        browser,
        await newCheckout(options.url, options.apiKey, WALLETS_AND_METHODS),
        true,
      );
      withMethods.push(both.inputMs);
      if (both.walletsMs !== null) walletButtons.push(both.walletsMs);
      if (process.env.BENCH_DEBUG) console.log({ card, both });
    }
    return {
      loads,
      cardOnlyMs: median(cardOnly),
      walletsAndMethodsMs: median(withMethods),
      walletButtonsMs: median(walletButtons),
    };
  } finally {
    if (!options.browser) await browser.close();
  }
}
