import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  chargeBody,
  postbacksOf,
  postCharge,
  savedToken,
  tokenOfCard,
} from '../../test-support/token-charges.ts';

// POST /v1/cit-sale in process: the session it answers, whose page goes straight to the 3-D Secure
// challenge, and where the shopper goes after it (success_url or failure_url).

let t: TestApp;
afterEach(() => t?.app.close());

const ORIGIN = 'https://pay.example.test';
const urls = {
  success_url: 'https://shop.example.test/renewed',
  failure_url: 'https://shop.example.test/not-renewed?order=7',
};

async function citSession(token: string, overrides: Record<string, unknown> = {}) {
  const res = await postCharge(t, '/v1/cit-sale', chargeBody(token, { ...urls, ...overrides }));
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const sessionToken = new URL(body.data.session.redirect_url).pathname.split('/').pop() ?? '';
  return { body, sessionToken };
}

const view = async (sessionToken: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionToken}` })).json();

/** The open challenge's path, from the session view the page loads. */
async function challengePath(sessionToken: string): Promise<string> {
  const open = await view(sessionToken);
  expect(open.state).toBe('PROCESSING');
  expect(open.action?.kind).toBe('three_ds');
  const url = new URL(open.action.challenge_url);
  expect(url.origin).toBe(ORIGIN);
  return url.pathname;
}

async function oneTimeCode(path: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: path });
  const match = /the code is <strong[^>]*>(\d{6})<\/strong>/.exec(page.body);
  if (!match?.[1]) throw new Error('no code on the challenge page');
  return match[1];
}

const answer = (path: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('POST /v1/cit-sale', () => {
  it('answers a session whose page opens the challenge; Approve pays and sends the shopper to success_url', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const { body, sessionToken } = await citSession(token);
    expect(body.type).toBe('PAYMENT');
    expect(body.data).toMatchObject({
      payment_type: 'SALE',
      payment_token_id: token,
      amount: '12.00',
      forced_3d: false,
      ...urls,
    });
    expect(body.data.session.redirect_url).toMatch(`${ORIGIN}/pay/`);

    const open = await view(sessionToken);
    expect(open.confirm_only).toBe(true);
    // The card is the saved one: the form offers no other and no box to save it again.
    expect(open).not.toHaveProperty('save_card_offered');
    const path = await challengePath(sessionToken);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('•••• 4242');
    expect(page.body).toContain('€12.00');
    expect(page.body).not.toContain('4242424242424242');

    const done = await answer(path, { decision: 'approve', code: await oneTimeCode(path) });
    expect(done.statusCode).toBe(200);
    const paid = await view(sessionToken);
    expect(paid.state).toBe('SUCCEEDED');
    expect(paid.redirect_url).toBe(urls.success_url);
    expect(await postbacksOf(t, body.data.payment_id)).toEqual([
      ['THREE_DS', 'SUCCESS', 1300, 'SALE'],
      ['SALE', 'SUCCESS', 1000, 'SALE'],
    ]);
    // The charge links to the original payment by its token, and saves no token of its own.
    const tokens = await t.db.query('SELECT payment_token_id FROM payment_tokens');
    expect(tokens).toHaveLength(1);
  });

  it('Deny ends the payment (one attempt) and sends the shopper to failure_url with the code', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const { body, sessionToken } = await citSession(token);
    const path = await challengePath(sessionToken);
    await answer(path, { decision: 'deny' });
    const failed = await view(sessionToken);
    expect(failed.state).toBe('FAILED');
    expect(failed.attempts_left).toBe(0);
    const redirect = new URL(failed.redirect_url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('https://shop.example.test/not-renewed');
    expect(redirect.searchParams.get('order')).toBe('7');
    expect(redirect.searchParams.get('error_code')).toBe('1320');
    expect(await postbacksOf(t, body.data.payment_id)).toEqual([
      ['THREE_DS', 'DECLINE', 1320, 'SALE'],
    ]);
  });

  it('declines after the challenge as the token’s test card does', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000009995');
    const { body, sessionToken } = await citSession(token);
    const path = await challengePath(sessionToken);
    await answer(path, { decision: 'approve', code: await oneTimeCode(path) });
    const failed = await view(sessionToken);
    expect(failed.state).toBe('FAILED');
    expect(new URL(failed.redirect_url).searchParams.get('error_code')).toBe('2004');
    expect(await postbacksOf(t, body.data.payment_id)).toEqual([
      ['THREE_DS', 'SUCCESS', 1300, 'SALE'],
      ['SALE', 'DECLINE', 2004, 'SALE'],
    ]);
  });

  it('a frictionless card pays without a challenge; forced_3d: true challenges it', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000061301');
    const plain = await citSession(token);
    const paid = await view(plain.sessionToken);
    expect(paid.state).toBe('SUCCEEDED');
    expect(paid.redirect_url).toBe(urls.success_url);
    expect(await postbacksOf(t, plain.body.data.payment_id)).toEqual([
      ['THREE_DS', 'SUCCESS', 1301, 'SALE'],
      ['SALE', 'SUCCESS', 1000, 'SALE'],
    ]);

    const forced = await citSession(token, { forced_3d: true });
    expect(forced.body.data.forced_3d).toBe(true);
    await challengePath(forced.sessionToken);
  });

  it('a card whose issuer refuses 3-D Secure fails at once: the page sends the shopper to failure_url', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000061400');
    const { sessionToken } = await citSession(token);
    const failed = await view(sessionToken);
    expect(failed.state).toBe('FAILED');
    expect(new URL(failed.redirect_url).searchParams.get('error_code')).toBe('2138');
  });

  it('checks the token like an MIT (2908) and needs success_url and failure_url', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const other = await postCharge(
      t,
      '/v1/cit-sale',
      chargeBody(token, { ...urls, merchant_customer_id: 'cust-2' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].error_message).toContain('(2908 Payment token is not valid)');
    const noUrls = await postCharge(t, '/v1/cit-sale', chargeBody(token));
    expect(noUrls.json().errors[0].error_message).toBe('success_url is required');
    const zero = await postCharge(
      t,
      '/v1/cit-sale',
      chargeBody(token, {
        ...urls,
        amount: '0.00',
        products: [{ product_type: 'SALE', product_name: 'Nothing', product_price: '0.00' }],
      }),
    );
    expect(zero.json().errors[0].error_message).toContain('amount must be more than zero');
  });

  it('creates one payment for 50 concurrent requests with one X-Idempotency-Key', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postCharge(t, '/v1/cit-sale', chargeBody(token, urls), { 'x-idempotency-key': 'cit-1' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(49).fill(409)]);
    const challenges = await t.db.query('SELECT challenge_id FROM three_ds_challenges');
    expect(challenges).toHaveLength(1);
  });
});
