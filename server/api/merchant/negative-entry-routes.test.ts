import { afterEach, describe, expect, it } from 'vitest';
import { otherMerchant } from '../../test-support/subscriptions.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import { tokenOfCard } from '../../test-support/token-charges.ts';

// POST, GET and DELETE /v1/merchant-negative-entry: the fields of each type, the normal forms,
// one entry per value, the card-number guard, the keyset-paged list and deleting.

let t: TestApp;
afterEach(() => t?.app.close());

const PATH = '/v1/merchant-negative-entry';

function send(method: 'POST' | 'GET' | 'DELETE', url: string, body?: unknown, key = TEST_API_KEY) {
  return t.app.inject({
    method,
    url,
    headers: {
      'x-api-key': key,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

const create = (body: unknown, key?: string) => send('POST', PATH, body, key);
const message = (res: { json: () => { errors: { error_message: string }[] } }) =>
  res.json().errors[0]?.error_message;

describe('POST /v1/merchant-negative-entry', () => {
  it('makes an entry of each type and answers it with its id, the value in its normal form', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4000000000000002');
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { type: 'CUSTOMER', merchant_customer_id: 'cust-9', reason: 'chargebacks' },
        { merchant_customer_id: 'cust-9', reason: 'chargebacks' },
      ],
      [
        { type: 'CARD', payment_token_id: token },
        {
          payment_token_id: token,
          card_bin: '400000',
          card_last4: '0002',
          card_expiry_month: 12,
          card_expiry_year: 2030,
        },
      ],
      [
        {
          type: 'CARD',
          card_bin: '555555',
          card_last4: '4444',
          card_expiry_month: 3,
          card_expiry_year: 2031,
        },
        { card_bin: '555555', card_last4: '4444', card_expiry_month: 3, card_expiry_year: 2031 },
      ],
      [{ type: 'IP', ip_address: ' 203.0.113.7 ' }, { ip_address: '203.0.113.7' }],
      [{ type: 'IP', ip_address: '2001:DB8:0:0:0:0:0:7' }, { ip_address: '2001:db8::7' }],
      [{ type: 'IP', ip_address: '::FFFF:198.51.100.9' }, { ip_address: '198.51.100.9' }],
      [{ type: 'EMAIL', email: 'Mallory@Example.COM' }, { email: 'mallory@example.com' }],
      // Kept without its +tag: the entry blocks the mailbox.
      [{ type: 'EMAIL', email: 'Eve+Shop2@example.com' }, { email: 'eve@example.com' }],
      [{ type: 'BIN', card_bin: '41111111' }, { card_bin: '41111111' }],
      [{ type: 'COUNTRY', country_code: 'kp' }, { country_code: 'KP' }],
    ];
    for (const [body, fields] of cases) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(200);
      const { type, data } = res.json();
      expect(type).toBe('MERCHANT_NEGATIVE_ENTRY');
      expect(data).toEqual({
        id: expect.stringMatching(/^neg_/),
        type: body.type,
        ...fields,
        created_at: '2026-11-22T10:00:00.000Z',
      });
    }
  });

  it('refuses a second entry for the same value, in any spelling, with 409 naming the first', async () => {
    t = await createTestApp();
    const pairs = [
      [
        { type: 'EMAIL', email: 'ann@example.com' },
        { type: 'EMAIL', email: 'ANN@Example.com' },
      ],
      [
        { type: 'EMAIL', email: 'bob@example.com' },
        { type: 'EMAIL', email: 'Bob+shop2@example.com' },
      ],
      [
        { type: 'IP', ip_address: '10.0.0.1' },
        { type: 'IP', ip_address: '::ffff:10.0.0.1' },
      ],
      [
        { type: 'IP', ip_address: '2001:db8::1' },
        { type: 'IP', ip_address: '2001:0DB8:0::0:1' },
      ],
      [
        { type: 'COUNTRY', country_code: 'DE' },
        { type: 'COUNTRY', country_code: 'de' },
      ],
    ];
    for (const [first, second] of pairs) {
      const made = await create(first);
      expect(made.statusCode).toBe(200);
      const again = await create(second);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toEqual({
        error_code: 'INVALID_REQUEST',
        error_message: `${first?.type === 'COUNTRY' ? 'a' : 'an'} ${first?.type} entry for this value exists already: ${made.json().data.id}`,
      });
    }
    // The same value under another type is another entry.
    expect((await create({ type: 'BIN', card_bin: '424242' })).statusCode).toBe(200);
    expect(
      (
        await create({
          type: 'CARD',
          card_bin: '424242',
          card_last4: '4242',
          card_expiry_month: 12,
          card_expiry_year: 2030,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('makes one entry of two sent at once', async () => {
    t = await createTestApp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create({ type: 'EMAIL', email: 'race@example.com' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
  });

  it('names the field and the rule of every refusal', async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4242424242424242');
    const refusals: [unknown, string][] = [
      [{ type: 'EMAIL' }, 'email is required for an EMAIL entry'],
      [
        { type: 'EMAIL', email: 'not-an-address' },
        'email must be an e-mail address (name@example.com)',
      ],
      [
        { type: 'EMAIL', email: 'a@b.example', ip_address: '10.0.0.1' },
        'ip_address is not a field of an EMAIL entry, which takes email',
      ],
      [
        { type: 'IP', ip_address: '010.0.0.1' },
        'ip_address must be an IPv4 address (203.0.113.7) or an IPv6 address (2001:db8::7), without a zone',
      ],
      [
        { type: 'IP', ip_address: 'fe80::1%eth0' },
        'ip_address must be an IPv4 address (203.0.113.7) or an IPv6 address (2001:db8::7), without a zone',
      ],
      [{ type: 'BIN', card_bin: '42424' }, 'card_bin must match the pattern ^\\d{6,8}$'],
      [
        { type: 'CARD' },
        'payment_token_id is required for a CARD entry, or card_bin, card_last4, card_expiry_month and card_expiry_year',
      ],
      [
        { type: 'CARD', card_bin: '424242', card_last4: '4242', card_expiry_month: 12 },
        'card_expiry_year is required for a CARD entry',
      ],
      [
        {
          type: 'CARD',
          card_bin: '42424242',
          card_last4: '4242',
          card_expiry_month: 1,
          card_expiry_year: 2030,
        },
        'card_bin must be the card’s first 6 digits in a CARD entry (a BIN entry takes 6 to 8)',
      ],
      [
        { type: 'CARD', payment_token_id: token, card_last4: '4242' },
        'card_last4 must be left out when payment_token_id names the card',
      ],
      [
        { type: 'CARD', payment_token_id: 'tok_nobody' },
        'payment_token_id must be a payment token this merchant holds',
      ],
      // A card number anywhere is refused before anything is kept.
      [
        { type: 'CUSTOMER', merchant_customer_id: '4242424242424242' },
        'merchant_customer_id must not contain a card number',
      ],
      [
        { type: 'EMAIL', email: '4242424242424242@example.com' },
        'email must not contain a card number',
      ],
      [
        { type: 'COUNTRY', country_code: 'DE', reason: 'card 4242 4242 4242 4242' },
        'reason must not contain a card number',
      ],
    ];
    for (const [body, text] of refusals) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].error_code).toBe('INVALID_REQUEST_PARAMETER');
      expect(message(res), JSON.stringify(body)).toBe(text);
    }
    expect(await t.db.query('SELECT 1 FROM merchant_negative_entries')).toEqual([]);
  });

  it("refuses another merchant's payment token as an unknown one", async () => {
    t = await createTestApp();
    const token = await tokenOfCard(t, '4242424242424242');
    const otherKey = await otherMerchant(t);
    const res = await create({ type: 'CARD', payment_token_id: token }, otherKey);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('payment_token_id must be a payment token this merchant holds');
  });
});

describe('GET /v1/merchant-negative-entry', () => {
  async function seed(count: number) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      t.clock.now = new Date(Date.UTC(2026, 10, 22, 10, 0, i));
      const type = i % 2 === 0 ? 'EMAIL' : 'IP';
      const body =
        type === 'EMAIL'
          ? { type, email: `e${i}@example.com` }
          : { type, ip_address: `10.0.0.${i}` };
      ids.push((await create(body)).json().data.id);
    }
    return ids;
  }

  it('lists newest first in keyset pages, by one or several types', async () => {
    t = await createTestApp();
    const ids = await seed(7);
    const newestFirst = [...ids].reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${PATH}?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await send('GET', url)).json();
      seen.push(...page.data.map((e: { id: string }) => e.id));
      expect(page.meta.limit).toBe(3);
      expect(page.meta.has_more).toBe(page.meta.next_cursor !== null);
      cursor = page.meta.next_cursor;
      // An entry deleted between pages does not break the paging.
      if (cursor && seen.length === 3) await send('DELETE', `${PATH}/${seen[2]}`);
    } while (cursor);
    expect(seen).toEqual(newestFirst);

    // The entry deleted while paging (the third newest, an e-mail) is gone.
    const emails = (await send('GET', `${PATH}?type=EMAIL`)).json();
    expect(emails.data.map((e: { type: string }) => e.type)).toEqual(['EMAIL', 'EMAIL', 'EMAIL']);
    const both = (await send('GET', `${PATH}?type=EMAIL&type=IP&limit=50`)).json();
    expect(both.data).toHaveLength(6);
    const comma = (await send('GET', `${PATH}?type=IP,EMAIL`)).json();
    expect(comma.data).toHaveLength(6);
    expect((await send('GET', `${PATH}?type=BIN`)).json()).toEqual({
      type: 'MERCHANT_NEGATIVE_ENTRY',
      data: [],
      meta: { limit: 50, next_cursor: null, has_more: false },
    });
  });

  it('names the parameter and the rule of a bad query, and lists only the key’s merchant’s entries', async () => {
    t = await createTestApp();
    await seed(2);
    for (const [query, text] of [
      ['type=PHONE', 'type must be one of CUSTOMER, CARD, IP, EMAIL, BIN, COUNTRY; it is "PHONE"'],
      ['limit=0', 'limit must be a whole number from 1 to 500 (default 50)'],
      ['limit=abc', 'limit must be a whole number from 1 to 500 (default 50)'],
      ['limit=501', 'limit must be a whole number from 1 to 500 (default 50)'],
      [
        'cursor=neg_x',
        'cursor must be the meta.next_cursor of the previous answer, as it was sent',
      ],
    ] as const) {
      const res = await send('GET', `${PATH}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(message(res)).toBe(text);
    }
    expect((await send('GET', `${PATH}?page=2`)).statusCode).toBe(400);
    const otherKey = await otherMerchant(t);
    expect((await send('GET', PATH, undefined, otherKey)).json().data).toEqual([]);
  });
});

describe('DELETE /v1/merchant-negative-entry/{id}', () => {
  it('deletes the entry and answers it; an unknown or foreign id is 404', async () => {
    t = await createTestApp();
    const made = (await create({ type: 'COUNTRY', country_code: 'DE' })).json().data;
    const otherKey = await otherMerchant(t);
    const foreign = await send('DELETE', `${PATH}/${made.id}`, undefined, otherKey);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      errors: [{ error_code: 'NOT_FOUND', error_message: 'merchant negative entry not found' }],
    });
    const deleted = await send('DELETE', `${PATH}/${made.id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ type: 'MERCHANT_NEGATIVE_ENTRY', data: made });
    expect((await send('DELETE', `${PATH}/${made.id}`)).statusCode).toBe(404);
    // The value may be blocked again.
    expect((await create({ type: 'COUNTRY', country_code: 'de' })).statusCode).toBe(200);
  });
});
