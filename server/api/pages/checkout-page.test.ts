import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltFilesFixture } from '../../test-support/built-files-fixture.ts';
import { createTestApp, openSession, type TestApp } from '../../test-support/test-app.ts';
import {
  chunkFiles,
  HOSTED_ENTRY,
  MESSAGES_ID,
  SESSION_VIEW_ID,
  scriptSafeJson,
  type ViteManifest,
} from './checkout-page.ts';

// The checkout page's first response: the session's view, the form rendered from it by the same
// components the browser runs (hosted/server-render.tsx, here from source), and the chunks the
// form will import, announced from Vite's manifest.

const MANIFEST: ViteManifest = {
  [HOSTED_ENTRY]: {
    file: 'assets/hosted-E1.js',
    css: ['assets/hosted-E1.css'],
    imports: ['_preact.js'],
  },
  '_preact.js': { file: 'assets/preact-P1.js' },
  '_payment-methods.js': { file: 'assets/payment-methods-M1.js', imports: [HOSTED_ENTRY] },
  '_MethodMark.js': {
    file: 'assets/MethodMark-K1.js',
    imports: [HOSTED_ENTRY],
    css: ['assets/MethodMark-K1.css'],
  },
  'src/wallet/wallet-buttons.tsx': {
    file: 'assets/wallet-buttons-W1.js',
    imports: [HOSTED_ENTRY, '_preact.js', '_payment-methods.js'],
  },
  'src/flows/apm/apm-step.ts': {
    file: 'assets/apm-step-A1.js',
    imports: [HOSTED_ENTRY, '_payment-methods.js'],
  },
  'src/flows/apm/methods/MethodChoice.tsx': {
    file: 'assets/MethodChoice-C1.js',
    imports: [HOSTED_ENTRY, '_MethodMark.js'],
  },
  'src/components/customer-step.ts': {
    file: 'assets/customer-step-S1.js',
    imports: [HOSTED_ENTRY],
  },
};

const built = createBuiltFilesFixture();
let t: TestApp;

/** The built shell as Vite writes it: its script and style sheet linked in the head. */
const SHELL =
  '<!doctype html><html lang="en"><head><title>Checkout</title>' +
  '<script type="module" crossorigin src="/assets/hosted-E1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/hosted-E1.css"></head>' +
  '<body><main id="kassa-root" class="kassa-page"></main></body></html>';
const ENTRY_CSS = '.kassa-form{display:grid}';
const METHOD_CSS = '.kassa-method-mark{width:32px}';

