import { expect, test } from '@playwright/test';
import { recordProblems } from '../server/test-support/merchant-webhook.ts';
import {
  createCheckout,
  E2E_API_KEY,
  type KassaServer,
  payOverFormApi,
  startKassa,
} from './support/kassa-server.ts';

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});
test.afterAll(async () => kassa?.stop());

const valid = {
  payment_data: { type: 'SALE', currency_code: 'EUR', amount: '5.00' },
  customer: { merchant_customer_id: 'c1', email: 'a@example.com', country_code: 'DE' },
  callback: { success_url: 'https://shop.example/ok', failure_url: 'https://shop.example/no' },
  products: [{ product_type: 'SALE', product_name: 'Tea', product_price: '5.00' }],
};

test('a wrong API key gets 401 in the spec error body', async () => {
  const { status, json } = await createCheckout(kassa, valid, 'sk_not_the_key_000000000');
  expect(status).toBe(401);
  expect(json).toEqual({
    errors: [{ error_code: 'INVALID_REQUEST', error_message: 'X-Api-Key is not valid' }],
  });
});

test('a bad field gets 400 INVALID_REQUEST_PARAMETER naming the field and rule', async () => {
  const { status, json } = await createCheckout(kassa, {
    ...valid,
    callback: { success_url: 'not a url', failure_url: 'https://shop.example/no' },
  });
  expect(status).toBe(400);
  expect(json.errors[0].error_code).toBe('INVALID_REQUEST_PARAMETER');
  expect(json.errors[0].error_message).toMatch(/^callback\.success_url /);
});

test('malformed JSON gets 400 INVALID_REQUEST', async () => {
  const res = await fetch(`${kassa.url}/v1/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sk_e2e_0123456789abcdefghij' },
    body: '{"payment_data":',
  });
  expect(res.status).toBe(400);
  expect((await res.json()).errors[0].error_code).toBe('INVALID_REQUEST');
});

test('GET /v1/transaction lists a checkout paid over the form API, in the postback’s record shape', async () => {
  const reference = `e2e-list-${Date.now()}`;
  const { json } = await createCheckout(kassa, {
    ...valid,
    payment_data: { ...valid.payment_data, merchant_payment_id: reference },
  });
  const paid = await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242');
  expect(paid.status).toBe(200);
  const list = (query: string) =>
    fetch(`${kassa.url}/v1/transaction?${query}`, { headers: { 'x-api-key': E2E_API_KEY } });
  const res = await list(`merchant_payment_id=${reference}&transaction_status=SUCCESS`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({
    type: 'TRANSACTION',
    meta: { limit: 100, next_prev_id: null, has_more: false },
  });
  expect(body.data).toHaveLength(1);
  expect(recordProblems(body.data[0])).toEqual([]);
  expect(body.data[0]).toMatchObject({
    transaction_type: 'SALE',
    transaction_status: 'SUCCESS',
    payment: { payment_id: json.data.payment_id, merchant_payment_id: reference },
    payment_details: { card_last4: '4242' },
  });
  const refused = await list('limit=1001');
  expect(refused.status).toBe(400);
  expect((await refused.json()).errors[0].error_message).toMatch(/^limit must be a whole number/);
});

test('the hosted page of an unknown session says so', async ({ page }) => {
  await page.goto(`${kassa.url}/pay/cs_${'a'.repeat(43)}`);
  await expect(page.getByText(/not valid/i)).toBeVisible();
});
