import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { systemChromium } from '../e2e/support/system-chromium.ts';
import { gzipSize } from './bundle-sizes.ts';

// How soon a shopper on a phone over a slow mobile network can type a card number into the hosted
// page, and see the wallet buttons: Chrome's "Fast 3G" preset and Lighthouse's mobile CPU slowdown,
// through the DevTools protocol, each load in a fresh browser context (nothing cached, no
// connection kept). The moment counted is the page's own clock (performance.now(), from the
// navigation's start) at the first `input` event the card number field accepted: the bench types
// into the field as soon as it is on the page and editable, and the browser fires the event when
// it has handled the key, so a page busy running its scripts counts until it has (and a field not
// painted yet until its first contentful paint).

const builtPublicDir = join(import.meta.dirname, '..', 'dist', 'public');

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

/** The languages measured besides English: right to left, and a script of its own. */
export const OTHER_LANGUAGES = [
  { language: 'ar-sa', name: 'Arabic' },
  { language: 'ja-jp', name: 'Japanese' },
] as const;

/** One language's figures, measured in the same turns as English's. */
export interface LanguageFigures {
  language: string;
  name: string;
  cardOnlyMs: number;
  walletsAndMethodsMs: number;
  cardOnlyHtmlGzip: number;
}

export interface FirstInputFigures {
  loads: number;
  /** Gzip -9 bytes of the page's HTML as served, card only and with wallets and four methods. */
  cardOnlyHtmlGzip: number;
  walletsAndMethodsHtmlGzip: number;
  /** Gzip -9 bytes of every built JS and CSS file the wallets-and-methods page fetched or carried. */
  walletsAndMethodsAssetsGzip: number;
  /** Medians, in milliseconds from the navigation's start. */
  cardOnlyMs: number;
  walletsAndMethodsMs: number;
  walletButtonsMs: number;
  /** The same loads in Arabic and Japanese (the checkout's `language`). */
  languages: LanguageFigures[];
}

/** The lines `npm run bench` prints; e2e/bench-first-input.spec.ts reads them back. */
export function firstInputReport(figures: FirstInputFigures): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  return [
    `Hosted page on a phone over Fast 3G (562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}× slower), median of ${figures.loads} loads:`,
    `  card field accepting input, card only             ${ms(figures.cardOnlyMs)}`,
    `  card field accepting input, wallets + 4 methods   ${ms(figures.walletsAndMethodsMs)}`,
    `  wallet buttons shown, wallets + 4 methods         ${ms(figures.walletButtonsMs)}`,
    `  page HTML, card only                              ${kb(figures.cardOnlyHtmlGzip)} gzip`,
    `  page HTML, wallets + 4 methods                    ${kb(figures.walletsAndMethodsHtmlGzip)} gzip`,
    `  JS and CSS, wallets + 4 methods                   ${kb(figures.walletsAndMethodsAssetsGzip)} gzip (built files fetched or carried inline; budget 45 KB with the marks)`,
    ...figures.languages.flatMap((other) => [
      `  ${other.name} (${other.language}): card field accepting input, card only ${ms(other.cardOnlyMs)}`,
      `  ${other.name} (${other.language}): card field accepting input, wallets + 4 methods ${ms(other.walletsAndMethodsMs)}`,
      `  ${other.name} (${other.language}): page HTML, card only ${kb(other.cardOnlyHtmlGzip)} gzip`,
    ]),
  ];
}

