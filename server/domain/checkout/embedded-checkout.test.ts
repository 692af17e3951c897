import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { checkoutBody, createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';

let t: TestApp;
afterEach(() => t?.app.close());

const embedded = checkoutBody({
  payment_data: { type: 'SALE', currency_code: 'EUR', ui_mode: 'EMBEDDED' },
});

const post = () =>
  t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: embedded,
  });

describe('EMBEDDED checkouts', () => {
  it('are refused while the merchant allows no origin to frame them', async () => {
    t = await createTestApp();
    const res = await post();
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toMatch(/^payment_data\.ui_mode EMBEDDED needs/);
  });

  it("tell the form which origins may frame it; hosted sessions don't", async () => {
    t = await createTestApp({ MERCHANT_ALLOWED_ORIGINS: 'https://shop.example.test' });
    const res = await post();
    expect(res.statusCode).toBe(200);
    const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop();
    const view = (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();
    expect(view.ui_mode).toBe('EMBEDDED');
    expect(view.embed_origins).toEqual(['https://shop.example.test']);

    const hosted = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: checkoutBody(),
    });
    const hostedToken = new URL(hosted.json().data.session.redirect_url).pathname.split('/').pop();
    const hostedView = (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${hostedToken}` })
    ).json();
    expect(hostedView.embed_origins).toBeUndefined();
  });
});
