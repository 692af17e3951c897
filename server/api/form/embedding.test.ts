import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { checkoutBody, createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';

// GET /api/sessions/:token/embedding: the embed script's question when its frame stays silent.

let t: TestApp;
afterEach(() => t?.app.close());

const SHOP = 'https://shop.example.test';

async function newSession(uiMode: 'HOSTED' | 'EMBEDDED'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody({
      payment_data: { type: 'SALE', currency_code: 'EUR', ui_mode: uiMode },
    }),
  });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().data.session.redirect_url).pathname.split('/').pop() ?? '';
}

const ask = (token: string, origin: string | null = SHOP) =>
  t.app.inject({
    method: 'GET',
    url: `/api/sessions/${token}/embedding${origin === null ? '' : `?origin=${encodeURIComponent(origin)}`}`,
    headers: { origin: 'http://localhost:8103' },
  });

describe('the embedding diagnosis', () => {
  it('says an EMBEDDED session may be framed by an allowed origin, and nothing more', async () => {
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: SHOP });
    const res = await ask(await newSession('EMBEDDED'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ embeddable: true });
    // Merchant pages of any origin read it.
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the page origin and the allowed ones when the origin is not allowed', async () => {
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: 'http://127.0.0.1:8103' });
    const res = await ask(await newSession('EMBEDDED'), 'http://localhost:8103');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({
      embeddable: false,
      error_message: expect.stringContaining(
        "this page's origin http://localhost:8103 is not among the merchant's allowed origins (http://127.0.0.1:8103)",
      ),
    });
  });

  it('says a HOSTED session was created for the hosted page', async () => {
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: SHOP });
    const token = await newSession('HOSTED');
    const { embeddable, error_message } = (await ask(token)).json();
    expect(embeddable).toBe(false);
    expect(error_message).toMatch(
      /^checkout cs_\S{7}… was created for the hosted page \(ui_mode HOSTED\); create it with ui_mode EMBEDDED/,
    );
    // Enough of the token to recognise it, never all of it.
    expect(error_message).not.toContain(token);
  });

  it.each([
    ['unknown', `cs_${'x'.repeat(43)}`],
    ['malformed', 'cs_nope'],
  ])(
    'answers an %s token with 404 and a message of its own, readable across origins',
    async (_, token) => {
      t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: SHOP });
      const res = await ask(token);
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.json().errors[0]).toEqual({
        error_code: 'NOT_FOUND',
        error_message: expect.stringMatching(/^checkout cs_\S*… does not exist on this service/),
      });
    },
  );

  it('needs the origin', async () => {
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: SHOP });
    const res = await ask(await newSession('EMBEDDED'), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toMatch(/origin/);
  });
});
