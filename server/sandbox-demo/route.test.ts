import { afterEach, describe, expect, it } from 'vitest';
import { findPaymentBySessionToken } from '../payments/store.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_OFF, previewPage } from './demo-access.ts';

let t: TestApp;
afterEach(() => t?.app.close());

/** What the designer preview page served to one browser holds: its cookie and its meta token. */
function previewAccess(cookieHeader?: string): { cookie: string; token: string } {
  const page = previewPage('<head></head>', t.config, cookieHeader);
  const token = /name="kassa-sandbox-demo" content="([^"]*)"/.exec(page.html)?.[1] ?? '';
  return { cookie: (page.headers['set-cookie'] ?? '').split(';')[0] ?? '', token };
}

/** The preview's own request: same origin, with the cookie and token it was served. */
const fromPreview = (): Record<string, string> => {
  const { cookie, token } = previewAccess();
  return { origin: 'https://pay.example.test', cookie, 'x-kassa-demo-token': token };
};

const post = (payload?: unknown, headers: Record<string, string> = fromPreview()) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/demo-checkout',
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

const refusal = (res: { statusCode: number; json(): { errors: unknown[] } }) => ({
  status: res.statusCode,
  errors: res.json().errors,
});

const tokenOf = (redirectUrl: string): string => redirectUrl.split('/pay/')[1] ?? '';

describe('POST /sandbox/demo-checkout', () => {
  it('opens a checkout without a body, as the plain button did', async () => {
    t = await createTestApp();
    const res = await post();
    expect(res.statusCode).toBe(200);
    const payment = await findPaymentBySessionToken(t.db, tokenOf(res.json().redirect_url));
    expect(payment?.paymentFormOverride).toBeNull();
  });

  it("stores the designer preview's payment_form_override on the checkout", async () => {
    t = await createTestApp();
    const override = {
      color: '#0a7d4f',
      theme_type: 'DARK',
      theme_variables: { primaryColor: '#0a7d4f' },
      theme_rules: { '.kassa-input': { 'border-radius': '0' } },
    };
    const res = await post({ payment_form_override: override });
    expect(res.statusCode).toBe(200);
    const payment = await findPaymentBySessionToken(t.db, tokenOf(res.json().redirect_url));
    expect(payment?.paymentFormOverride).toEqual(override);
  });

  it.each([
    [{ payment_form_override: { theme_type: 'NEON' } }, 'payment_form_override.theme_type'],
    [{ payment_form_override: { colour: 'red' } }, 'payment_form_override.colour'],
    [{ shop_name: 'Mine' }, 'shop_name'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    t = await createTestApp();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.error_code).toBe('INVALID_REQUEST_PARAMETER');
    expect(error.error_message).toContain(field);
  });
});

describe('who may open a demo checkout (issue 13, item 4)', () => {
  it('refuses a POST without Origin with 403, even with a valid token', async () => {
    t = await createTestApp();
    const { origin: _origin, ...rest } = fromPreview();
    expect(refusal(await post({}, rest))).toEqual({
      status: 403,
      errors: [
        {
          error_code: 'INVALID_REQUEST',
          error_message:
            'Origin header is required: demo checkouts are opened from the designer preview at https://pay.example.test/ only',
        },
      ],
    });
  });

  it('refuses another origin with 403, even with a valid token (inject addresses localhost)', async () => {
    t = await createTestApp();
    const res = await post({}, { ...fromPreview(), origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST',
      error_message:
        'Origin must be https://pay.example.test or http://localhost: demo checkouts are opened from the designer preview only',
    });
  });

  it.each([
    ['no token and no cookie', {}],
    ['a cookie without its token', { cookie: 'kassa_demo=x' }],
    ['a token without its cookie', { token: true }],
    ['a token of another cookie', { token: true, cookie: 'other' }],
  ])('refuses %s with 403 naming the token', async (_case, parts) => {
    t = await createTestApp();
    const served = previewAccess();
    const other = previewAccess();
    const headers: Record<string, string> = { origin: 'https://pay.example.test' };
    if ('cookie' in parts) headers.cookie = parts.cookie === 'other' ? other.cookie : parts.cookie;
    if ('token' in parts) headers['x-kassa-demo-token'] = served.token;
    const res = await post({}, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].error_message).toMatch(
      /^X-Kassa-Demo-Token must match the kassa_demo cookie the designer preview set/,
    );
  });

  it('keeps the cookie a browser already has, so every open preview tab holds a valid token', async () => {
    t = await createTestApp();
    const first = previewAccess();
    const second = previewAccess(`theme=x; ${first.cookie}`);
    expect(second.cookie).toBe(first.cookie);
    expect(second.token).toBe(first.token);
  });

  it('sets the cookie SameSite=Strict, HttpOnly, and keeps the page out of caches', async () => {
    t = await createTestApp();
    const page = previewPage('<head></head>', t.config);
    expect(page.headers['set-cookie']).toMatch(
      /^kassa_demo=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('accepts the loopback origin the request was addressed to, as well as PUBLIC_URL', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/demo-checkout',
      headers: { ...fromPreview(), host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a rebound name: 421 from the Host check, and 403 even where ALLOWED_HOSTS names it', async () => {
    const rebound = () => ({
      ...fromPreview(),
      host: 'evil.example:8080',
      origin: 'http://evil.example:8080',
    });
    t = await createTestApp();
    expect((await post(undefined, rebound())).statusCode).toBe(421);
    await t.app.close();
    // Serving a name does not make it this service's own origin: that is PUBLIC_URL or loopback.
    t = await createTestApp({ ALLOWED_HOSTS: 'evil.example' });
    expect((await post(undefined, rebound())).statusCode).toBe(403);
  });

  it('answers 404 when switched off (HOST beyond loopback, no SANDBOX_DEMO), and the page says so', async () => {
    t = await createTestApp({ HOST: '0.0.0.0' });
    const res = await post({});
    expect(refusal(res)).toEqual({
      status: 404,
      errors: [
        {
          error_code: 'NOT_FOUND',
          error_message:
            'POST /sandbox/demo-checkout is switched off: HOST is not a loopback address (set SANDBOX_DEMO=1 to serve it)',
        },
      ],
    });
    const page = previewPage('<head></head>', t.config);
    expect(page.html).toContain(`<meta name="kassa-sandbox-demo" content="${DEMO_OFF}" />`);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('serves it beyond loopback with SANDBOX_DEMO=1', async () => {
    t = await createTestApp({ HOST: '0.0.0.0', SANDBOX_DEMO: '1' });
    expect((await post({})).statusCode).toBe(200);
  });
});