beforeAll(async () => {
  mkdirSync(join(built.publicDir, '.vite'), { recursive: true });
  writeFileSync(join(built.publicDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const shellPath = join(built.publicDir, 'hosted', 'index.html');
  writeFileSync(shellPath, SHELL);
  built.files[shellPath] = SHELL;
  writeFileSync(join(built.publicDir, 'assets', 'hosted-E1.css'), ENTRY_CSS);
  writeFileSync(join(built.publicDir, 'assets', 'MethodMark-K1.css'), METHOD_CSS);
  t = await createTestApp(
    {},
    {
      builtDirs: {
        publicDir: built.publicDir,
        embedDir: built.embedDir,
        serverRender: join(import.meta.dirname, '..', '..', '..', 'hosted', 'server-render.tsx'),
      },
    },
  );
});

afterAll(async () => {
  await t.app.close();
  built.remove();
});

async function pageOf(token: string, acceptLanguage = 'de-DE,de;q=0.9,en;q=0.8') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/pay/${token}`,
    headers: { 'accept-language': acceptLanguage },
  });
  expect(response.statusCode).toBe(200);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(response.body, 'text/html');
  return { response, document };
}

describe('GET /pay/:token', () => {
  it('carries the session view, escaped, and the card number field with its label', async () => {
    // A product name that would end the script element, and line separators, if not escaped.
    const name = 'Beans </script><script>alert(1)</script> <!-- \u2028\u2029';
    const token = await openSession(t, {
      products: [{ product_type: 'SALE', product_name: name, product_price: '34.40' }],
    });
    const { response, document } = await pageOf(token);
    expect(response.body).not.toContain('</script><script>alert(1)');
    // The element's source text, as sent: nothing in it a parser could take for markup or a line end.
    const source = response.body.split(`id="${SESSION_VIEW_ID}">`)[1]?.split('</script>')[0];
    expect(source).toMatch(/^\{"/);
    expect(source).not.toMatch(/[<>\u2028\u2029]/);
    const carried = document.getElementById(SESSION_VIEW_ID);
    expect(carried?.getAttribute('type')).toBe('application/json');
    // Exactly what the form's API answers for the session.
    const answered = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    const view = JSON.parse(carried?.textContent ?? '');
    expect({ ...view, server_time: null }).toEqual({ ...answered.json(), server_time: null });
    expect(view.products[0].product_name).toBe(name);

    // The form is in the page: the number field, labelled, before any script has run.
    const number = document.getElementById('kassa-card-number');
    expect(number?.tagName).toBe('INPUT');
    expect(document.querySelector('label[for="kassa-card-number"]')?.textContent).toBe(
      'Card number',
    );
    expect(document.querySelector('main#kassa-root .kassa-form')).not.toBeNull();
    // Painted whole: rendering waits for the element that follows the form.
    const expected = document.querySelector('head link[rel="expect"]');
    expect(expected?.getAttribute('blocking')).toBe('render');
    const end = document.getElementById(expected?.getAttribute('href')?.slice(1) ?? '');
    expect(end?.previousElementSibling?.id).toBe('kassa-root');
    // Its language and title are the form's.
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.title).toBe('Checkout – Test Shop');
    // A card-only checkout needs no chunk; its style sheet comes in the page, allowed by its hash.
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).toHaveLength(0);
    expect(Array.from(document.querySelectorAll('head style'), (s) => s.textContent)).toEqual([
      ENTRY_CSS,
    ]);
    const hash = createHash('sha256').update(ENTRY_CSS, 'utf8').digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(
      `style-src 'self' 'sha256-${hash}'`,
    );
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/hosted-E1.js',
    );
  });

  it("announces the chunks its wallets and methods need, as the manifest names them, and allows the wallets' sheet by its hash", async () => {
    const token = await openSession(t, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        amount: '34.40',
        language: 'en-us',
        methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY', 'IDEAL', 'BANCONTACT', 'EPS', 'GIROPAY'],
      },
    });
    const { response, document } = await pageOf(token);
    const hrefs = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).map((link) => link.getAttribute('href'));
    expect(hrefs('link[rel="modulepreload"]').sort()).toEqual(
      [
        '/assets/wallet-buttons-W1.js',
        '/assets/payment-methods-M1.js',
        '/assets/apm-step-A1.js',
        '/assets/MethodChoice-C1.js',
        '/assets/MethodMark-K1.js',
      ].sort(),
    );
    expect(hrefs('link[rel="stylesheet"]:not([disabled])')).toEqual([]);
    const sheets = Array.from(document.querySelectorAll('head style'), (s) => s.textContent);
    expect(sheets.slice(0, 2)).toEqual([ENTRY_CSS, METHOD_CSS]);
    // Rendered with the form: the wallet buttons and the methods.
    expect(document.querySelector('#kassa-root [aria-label="Pay with Apple Pay"]')).not.toBeNull();
    expect(document.querySelector('#kassa-root')?.textContent).toContain('iDEAL');
    const csp = String(response.headers['content-security-policy']);
    for (const style of Array.from(document.querySelectorAll('style'))) {
      const hash = createHash('sha256')
        .update(style.textContent ?? '', 'utf8')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toMatch(/script-src 'self';/);
  });

  it('speaks and formats for the browser when the checkout names no language, and carries both', async () => {
    const token = await openSession(t, {
      payment_data: { type: 'SALE', currency_code: 'USD', amount: '1234.50' },
      products: [{ product_type: 'SALE', product_name: 'Loom', product_price: '1234.50' }],
    });
    const { document } = await pageOf(token, 'ja,en;q=0.5');
    expect(document.documentElement.getAttribute('lang')).toBe('ja');
    const carried = JSON.parse(document.getElementById(MESSAGES_ID)?.textContent ?? '{}');
    expect(carried).toMatchObject({ locale: 'ja', dir: 'ltr', formats: 'ja-jp' });
    // Rendered as Japan writes dollars, which the browser's form reads from the same page.
    const pay = document.querySelector('#kassa-root button[type="submit"]');
    expect(pay?.textContent).toContain('$1,234.50');
    expect(pay?.textContent).not.toContain('US$');
  });

  it('formats an English page for a browser whose languages have no catalog as most of the world reads English', async () => {
    const token = await openSession(t, {
      payment_data: { type: 'SALE', currency_code: 'EUR', amount: '34.40' },
    });
    const { document } = await pageOf(token, 'ka-GE,ka;q=0.9');
    const carried = JSON.parse(document.getElementById(MESSAGES_ID)?.textContent ?? '{}');
    expect(carried).toMatchObject({ locale: 'en', formats: 'en-gb' });
  });

  it('sends the page as built for a link that names no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pay/cs_NoSuchSession0123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(built.files[join(built.publicDir, 'hosted', 'index.html')]);
  });
});

describe('scriptSafeJson', () => {
  it('leaves nothing that ends or changes a script element, and parses back unchanged', () => {
    const value = { text: '</script><!--<script>&\u2028\u2029>' };
    const safe = scriptSafeJson(JSON.stringify(value));
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});

describe('chunkFiles', () => {
  it("lists what the chunks load besides the entry's own files", () => {
    expect(chunkFiles(MANIFEST, ['src/flows/apm/methods/MethodChoice.tsx'])).toEqual({
      scripts: ['assets/MethodChoice-C1.js', 'assets/MethodMark-K1.js'],
      styles: ['assets/MethodMark-K1.css'],
    });
    expect(chunkFiles(MANIFEST, ['themes/not-built.ts'])).toEqual({ scripts: [], styles: [] });
  });
});
