import { afterEach, describe, expect, it } from 'vitest';
import { sessionView } from '../domain/attempts/session-view.ts';
import { findPaymentBySessionToken } from '../domain/ledger/payment-store.ts';
import { paymentData } from '../domain/ledger/payment-view.ts';
import { findFormSettings } from '../domain/merchants/merchant-store.ts';
import type { TestApp } from '../test-support/test-app.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
} from '../test-support/test-app.ts';

// Every route serializes its answer with its response schema, which drops any field the schema
// does not name. Each answer here sets every optional field there is and must leave the
// server exactly as the route built it.

let t: TestApp;
afterEach(() => t?.app.close());

const everyOptionalField = checkoutBody({
  payment_data: {
    type: 'SALE',
    ui_mode: 'EMBEDDED',
    currency_code: 'EUR',
    merchant_payment_id: 'order-1001',
    language: 'de-de',
    shop_name: 'Test Shop',
    shop_url: 'https://shop.example.test',
    forced_3d: false,
  },
  customer: {
    merchant_customer_id: 'cust-1',
    email: 'ann@example.com',
    country_code: 'DE',
    first_name: 'Ann',
    last_name: 'Example',
    phone_number: '+49 30 1234567',
  },
  products: [
    {
      product_type: 'SALE',
      product_id: 'prd-beans',
      merchant_product_id: 'sku-1',
      product_name: 'Beans',
      product_description: 'Whole beans, 1 kg',
      product_price: '24.90',
      product_transaction_price: '24.90',
    },
    {
      product_type: 'SALE',
      product_name: 'Gift wrapping',
      product_price: '2.00',
      is_optional: true,
      is_preselected: true,
    },
  ],
  payment_form_override: {
    color: '#0a7d55',
    theme_type: 'DARK',
    theme_variables: { fontSizeBase: '17px' },
    theme_rules: { '.kassa-label': { 'font-weight': '600' } },
  },
  taxOverride: {
    transaction_tax_type: 'ON_TOP',
    transaction_tax_label: 'VAT',
    transaction_tax_percentage: '19',
  },
});

async function openSession(): Promise<{ data: Record<string, unknown>; token: string }> {
  t = await createTestApp({
    MERCHANT_ALLOWED_ORIGINS: 'https://shop.example.test',
    MERCHANT_THEME: '{"theme_type":"LIGHT","theme_variables":{"primaryColor":"#3b4fd8"}}',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: everyOptionalField,
  });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return { data, token: new URL(data.session.redirect_url).pathname.split('/').pop() ?? '' };
}

async function stored(token: string) {
  const payment = await findPaymentBySessionToken(t.db, token);
  if (!payment) throw new Error(`no payment for ${token}`);
  return payment;
}

describe('response schemas', () => {
  it('POST /v1/checkout answers the whole Payment the route built', async () => {
    const { data, token } = await openSession();
    expect(data).toEqual(paymentData(await stored(token), t.config.publicUrl));
    expect(data).toHaveProperty('transaction_tax_label', 'VAT');
    expect(data).toHaveProperty('products.0.merchant_product_id', 'sku-1');
  });

  it('GET /api/sessions/:token answers the whole view, last error and themes included', async () => {
    const { token } = await openSession();
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: {
        method: 'CARD',
        card: {
          number: '4000000000009995',
          expiry_month: 12,
          expiry_year: 2030,
          security_code: '123',
          holder_name: 'Ann Example',
        },
        selected_product_ids: [],
      },
    });
    expect(declined.json()).toMatchObject({ outcome: 'RETRY', error: { error_code: 2004 } });

    const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` });
    const payment = await stored(token);
    const built = sessionView(
      payment,
      t.clock.now,
      await findFormSettings(t.db, payment.merchantId),
    );
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(built)));
    expect(built).toHaveProperty('last_error.error_code', 2004);
    expect(built).toHaveProperty('embed_origins', ['https://shop.example.test']);
    expect(built).toHaveProperty('merchant_theme.theme_type', 'LIGHT');
    expect(built).toHaveProperty('payment_form_override.theme_rules');
    expect(built).toHaveProperty('tax.transaction_tax_label', 'VAT');
  });

  it('POST /api/sessions/:token/payments answers outcome, error, redirect and attempts', async () => {
    const { token } = await openSession();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${token}/payments`,
      payload: cardPaymentBody(),
    });
    expect(res.json()).toEqual({
      outcome: 'SUCCESS',
      redirect_url: 'https://shop.example.test/ok',
      attempts_left: 0,
    });
  });

  it('errors leave in the one error body', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/cs_unknown_token_0123456789',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ error_code: 'NOT_FOUND', error_message: 'checkout session not found' }],
    });
  });
});
