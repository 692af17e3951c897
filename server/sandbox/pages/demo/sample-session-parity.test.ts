import { afterEach, describe, expect, it } from 'vitest';
import type { SessionView } from '../../../../common/contract/session-api.ts';
import { findPreviewState } from '../../../../preview/preview-states.ts';
import { sampleSession } from '../../../../preview/sample-session.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../../test-support/test-app.ts';
import { previewPage } from './demo-access.ts';

// The designer preview draws the form from a sample session (preview/sample-session.ts) instead
// of asking the server, so nothing but this test keeps the sample the session the server gives.
// It once lacked save_card_offered, and the preview's Empty state lacked the save box a demo
// checkout shows. The preview's side (preview/states-parity.test.tsx) renders the two alike.

let t: TestApp;
afterEach(() => t?.app.close());

/** The session view of the checkout "Create a test checkout" on the preview opens. */
async function demoCheckoutView(): Promise<SessionView> {
  const page = previewPage('<head></head>', t.config, undefined);
  const token = /name="kassa-sandbox-demo" content="([^"]*)"/.exec(page.html)?.[1] ?? '';
  const cookie = (page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/demo-checkout',
    headers: { origin: 'https://pay.example.test', cookie, 'x-kassa-demo-token': token },
  });
  const session = res.json().redirect_url.split('/pay/')[1];
  return (await t.app.inject({ method: 'GET', url: `/api/sessions/${session}` })).json();
}

/** What the form reads to decide what to show, without the values unique to one checkout. */
function shapeOf(view: SessionView): Record<string, unknown> {
  const {
    payment_id: _id,
    created_at: _created,
    expires_at: _expires,
    server_time: _now,
    attempts_left: _attempts,
    products,
    ...rest
  } = view;
  return {
    ...rest,
    // The demo's optional gift wrapping is the preview's "Optional products" state.
    products: products
      .filter((product) => !product.is_optional)
      .map(({ product_id: _product, ...product }) => product),
  };
}

describe("the preview's sample session", () => {
  it('is the session view the server gives a demo checkout, field for field', async () => {
    t = await createTestApp();
    const sample = sampleSession();
    expect(shapeOf({ ...sample, products: sample.products })).toEqual(
      shapeOf(await demoCheckoutView()),
    );
  });

  it("leaves out the save box where the server does: the preview's card-saving session", async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/token',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({
        payment_method: 'CARD',
        merchant_payment_id: 'card-save-1',
        merchant_customer_id: 'cust-5',
        email: 'ann@example.com',
        language: 'en-us',
        country_code: 'DE',
        success_url: 'https://shop.example.test/card-saved',
        failure_url: 'https://shop.example.test/card-not-saved',
        prefilled_card_holder: 'Ann Example',
      }),
    });
    const token = new URL(res.json().data.session.redirect_url).pathname.split('/').pop();
    const view: SessionView = (
      await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })
    ).json();
    const preview = findPreviewState('save-card').session(sampleSession());
    expect(preview.save_card_offered).toBe(view.save_card_offered);
    expect(preview.payment_type).toBe(view.payment_type);
  });
});