/** The built style sheet (`/assets/….css`) whose text a page carries inline, if any. */
function builtSheets(publicDir: string): (css: string | null) => string[] {
  const assets = join(publicDir, 'assets');
  const byText = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [readFileSync(join(assets, name), 'utf8'), `/assets/${name}`] as const),
  );
  return (css) => {
    const path = css === null ? undefined : byText.get(css);
    return path === undefined ? [] : [path];
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(8);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/**
 * A checkout of 34.40 EUR in `language`; `methods` as the merchant names them, or the card alone.
 */
async function newCheckout(
  url: string,
  apiKey: string,
  methods?: readonly string[],
  language = 'en-us',
) {
  const res = await fetch(`${url}/v1/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        amount: '34.40',
        language,
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
  builtSheet: (css: string | null) => string[],
): Promise<{ inputMs: number; walletsMs: number | null; assets: string[] }> {
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
    // Found the same way in every language: by what the field is, not by its label's words.
    const number = page.locator('input[autocomplete="cc-number"]');
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
    // A field takes typing before it is painted (its layout is there); the shopper sees it only
    // at the first contentful paint, so the later of the two counts.
    const inputMs = Number(
      await page.evaluate(() =>
        Math.max(
          Number(Reflect.get(window, 'kassaFirstInput')),
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        ),
      ),
    );
    const walletsMs = await walletsShown;
    // Everything the page fetched once its wallets and methods are on screen (the built files).
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const { fetched, inline } = await page.evaluate(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/assets\/[^/]+\.(?:js|css)$/.test(path)),
      inline: Array.from(document.querySelectorAll('head style'), (style) => style.textContent),
    }));
    return { inputMs, walletsMs, assets: [...fetched, ...inline.flatMap(builtSheet)] };
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
  /** The server's built pages (its assets' sizes); this project's dist/public by default. */
  publicDir?: string;
}): Promise<FirstInputFigures> {
  const publicDir = options.publicDir ?? builtPublicDir;
  const builtSheet = builtSheets(publicDir);
  const loads = options.loads ?? 10;
  const browser =
    options.browser ??
    (await chromium.launch(systemChromium ? { executablePath: systemChromium } : {}));
  try {
    const cardOnly: number[] = [];
    const withMethods: number[] = [];
    const walletButtons: number[] = [];
    const others = OTHER_LANGUAGES.map((other) => ({
      ...other,
      cardOnly: [] as number[],
      withMethods: [] as number[],
    }));
    let assets: string[] = [];
    // In turns, so that a machine's drift falls on every page and language alike.
    for (let n = 0; n < loads; n += 1) {
      const card = await loadOnce(
        browser,
        await newCheckout(options.url, options.apiKey),
        false,
        builtSheet,
      );
      cardOnly.push(card.inputMs);
      const both = await loadOnce(
        browser,
        await newCheckout(options.url, options.apiKey, WALLETS_AND_METHODS),
        true,
        builtSheet,
      );
      withMethods.push(both.inputMs);
      assets = both.assets;
      if (both.walletsMs !== null) walletButtons.push(both.walletsMs);
      for (const other of others) {
        const url = (methods?: readonly string[]) =>
          newCheckout(options.url, options.apiKey, methods, other.language);
        other.cardOnly.push((await loadOnce(browser, await url(), false, builtSheet)).inputMs);
        other.withMethods.push(
          (await loadOnce(browser, await url(WALLETS_AND_METHODS), false, builtSheet)).inputMs,
        );
      }
    }
    const htmlGzip = async (methods?: readonly string[], language?: string) => {
      const page = await fetch(await newCheckout(options.url, options.apiKey, methods, language));
      return gzipSync(Buffer.from(await page.arrayBuffer()), { level: 9 }).length;
    };
    const languages: LanguageFigures[] = [];
    for (const other of others)
      languages.push({
        language: other.language,
        name: other.name,
        cardOnlyMs: median(other.cardOnly),
        walletsAndMethodsMs: median(other.withMethods),
        cardOnlyHtmlGzip: await htmlGzip(undefined, other.language),
      });
    const assetsGzip = [...new Set(assets)].reduce(
      (sum, path) => sum + gzipSize(join(publicDir, path)),
      0,
    );
    return {
      loads,
      cardOnlyHtmlGzip: await htmlGzip(),
      walletsAndMethodsHtmlGzip: await htmlGzip(WALLETS_AND_METHODS),
      walletsAndMethodsAssetsGzip: assetsGzip,
      cardOnlyMs: median(cardOnly),
      walletsAndMethodsMs: median(withMethods),
      walletButtonsMs: median(walletButtons),
      languages,
    };
  } finally {
    if (!options.browser) await browser.close();
  }
}
