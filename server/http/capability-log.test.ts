import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPABILITY_PREFIXES } from '../platform/ids.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestApp, openSession, type TestApp } from '../test-support/test-app.ts';

// Every route that takes a capability id (server/platform/ids.ts CAPABILITY_PREFIXES), walked with a real
// logger at its most talkative level: the captured log must not hold the secret part of any of
// them, however the URL spelt it, in its path or its query.

let t: TestApp;
afterEach(() => t?.app.close());

const ORIGIN = 'https://pay.example.test';
const CHALLENGE_CARD = '4000000000003220';

async function loggingApp(): Promise<() => string> {
  let logged = '';
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, { logger: createLogger('trace', capture) });
  return () => logged;
}

const secretOf = (id: string): string => id.slice(id.indexOf('_') + 1);

describe('capability ids in the log', () => {
  it('never appear on any route that takes one, as sent or percent-encoded', async () => {
    const log = await loggingApp();
    const requests: string[] = [];
    const send = (method: 'GET' | 'POST', url: string, payload?: object) => {
      requests.push(url);
      return t.app.inject({ method, url, ...(payload && { payload }) });
    };
    /** A page's form post, from the page's own origin unless told otherwise. */
    const form = (url: string, fields: Record<string, string>, origin: string | null = ORIGIN) => {
      requests.push(url);
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin !== null && { origin }),
        },
        payload: new URLSearchParams(fields).toString(),
      });
    };

    const session = await openSession(t, {
      payment_data: {
        type: 'SALE',
        currency_code: 'EUR',
        methods: ['CARD', 'IDEAL', 'GOOGLE_PAY'],
        shop_name: 'Test Shop',
      },
      products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '34.40' }],
    });
    requests.push('/v1/checkout');
    const api = `/api/sessions/${session}`;

    // The hosted page and the form's API.
    await send('GET', `/pay/${session}`);
    await send('GET', `/pay/${session}?theme=DARK`);
    await send('GET', api);
    await send('GET', `${api}/embedding?origin=${encodeURIComponent('https://shop.example.test')}`);

    // A 3-D Secure challenge: its page, a wrong code, a post from elsewhere, then cancelled.
    const paid = await send('POST', `${api}/payments`, {
      method: 'CARD',
      card: {
        number: CHALLENGE_CARD,
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ann Example',
      },
    });
    const challengeUrl = new URL(paid.json().action.challenge_url);
    const challenge = challengeUrl.pathname.split('/').pop() ?? '';
    expect(challenge).toMatch(/^acs_/);
    await send('GET', `${challengeUrl.pathname}?theme=DARK`);
    const wrong = await form(challengeUrl.pathname, { decision: 'approve', code: '000000' });
    expect(wrong.statusCode).toBe(200);
    expect((await form(challengeUrl.pathname, { decision: 'deny' }, null)).statusCode).toBe(403);
    await send('POST', `${api}/three-ds/cancel`);

    // An alternative payment: its provider page, approved; a hosted session goes back (303) to
    // its page, which names the session token in Location.
    const started = await send('POST', `${api}/apm-payments`, { method: 'IDEAL' });
    const providerPath = new URL(started.json().action.url).pathname;
    const step = providerPath.split('/').pop() ?? '';
    expect(step).toMatch(/^apm_/);
    await send('GET', providerPath);
    await send('GET', `${providerPath}?theme=DARK`);
    const decided = await form(`${providerPath}?theme=LIGHT`, { decision: 'approve' });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`${ORIGIN}/pay/${session}`);

    // The session's other routes, answered after the payment or not at all.
    await send('POST', `${api}/apm-payments/cancel`);
    await send('POST', `${api}/wallet-payments`, {
      method: 'GOOGLE_PAY',
      wallet: { token: 'sandbox:visa', auth_method: 'PAN_ONLY' },
    });
    await send('POST', `${api}/apple-pay/merchant-session`, {
      validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });

    // Other spellings of the same ids, and the ids in query strings.
    const sessionSecret = secretOf(session);
    const stepSecret = secretOf(step);
    const challengeSecret = secretOf(challenge);
    for (const url of [
      `/pay/%63s_${sessionSecret}`,
      `/api/sessions/cs%5F${sessionSecret}`,
      `/api/sessions/CS_${sessionSecret}`,
      `/sandbox/provider/%61pm_${stepSecret}`,
      `/sandbox/provider/ap%6d%5f${stepSecret}`,
      `/sandbox/acs/%61cs_${challengeSecret}`,
      `/sandbox/acs/a%63s_${challengeSecret}`,
      `/sandbox/return?outcome=success&session=${session}&challenge=${challenge}`,
      `/sandbox/return?next=${encodeURIComponent(`${ORIGIN}/sandbox/provider/${step}`)}`,
      `/nowhere/${step}?token=${session}`,
    ]) {
      await send('GET', url);
    }

    const text = log();
    const lines = text.split('\n').filter((line) => line.includes('"request completed"'));
    expect(lines).toHaveLength(requests.length);
    const secrets = { session: sessionSecret, step: stepSecret, challenge: challengeSecret };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(text, `the ${name}'s secret`).not.toContain(secret);
    }
    // Each prefix is recognised for itself, and what was asked stays readable.
    expect(text).toContain('"url":"/sandbox/provider/apm_[redacted]?theme=LIGHT"');
    expect(text).toContain('"url":"/sandbox/acs/acs_[redacted]?theme=DARK"');
    expect(text).toContain('"url":"/sandbox/acs/acs_[redacted]"');
    expect(text).toContain('"url":"/api/sessions/cs_[redacted]/three-ds/cancel"');
    expect(text).toContain(
      '"url":"/sandbox/return?outcome=success&session=cs_[redacted]&challenge=acs_[redacted]"',
    );
    expect([...CAPABILITY_PREFIXES].sort()).toEqual(['acs', 'apm', 'cs']);
  });
});
