import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { payoutBody, postPayout } from '../../test-support/payouts.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  postCheckout,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, postCharge, savedToken } from '../../test-support/token-charges.ts';

// The merchant's base currency (spec: base_amount, base_currency_code, "amount converted to the
// merchant base currency"; postback field processor_response_base_amount): every payment, payout,
// transaction record and postback carries its amount in it, converted when it was made at the
// sandbox's fixed rates (docs/payouts.md, Base currency). EUR unless MERCHANT_BASE_CURRENCY says.

let t: TestApp;
afterEach(() => t?.app.close());

/** A card sale of one product at `price` in `currency`, paid; its TRANSACTION postbacks' data. */
async function paidSale(price: string, currency: string) {
  const session = await openSession(t, {
    payment_data: { type: 'SALE', currency_code: currency },
    products: [{ product_type: 'SALE', product_name: 'Beans', product_price: price }],
  });
  expect((await payCard(t, session)).outcome).toBe('SUCCESS');
  const rows = await t.db.query(
    `SELECT payload FROM postback_outbox WHERE event_type = 'TRANSACTION' ORDER BY queued_seq`,
  );
  return rows.map((row) => JSON.parse(String(row.payload)).data);
}

const list = () =>
  t.app.inject({ method: 'GET', url: '/v1/transaction', headers: { 'x-api-key': TEST_API_KEY } });

describe('base amounts in the default base currency, EUR', () => {
  it('a checkout in USD: the answer, the SALE record, its postback and the list', async () => {
    t = await createTestApp();
    const res = await postCheckout(
      t,
      checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'USD', amount: '10.80' },
        products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '10.80' }],
      }),
    );
    expect(res.json().data).toMatchObject({
      amount: '10.80',
      currency_code: 'USD',
      base_amount: '10.00',
      base_currency_code: 'EUR',
    });

    const [sale] = await paidSale('21.60', 'USD');
    expect(sale).toMatchObject({
      transaction_amount: '21.60',
      transaction_currency_code: 'USD',
      base_amount: '20.00',
      base_currency_code: 'EUR',
      transaction_details: {
        processor_response_transaction_amount: '21.60',
        processor_response_base_amount: '20.00',
      },
      payment: { base_amount: '20.00', base_currency_code: 'EUR' },
    });
    expect((await list()).json().data[0]).toEqual(sale);
  });

  it('a partial refund is converted on its own: 5.40 USD of a 21.60 USD sale is 5.00 EUR', async () => {
    t = await createTestApp();
    const [sale] = await paidSale('21.60', 'USD');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/refund',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({ transaction_id: sale.transaction_id, amount: '5.40' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      transaction_type: 'REFUND',
      transaction_amount: '5.40',
      base_amount: '5.00',
      base_currency_code: 'EUR',
      transaction_details: { processor_response_base_amount: '5.00' },
      payment: { base_amount: '20.00' },
    });
  });

  it('an MIT sale: the payment and its transaction in the answer', async () => {
    t = await createTestApp();
    const token = await savedToken(t);
    const res = await postCharge(t, '/v1/mit-sale', chargeBody(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      base_amount: '12.00',
      base_currency_code: 'EUR',
      transactions: [{ base_amount: '12.00', base_currency_code: 'EUR' }],
    });
  });

  it('a currency without a rate: no base amount anywhere, the rest as always', async () => {
    t = await createTestApp();
    const [sale] = await paidSale('1500', 'ISK');
    expect(sale.transaction_currency_code).toBe('ISK');
    expect(sale).not.toHaveProperty('base_amount');
    expect(sale.transaction_details).not.toHaveProperty('processor_response_base_amount');
    expect(sale.payment).not.toHaveProperty('base_amount');
  });
});

describe('MERCHANT_BASE_CURRENCY', () => {
  it('USD: payments and payouts are converted to it', async () => {
    t = await createTestApp({ MERCHANT_BASE_CURRENCY: 'USD' });
    const [sale] = await paidSale('34.40', 'EUR');
    expect(sale).toMatchObject({
      base_amount: '37.15',
      base_currency_code: 'USD',
      payment: { base_amount: '37.15', base_currency_code: 'USD' },
    });
    const payout = await postPayout(t, payoutBody('SEPA'));
    expect(payout.json().data).toMatchObject({ base_amount: '334.80', base_currency_code: 'USD' });
    const krw = await postPayout(t, payoutBody('BANK_TRANSFER'));
    expect(krw.json().data).toMatchObject({ base_amount: '36.00', base_currency_code: 'USD' });
  });

  it('KRW, a currency without decimals: base amounts in whole won', async () => {
    t = await createTestApp({ MERCHANT_BASE_CURRENCY: 'KRW' });
    const payout = await postPayout(t, payoutBody('SEPA'));
    expect(payout.json().data).toMatchObject({ base_amount: '465000', base_currency_code: 'KRW' });
  });

  it('must be an ISO 4217 code, and one of the rate table', async () => {
    expect(() => loadConfig({ MERCHANT_BASE_CURRENCY: 'EURO' })).toThrow(
      'MERCHANT_BASE_CURRENCY must be an ISO 4217 currency code such as EUR or USD, got "EURO"',
    );
    await expect(createTestApp({ MERCHANT_BASE_CURRENCY: 'ISK' })).rejects.toThrow(
      "MERCHANT_BASE_CURRENCY must be a currency of the sandbox's rate table (docs/payouts.md, The rate table); ISK has no rate",
    );
  });
});
