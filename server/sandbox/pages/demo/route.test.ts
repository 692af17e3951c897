import { afterEach, describe, expect, it } from 'vitest';
import { findPaymentBySessionToken } from '../../../domain/ledger/payment-store.ts';
import { cardPaymentBody, createTestApp, type TestApp } from '../../../test-support/test-app.ts';
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

  it("opens it in the language of the preview's panels, and refuses one not of a checkout's form", async () => {
    t = await createTestApp();
    const arabic = await post({ language: 'ar-sa' });
    expect(arabic.statusCode).toBe(200);
    const payment = await findPaymentBySessionToken(t.db, tokenOf(arabic.json().redirect_url));
    expect(payment?.language).toBe('ar-sa');
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(arabic.json().redirect_url).pathname,
    });
    expect(page.body).toMatch(/<html lang="ar" dir="rtl"/);
    const plain = await post({});
    expect(
      (await findPaymentBySessionToken(t.db, tokenOf(plain.json().redirect_url)))?.language,
    ).toBe('en-us');
    const refused = await post({ language: 'zh-Hant-TW' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().errors)).toContain('language');
  });

  it('opens one whose session has already ended for the preview\'s "Try the timeout"', async () => {
    t = await createTestApp();
    const res = await post({ expired: true });
    expect(res.statusCode).toBe(200);
    const token = tokenOf(res.json().redirect_url);
    const session = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    const view = session.json();
    expect(view.state).toBe('EXPIRED');
    // Where the hosted page sends the shopper, as at the end of the session's time.
    const failure = new URL(view.redirect_url);
    expect(failure.pathname).toBe('/sandbox/return');
    expect(failure.searchParams.get('outcome')).toBe('failure');
    expect(failure.searchParams.get('error_code')).toBe('2904');
    expect(failure.searchParams.get('error_message')).toBe('Timeout');

    const open = await post({ expired: false });
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${tokenOf(open.json().redirect_url)}`,
    });
    expect(still.json().state).toBe('OPEN');
  });

  it.each([
    [{ expired: 'yes' }, 'expired'],
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

describe('who may open a demo checkout', () => {
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

describe("each browser's demo checkouts are its own customer's", () => {
  /** One browser: the preview's cookie and token, and the cookies the demo endpoint set. */
  function browser() {
    const { cookie, token } = previewAccess();
    const jar = new Map<string, string>([[cookie.split('=')[0] ?? '', cookie]]);
    return {
      jar,
      async demoCheckout() {
        const res = await post(undefined, {
          origin: 'https://pay.example.test',
          cookie: [...jar.values()].join('; '),
          'x-kassa-demo-token': token,
        });
        expect(res.statusCode).toBe(200);
        const set = String(res.headers['set-cookie'] ?? '');
        const pair = set.split(';')[0] ?? '';
        if (pair) jar.set(pair.split('=')[0] ?? '', pair);
        const sessionToken = tokenOf(res.json().redirect_url);
        const payment = await findPaymentBySessionToken(t.db, sessionToken);
        return { sessionToken, customer: payment?.merchantCustomerId ?? '', setCookie: set };
      },
    };
  }

  const view = async (sessionToken: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionToken}` })).json();
  const pay = (sessionToken: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/sessions/${sessionToken}/payments`, payload: body });

  it('gives two browsers customers of their own, and one browser the same customer every time', async () => {
    t = await createTestApp();
    const ann = browser();
    const bob = browser();
    const annFirst = await ann.demoCheckout();
    const annSecond = await ann.demoCheckout();
    const bobFirst = await bob.demoCheckout();
    expect(annFirst.customer).toMatch(/^demo-[\w-]{43}$/);
    expect(annSecond.customer).toBe(annFirst.customer);
    expect(bobFirst.customer).toMatch(/^demo-[\w-]{43}$/);
    expect(bobFirst.customer).not.toBe(annFirst.customer);
    // A random value of the browser's in a long-lived cookie for the demo endpoint only, renewed
    // at every checkout; the customer id is its digest, so reading the id does not give the cookie.
    expect(annFirst.setCookie).toMatch(
      /^kassa_demo_customer=[\w-]{43}; Path=\/sandbox; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    expect(annSecond.setCookie).toBe(annFirst.setCookie);
    const value = annFirst.setCookie.split(';')[0]?.split('=')[1] ?? '';
    expect(annFirst.customer).not.toContain(value);
  });

  it("offers a card saved on one browser's demo on its next demo, and never on another browser's", async () => {
    t = await createTestApp();
    const ann = browser();
    const bob = browser();
    const saving = await ann.demoCheckout();
    const paid = await pay(saving.sessionToken, { ...cardPaymentBody(), save_card: true });
    expect(paid.json().outcome).toBe('SUCCESS');

    const annNext = await view((await ann.demoCheckout()).sessionToken);
    expect(annNext.saved_cards).toEqual([expect.objectContaining({ last4: '4242' })]);
    const savedTokenId = annNext.saved_cards[0].payment_token_id;

    const bobs = await bob.demoCheckout();
    const bobView = await view(bobs.sessionToken);
    expect(bobView.save_card_offered).toBe(true);
    expect(bobView.saved_cards).toBeUndefined();
    // Nor can another browser pay with it, whatever security code it tries.
    const stolen = await pay(bobs.sessionToken, {
      method: 'CARD',
      saved_card: { payment_token_id: savedTokenId, security_code: '123' },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0].error_message).toMatch(
      /^saved_card\.payment_token_id must be a saved card of this checkout's customer/,
    );
  });

  it('makes a new customer for a cookie that is not one it set (never the shared demo-customer)', async () => {
    t = await createTestApp();
    const forged = browser();
    forged.jar.set('kassa_demo_customer', 'kassa_demo_customer=customer');
    const { customer, setCookie } = await forged.demoCheckout();
    expect(customer).toMatch(/^demo-[\w-]{43}$/);
    expect(setCookie).not.toContain('kassa_demo_customer=customer;');
  });
});
