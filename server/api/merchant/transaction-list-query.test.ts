import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANT_RULE } from '../../contract/instants.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createTestApp, TEST_API_KEY } from '../../test-support/test-app.ts';

// The query of GET /v1/transaction through the route's schema: every bad parameter is a
// 400 in the spec's error body naming the parameter and its rule, never a 5xx.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.app.close();
});

const get = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/transaction?${query}`,
    headers: { 'x-api-key': TEST_API_KEY },
  });

async function refusal(query: string): Promise<string> {
  const res = await get(query);
  expect(res.statusCode, `${query} → ${res.body}`).toBe(400);
  const body = res.json();
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0].error_code).toBe('INVALID_REQUEST_PARAMETER');
  return body.errors[0].error_message;
}

const LIMIT_RULE = 'limit must be a whole number from 1 to 1000 (default 100)';

describe('GET /v1/transaction query validation', () => {
  it.each([
    ['limit=0', LIMIT_RULE],
    ['limit=1001', LIMIT_RULE],
    ['limit=10000', LIMIT_RULE],
    ['limit=0100', LIMIT_RULE],
    ['limit=-1', LIMIT_RULE],
    ['limit=1.5', LIMIT_RULE],
    ['limit=050', LIMIT_RULE],
    ['limit=1e2', LIMIT_RULE],
    ['limit=%2B5', LIMIT_RULE],
    ['limit=', LIMIT_RULE],
    ['limit=ten', LIMIT_RULE],
    ['limit=1&limit=2', 'limit must be given at most once'],
    [
      'transaction_status=SUCCESS&transaction_status=DECLINE',
      'transaction_status must be given at most once',
    ],
    [
      'transaction_status=success',
      'transaction_status must be one of SUCCESS, PENDING, DECLINE, ERROR',
    ],
    [
      'transaction_type=PAYMENT',
      /^transaction_type must be one of SALE, AUTHORIZE, THREE_DS, .*, or several of them separated by commas \(SALE,REFUND\)$/,
    ],
    ['transaction_type=SALE,', /^transaction_type must be one of SALE, /],
    ['transaction_type=SALE,,REFUND', /^transaction_type must be one of SALE, /],
    ['transaction_type=sale', /^transaction_type must be one of SALE, /],
    [
      'transaction_type=SALE&transaction_type=REFUND',
      'transaction_type must be given at most once',
    ],
    [
      'response_code=1',
      'response_code must be a response code of 4 digits, such as 1000 or 2004, or several of them separated by commas (1000, 2000)',
    ],
    [
      'response_code=0100',
      'response_code must be a response code of 4 digits, such as 1000 or 2004, or several of them separated by commas (1000, 2000)',
    ],
    [
      'response_code=1000,',
      'response_code must be a response code of 4 digits, such as 1000 or 2004, or several of them separated by commas (1000, 2000)',
    ],
    ['response_code=1000,,2000', /^response_code must be a response code of 4 digits/],
    ['response_code=1000;2000', /^response_code must be a response code of 4 digits/],
    ['response_code=1000%092000', /^response_code must be a response code of 4 digits/],
    [
      'created_from=2026-11-01T00:00:00Z&created_at_from=2026-11-01T00:00:00Z',
      'created_from and created_at_from name the same field; send one',
    ],
    ['created_at_from=2026-11-01', `created_at_from ${INSTANT_RULE}`],
    [
      'created_at_from=2026-11-02T00:00:00Z&created_at_to=2026-11-01T00:00:00Z',
      'created_at_to must be later than created_at_from',
    ],
    [
      'created_from=2026-11-02T00:00:00Z&created_at_to=2026-11-01T00:00:00Z',
      'created_at_to must be later than created_from',
    ],
    [
      'payment_method=BITCOIN',
      /^payment_method must be one of CARD, APPLE_PAY, GOOGLE_PAY, .*NAVERPAY, NAVER_PAY/,
    ],
    ['created_from=yesterday', `created_from ${INSTANT_RULE}`],
    ['created_from=2026-11-01', `created_from ${INSTANT_RULE}`],
    ['created_from=2026-11-01T00:00:00', `created_from ${INSTANT_RULE}`],
    ['created_from=2026-02-30T00:00:00Z', `created_from ${INSTANT_RULE}`],
    ['created_to=2026-11-01T24:00:00Z', `created_to ${INSTANT_RULE}`],
    ['created_to=2026-11-01T00:00:00.1234567Z', `created_to ${INSTANT_RULE}`],
    ['created_to=2026-11-01T00:00:00%2B15:00', `created_to ${INSTANT_RULE}`],
    ['created_from=1969-12-31T23:59:59Z', `created_from ${INSTANT_RULE}`],
    ['created_from=0000-01-01T00:00:00Z', `created_from ${INSTANT_RULE}`],
    [
      'created_from=2026-11-02T00:00:00Z&created_to=2026-11-01T00:00:00Z',
      'created_to must be later than created_from',
    ],
    [
      // The same instant: an empty range is a mistake, not a question.
      'created_from=2026-11-01T01:00:00%2B01:00&created_to=2026-11-01T00:00:00Z',
      'created_to must be later than created_from',
    ],
    ['payment_id=', 'payment_id must be 1 to 64 characters long'],
    [`payment_id=${'p'.repeat(65)}`, 'payment_id must be 1 to 64 characters long'],
    [
      `merchant_payment_id=${'m'.repeat(65)}`,
      'merchant_payment_id must be 1 to 64 characters long',
    ],
    ['prev_id=', 'prev_id must be 1 to 64 characters long: the prev_id of the previous answer'],
    [
      'prev_id=trx_nobody',
      'prev_id must be the transaction_id of one of your transactions: the prev_id of the previous answer',
    ],
    [
      'merchant_payment_id=a%00b',
      'merchant_payment_id must not contain NUL characters or unpaired UTF-16 surrogates',
    ],
    ['payment_id=%00', 'payment_id must not contain NUL characters or unpaired UTF-16 surrogates'],
    [
      'count=10',
      /^"count" is not a parameter of GET \/transaction; the parameters are created_at_from, created_at_to, transaction_type, transaction_status, response_code, payment_method, payment_id, merchant_payment_id, limit, prev_id$/,
    ],
    ['limit[]=5', /^"limit\[\]" is not a parameter/],
    [`${'x'.repeat(200)}=1`, new RegExp(`^"${'x'.repeat(64)}" is not a parameter`)],
  ])('%s → 400', async (query, message) => {
    const text = await refusal(query);
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  });

  it('answers hostile values with 200 or 400, never more', async () => {
    // A lone surrogate has no UTF-8; send the bytes a careless encoder would (CESU-8).
    const lone: Record<string, string> = { '\ud800': '%ED%A0%80', '\udfff': '%ED%BF%BF' };
    const encode = (value: string): string => lone[value] ?? encodeURIComponent(value);
    const hostile = [
      "' OR 1=1 --",
      '"; DROP TABLE transactions; --',
      '$1',
      '\\',
      '%',
      '_',
      '<script>alert(1)</script>',
      '😀'.repeat(16),
      '\u202e\u0301',
      '\ud800',
      '\udfff',
      ' ',
      '{"$gt":""}',
    ];
    const names = [
      'payment_id',
      'merchant_payment_id',
      'prev_id',
      'transaction_type',
      'transaction_status',
      'payment_method',
      'created_from',
      'created_to',
      'created_at_from',
      'created_at_to',
      'response_code',
      'limit',
    ];
    for (const name of names) {
      for (const value of hostile) {
        const res = await get(`${name}=${encode(value)}`);
        expect(res.statusCode, `${name}=${value}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 400) expect(res.json().errors[0].error_message).toContain(name);
        else expect(res.json().data).toEqual([]);
      }
    }
    // Malformed percent-encoding is taken as the text it is; unknown keys are refused.
    for (const query of ['payment_id=%E0%A4%A', 'payment_id=%', 'prev_id=%ZZ']) {
      expect((await get(query)).statusCode).toBeLessThan(500);
    }
    for (const query of ['__proto__=1', 'constructor=1', 'constructor[prototype]=1']) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
    expect(await refusal('__proto__=1')).toBe(
      'query string must not hold a "__proto__" key or "constructor.prototype"',
    );
    expect(await refusal('a%00=1')).toBe(
      'query string has a key holding NUL characters or unpaired UTF-16 surrogates',
    );
  });

  it('takes every parameter at once', async () => {
    const res = await get(
      'created_from=2026-11-01T00:00:00Z&created_to=2026-12-01T00:00:00.5%2B01:00' +
        '&transaction_type=SALE,%20REFUND&transaction_status=SUCCESS&response_code=1000,%202000' +
        '&payment_method=NAVERPAY' +
        '&payment_id=pay_1&merchant_payment_id=order-1&limit=1000',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      type: 'TRANSACTION',
      data: [],
      meta: { limit: 1000, next_prev_id: null, has_more: false },
    });
  });

  it('takes the lists as the reference writes them: spaces after the commas, encoded or as +', async () => {
    for (const query of [
      'response_code=1000, 2000',
      'response_code=1000,%202000',
      'response_code=1000,+2000',
      'response_code=%201000%20,%202000%20',
      'response_code=1000,2000,1000',
      'transaction_type=SALE, REFUND',
      'transaction_type=SALE,+REFUND',
    ]) {
      const res = await get(query);
      expect(res.statusCode, `${query} → ${res.body}`).toBe(200);
    }
  });
});
