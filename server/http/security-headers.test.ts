import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltFilesFixture,
  createBuiltFilesFixture,
} from '../test-support/built-files-fixture.ts';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';
import { helmetHeaders } from './security-headers.ts';

// Issue #13.10: security headers once, for every response; the pages keep their own CSPs.

let built: BuiltFilesFixture;
let t: TestApp;
let hostedToken: string;
let embeddedToken: string;

async function newSession(uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody({
      payment_data: { type: 'SALE', currency_code: 'EUR', amount: '34.40', ui_mode: uiMode },
    }),
  });
  expect(created.statusCode).toBe(200);
  return String(created.json().data.session.redirect_url).split('/pay/')[1] ?? '';
}

beforeAll(async () => {
  built = createBuiltFilesFixture();
  t = await createTestApp(
    { MERCHANT_ALLOWED_ORIGINS: 'https://shop.example.test' },
    { builtDirs: built },
  );
  hostedToken = await newSession('HOSTED');
  embeddedToken = await newSession('EMBEDDED');
});

afterAll(async () => {
  await t.app.close();
  built.remove();
});

const requests = () =>
  [
    ['POST /v1/checkout (200 JSON)', 'POST', '/v1/checkout', checkoutBody(), 200],
    ['POST /v1/checkout without a key (401)', 'POST', '/v1/checkout', undefined, 401],
    ['GET /api/sessions/:token (JSON)', 'GET', `/api/sessions/${hostedToken}`, undefined, 200],
    ['GET an unknown route (404)', 'GET', '/nowhere', undefined, 404],
    ['GET /assets/*', 'GET', '/assets/hosted-AbC123.js', undefined, 200],
    ['GET /js/kassa.js', 'GET', '/js/kassa.js', undefined, 200],
    ['GET /js/loader.js', 'GET', '/js/loader.js', undefined, 200],
    ['GET /', 'GET', '/', undefined, 200],
    ['GET /pay/:token', 'GET', `/pay/${hostedToken}`, undefined, 200],
    ['GET /backoffice/*', 'GET', '/backoffice/settings', undefined, 200],
    ['GET /sandbox/return', 'GET', '/sandbox/return?outcome=failure', undefined, 200],
    ['GET a malformed URL (400)', 'GET', '/pay/%E0%A4%A', undefined, 400],
    ['GET a NUL in a path (400)', 'GET', `/pay/${hostedToken}%00`, undefined, 400],
  ] as const;

describe('every response', () => {
  it('has X-Content-Type-Options: nosniff, a CSP and no-referrer', async () => {
    for (const [name, method, url, payload, status] of requests()) {
      const response = await t.app.inject({
        method,
        url,
        ...(name.includes('(200 JSON)') && { headers: { 'x-api-key': TEST_API_KEY } }),
        ...(payload !== undefined && { payload }),
      });
      expect(response.statusCode, name).toBe(status);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['content-security-policy'], name).toMatch(/frame-ancestors /);
      expect(response.headers['referrer-policy'], name).toBe('no-referrer');
    }
  });

  it("a JSON answer carries helmet's whole set, computed once at start", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: checkoutBody(),
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      'content-security-policy':
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none';style-src-attr 'unsafe-inline'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    expect(helmetHeaders()).toEqual(expected);
    expect(response.headers).toMatchObject(expected);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

function csp(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
}

describe('pages keep their own policies', () => {
  it('the hosted checkout page: scripts from self only, framed by nobody', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/pay/${hostedToken}` });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("an embedded checkout page: framed by the merchant's origins only, no X-Frame-Options", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/pay/${embeddedToken}` });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toBe('https://shop.example.test');
    expect(policy.get('script-src')).toBe("'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    // Helmet's defaults would break the embed: it is framed by, and loads into, another origin.
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('the ACS challenge page: its own hashed style, posts to itself, framed by Kassa and the merchant', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/acs/preview' });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('style-src')).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('the designer preview frames itself only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
  });

  it("/sandbox/return, which shows the caller's text: only its own hashed script, framed by nobody", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sandbox/return?outcome=failure&error_message=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(response.body).not.toContain('<script>');
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'none'");
    // The page's one script (it looks a pending postback up again) runs by its hash; nothing the
    // caller's query puts in the page can, inline or loaded.
    expect(policy.get('script-src')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('form-action')).toBe("'none'");
  });
});

describe('cross-origin loading', () => {
  it('the merchant-page scripts may be loaded by any origin', async () => {
    for (const url of ['/js/kassa.js', '/js/loader.js']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://shop.example.test' },
      });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
  });

  it('everything else is same-origin only, and the form API has no CORS', async () => {
    for (const url of ['/assets/hosted-AbC123.js', `/api/sessions/${hostedToken}`, '/']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

// Last: an app of its own empties the database the tests above share.
describe('the checkout page with the real wallets', () => {
  it("with SANDBOX_WALLETS=off, the checkout page may load Google Pay's pay.js and its frame", async () => {
    const real = await createTestApp({ SANDBOX_WALLETS: 'off' }, { builtDirs: built });
    try {
      const created = await real.app.inject({
        method: 'POST',
        url: '/v1/checkout',
        headers: { 'x-api-key': TEST_API_KEY },
        payload: checkoutBody(),
      });
      const token = String(created.json().data.session.redirect_url).split('/pay/')[1];
      const response = await real.app.inject({ method: 'GET', url: `/pay/${token}` });
      const policy = csp(response.headers['content-security-policy']);
      expect(policy.get('script-src')).toBe("'self' https://pay.google.com");
      expect(policy.get('frame-src')).toBe("'self' https://pay.google.com");
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(policy.get('frame-ancestors')).toBe("'none'");
    } finally {
      await real.app.close();
    }
  });
});
