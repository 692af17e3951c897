import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../../../../common/methods/payment-methods.ts';
import { DEFAULT_ROUTING } from '../../../domain/routing/default-routing.ts';
import { cardProcessor } from '../../../domain/routing/routing.fixture.ts';
import { addMerchant } from '../../../test-support/merchants.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../../test-support/test-app.ts';

// The sandbox's routing API against a real database: the document read, written, refused and
// reset; what a written document does to the next card payment; the explanation of a payment's
// facts; and the decision audit kept with a transaction.

const OTHER_KEY = 'sk_test_other_merchant_key_000';
/** A VISA card that is no test card, so a processor's behaviour decides (docs/sandbox.md). */
const NO_TEST_CARD = '4000000000001232';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.app.close());

function send(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const put = (body: unknown, headers: Record<string, string> = {}) =>
  send('PUT', '/sandbox/api/routing', body, headers);
const explain = (facts: unknown) => send('POST', '/sandbox/api/routing/explain', facts);

/** VISA to Cards B, everything else by the default's card rule. */
const visaToCardsB = {
  ...DEFAULT_ROUTING,
  rules: [
    {
      id: 'visa-to-b',
      conditions: { methods: ['CARD'], card_schemes: ['VISA'] },
      route: { processors: ['cards-b'] },
    },
    ...DEFAULT_ROUTING.rules,
  ],
};

/** A document of two card acquirers in EUR and USD, cascading from `a` to `b`. */
const twoAcquirers = (a: Record<string, unknown> = {}) => ({
  processors: [{ ...cardProcessor('a'), ...a }, cardProcessor('b')],
  rules: [{ id: 'cards', conditions: { methods: ['CARD'] }, route: { processors: ['a', 'b'] } }],
});

const cardFacts = (changes: Record<string, unknown> = {}) => ({
  payment_id: 'pay_explained_1',
  method: 'CARD',
  card_scheme: 'VISA',
  currency_code: 'EUR',
  amount: '10.00',
  bin_country: 'DE',
  shopper_country: 'DE',
  ...changes,
});

/** The card payment's transaction, as GET /v1/transaction shows it (the newest). */
async function lastTransaction(): Promise<{
  transaction_id: string;
  transaction_details: Record<string, unknown>;
}> {
  const res = await send('GET', '/v1/transaction');
  return res.json().data[0];
}

interface Answer {
  statusCode: number;
  json(): { errors: { error_code: string; error_message: string }[] };
}

function expectRefused(res: Answer, message: string | RegExp) {
  expect(res.statusCode).toBe(400);
  const [error] = res.json().errors;
  expect(error?.error_code).toBe('INVALID_REQUEST_PARAMETER');
  expect(error?.error_message).toMatch(message);
}

describe('GET /sandbox/api/routing', () => {
  it('answers the default document, version 0, until the merchant stores one', async () => {
    const res = await send('GET', '/sandbox/api/routing');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.json()).toEqual({
      data: {
        document: JSON.parse(JSON.stringify(DEFAULT_ROUTING)),
        version: 0,
        updated_at: null,
        is_default: true,
      },
    });
  });

  it('needs the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/api/routing' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].error_code).toBeDefined();
  });
});

describe('PUT /sandbox/api/routing', () => {
  it('stores the document, answers it as GET does, and routes the next card payment by it', async () => {
    const res = await put(visaToCardsB);
    expect(res.statusCode, res.body).toBe(200);
    const stored = {
      document: visaToCardsB,
      version: 1,
      updated_at: t.clock.now.toISOString(),
      is_default: false,
    };
    expect(res.json()).toEqual({ data: stored });
    expect(res.headers.etag).toBe('"1"');
    expect((await send('GET', '/sandbox/api/routing')).json()).toEqual({ data: stored });

    const session = await openSession(t);
    expect((await payCard(t, session)).outcome).toBe('SUCCESS');
    const transaction = await lastTransaction();
    expect(transaction.transaction_details.processor).toBe('Kassa Sandbox Cards B');

    // Written again: the version moves on, and a Mastercard goes by the card rule to Cards A.
    const again = await put(visaToCardsB);
    expect(again.json().data.version).toBe(2);
    // A minute later, so the newest transaction is this one.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const other = await openSession(t);
    expect((await payCard(t, other, { number: '5555555555554444' })).outcome).toBe('SUCCESS');
    expect((await lastTransaction()).transaction_details.processor).toBe('Kassa Sandbox Cards A');
  });

  it("keeps each processor's behaviour: an outage cascades to the next processor", async () => {
    const down = { behaviour: { outages: [{ from: '00:00', to: '23:59', code: 2903 }] } };
    expect((await put(twoAcquirers(down))).statusCode).toBe(200);
    const session = await openSession(t);
    expect((await payCard(t, session, { number: NO_TEST_CARD })).outcome).toBe('SUCCESS');
    const transaction = await lastTransaction();
    expect(transaction.transaction_details.processor).toBe('Acquirer b');
    expect(transaction.transaction_details).toMatchObject({
      cascade_attempt: 1,
      has_been_cascaded: true,
    });
  });

  it.each([
    [
      'a rule naming a processor the document does not define',
      { ...twoAcquirers(), rules: [{ id: 'cards', route: { processors: ['a', 'c'] } }] },
      'rules[0].route.processors[1] must name a processor of processors: no c',
    ],
    [
      'a split not adding up to 100',
      {
        ...twoAcquirers(),
        rules: [
          {
            id: 'cards',
            route: {
              split: [
                { processor: 'a', percentage: '50' },
                { processor: 'b', percentage: '49.99' },
              ],
            },
          },
        ],
      },
      'rules[0].route.split percentages must add up to exactly 100: they add up to 99.99',
    ],
    [
      'a route with both processors and split',
      {
        ...twoAcquirers(),
        rules: [
          {
            id: 'cards',
            route: { processors: ['a'], split: [{ processor: 'a', percentage: '100' }] },
          },
        ],
      },
      'rules[0].route must have either processors (by priority) or split (by volume)',
    ],
    [
      'two rules with the same id',
      {
        ...twoAcquirers(),
        rules: [
          { id: 'cards', route: { processors: ['a'] } },
          { id: 'cards', route: { processors: ['b'] } },
        ],
      },
      'rules[1].id must be unique: rules[0].id is cards',
    ],
    [
      'an amount band whose min is not below its max',
      {
        ...twoAcquirers(),
        rules: [
          {
            id: 'cards',
            conditions: { amount: { currency_code: 'EUR', min: '100', max: '100.00' } },
            route: { processors: ['a'] },
          },
        ],
      },
      'rules[0].conditions.amount.min must be below max (min is inclusive, max exclusive): 100 is not below 100.00',
    ],
    [
      'a currency ISO 4217 does not know',
      twoAcquirers({ currencies: ['EUR', 'XYZ'] }),
      'processors[0].currencies[1] must be an ISO 4217 currency code',
    ],
    [
      'a fee with more decimals than its currency has',
      twoAcquirers({ fees: [{ percentage: '1', fixed: '0.5', currency_code: 'JPY' }] }),
      'processors[0].fees[0].fixed must have at most 0 decimals in JPY',
    ],
    [
      'a three_ds section in mode rules without rules',
      { ...twoAcquirers(), three_ds: { mode: 'rules' } },
      'three_ds.rules must list at least one rule: mode is rules',
    ],
    [
      'a 3-D Secure rule setting no condition',
      { ...twoAcquirers(), three_ds: { mode: 'rules', rules: [{ when: {} }] } },
      'three_ds.rules[0].when must set min_amounts, bin_countries or both',
    ],
    [
      "a behaviour's approval rule with a code the spec does not have",
      twoAcquirers({ behaviour: { approval_profile: [{ when: {}, code: 1234 }] } }),
      /^processors\[0\]\.behaviour\.approval_profile\[0\]\.code must be a response code/,
    ],
    [
      "a behaviour's outage window of two kinds",
      twoAcquirers({
        behaviour: { outages: [{ from: '22:00', to: '2027-01-01T00:00:00Z', code: 2903 }] },
      }),
      'processors[0].behaviour.outages[0].to must be of the same kind as from: both times of day, or both instants',
    ],
    [
      "a behaviour's unknown field (the schema)",
      twoAcquirers({ behaviour: { mood: 'grumpy' } }),
      'processors[0].behaviour.mood is not a known field',
    ],
    [
      'a wrong type deep in a rule (the schema)',
      { ...twoAcquirers(), rules: [{ id: 'cards', route: { split: 'half' } }] },
      'rules[0].route.split must be of type array',
    ],
    [
      'an unknown card scheme (the schema)',
      twoAcquirers({ card_schemes: ['VISA', 'Visa Electron'] }),
      /^processors\[0\]\.card_schemes\[1\] must be one of VISA, /,
    ],
    ['a missing list (the schema)', { processors: [] }, 'rules is required'],
  ])('refuses %s with a 400 naming the path and the rule', async (_, document, message) => {
    const res = await put(document);
    expectRefused(res, message);
    // Nothing was stored: the default still applies.
    expect((await send('GET', '/sandbox/api/routing')).json().data.is_default).toBe(true);
  });

  it('refuses hostile documents with a 400, never a 5xx', async () => {
    const huge = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...cardProcessor(`p${i}`) }));
    const TOO_DEEP = /^(rules|three_ds)[^ ]* is nested too deeply \(at most 32 levels\)$/;
    // Nested far deeper than any JSON walk of the server could recurse, as text.
    const deep = (inner: string) => `${'['.repeat(100_000)}${inner}${']'.repeat(100_000)}`;
    const bodies: [unknown, string | RegExp][] = [
      [{ processors: huge(51), rules: [] }, 'processors must hold at most 50 items'],
      [
        { processors: [], rules: Array.from({ length: 501 }, (_, i) => ({ id: `r${i}` })) },
        'rules must hold at most 500 items',
      ],
      [{ processors: 'all', rules: [] }, 'processors must be of type array'],
      [`{"processors":[],"rules":${deep('"x"')}}`, TOO_DEEP],
      [
        `{"processors":[],"rules":[],"three_ds":{"mode":"rules","rules":[{"when":${deep('{}')}}]}}`,
        TOO_DEEP,
      ],
      [
        `{"processors":[],"rules":[],"three_ds":${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}}`,
        TOO_DEEP,
      ],
      [[], 'body must be of type object'],
      ['"routing"', 'body must be of type object'],
      ['{"processors":[],"rules":[', 'request body is not valid JSON'],
      [{ processors: [null], rules: [] }, 'processors[0] must be of type object'],
      ['{"processors":[],"rules":[],"__proto__":{"polluted":true}}', /./],
      [
        twoAcquirers({ name: 'x'.repeat(100_000) }),
        'processors[0].name must be at most 64 characters long',
      ],
    ];
    for (const [body, message] of bodies) {
      const res = await put(body);
      const label = (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 80);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].error_message).toMatch(message);
      }
    }
    // More than the body limit: refused for its size.
    const tooLarge = await put({ processors: huge(50), rules: [], pad: 'x'.repeat(300 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('answers every mutation of a valid document with a 200 or a 400, never a 5xx', async () => {
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      '',
      'x',
      '100.001',
      '4111111111111111',
      [],
      {},
      [null],
      { id: 'x' },
      'EUR',
      'CARD',
      'VISA',
    ];
    // A deterministic walk (mulberry32 from a fixed seed): the same mutations on every run.
    let seed = 40;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
    };
    const base = {
      ...twoAcquirers({
        behaviour: {
          approval_profile: [
            { when: { amount: { currency_code: 'EUR', min: '1', max: '2' } }, code: 2001 },
          ],
          outages: [{ from: '22:00', to: '23:00', code: 2914 }],
        },
      }),
      three_ds: {
        mode: 'rules',
        rules: [{ when: { min_amounts: [{ currency_code: 'EUR', amount: '30' }] } }],
      },
    };
    expect((await put(base)).statusCode).toBe(200);
    const statuses = new Set<number>();
    for (let run = 0; run < 150; run += 1) {
      const document: Record<string, unknown> = structuredClone(base);
      // Walk down to a random node and replace one of its fields (arrays are objects here too).
      let node = document;
      for (let depth = 0; depth < 6; depth += 1) {
        const keys = Object.keys(node);
        const key = keys[random(keys.length)];
        if (key === undefined) break;
        const child = node[key];
        if (typeof child !== 'object' || child === null || random(5) === 0) {
          node[key] = values[random(values.length)];
          break;
        }
        node = child as Record<string, unknown>;
      }
      const res = await put(document);
      statuses.add(res.statusCode);
      expect(res.statusCode, `${JSON.stringify(document)}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 400) expect(res.json().errors[0].error_message).toMatch(/^\S+ /);
    }
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});

describe('If-Match on PUT and DELETE', () => {
  it('writes only over the version the writer read, else 412', async () => {
    expect((await put(visaToCardsB, { 'if-match': '0' })).json().data.version).toBe(1);
    const stale = await put(twoAcquirers(), { 'if-match': '0' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errors[0]).toEqual({
      error_code: 'INVALID_REQUEST',
      error_message:
        'If-Match names version 0 of the routing document, but version 1 is stored: read it again (GET /sandbox/api/routing) and make your change to that one',
    });
    // The ETag as answered, quoted, is taken too.
    expect((await put(twoAcquirers(), { 'if-match': '"1"' })).json().data.version).toBe(2);
    expect(
      (await send('DELETE', '/sandbox/api/routing', undefined, { 'if-match': '1' })).statusCode,
    ).toBe(412);
    expect((await send('GET', '/sandbox/api/routing')).json().data.version).toBe(2);
    const reset = await send('DELETE', '/sandbox/api/routing', undefined, { 'if-match': '2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({ version: 3, is_default: true });
  });

  it('never names two documents by one version: an If-Match kept from before a DELETE is 412', async () => {
    // Client A reads version 1; B goes back to the default; C, finding the default, writes over it.
    expect((await put(visaToCardsB, { 'if-match': '0' })).headers.etag).toBe('"1"');
    const reset = await send('DELETE', '/sandbox/api/routing');
    expect(reset.headers.etag).toBe('"2"');
    expect((await send('GET', '/sandbox/api/routing')).json().data).toMatchObject({
      version: 2,
      is_default: true,
    });
    expect((await put(visaToCardsB, { 'if-match': '0' })).statusCode).toBe(412);
    const written = await put(twoAcquirers(), { 'if-match': '2' });
    expect(written.json().data).toMatchObject({ version: 3, is_default: false });
    // A's If-Match names the document it read, which is not the one stored now.
    const lost = await put(visaToCardsB, { 'if-match': '"1"' });
    expect(lost.statusCode).toBe(412);
    expect(lost.json().errors[0].error_message).toMatch(
      /^If-Match names version 1 of the routing document, but version 3 is stored/,
    );
    const staleReset = await send('DELETE', '/sandbox/api/routing', undefined, { 'if-match': '1' });
    expect(staleReset.statusCode).toBe(412);
    expect((await send('GET', '/sandbox/api/routing')).json().data).toMatchObject({
      version: 3,
      document: twoAcquirers(),
    });
  });

  it('lets one of two writers racing from the same version win, and tells the other', async () => {
    const [first, second] = await Promise.all([
      put(visaToCardsB, { 'if-match': '0' }),
      put(twoAcquirers(), { 'if-match': '0' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 412]);
    const stored = (await send('GET', '/sandbox/api/routing')).json().data;
    expect(stored.version).toBe(1);
    const winner = first?.statusCode === 200 ? visaToCardsB : twoAcquirers();
    expect(stored.document).toEqual(winner);
  });

  it('refuses a header that names no version', async () => {
    for (const header of ['*', 'W/"1"', '"1', 'one', '1234567890']) {
      const res = await put(visaToCardsB, { 'if-match': header });
      expectRefused(
        res,
        'If-Match must be a version of the routing document, such as 3 or "3" (the ETag GET answers)',
      );
    }
  });
});

describe('DELETE /sandbox/api/routing', () => {
  it('goes back to the default, for the next payment too', async () => {
    await put(twoAcquirers());
    const res = await send('DELETE', '/sandbox/api/routing');
    expect(res.statusCode).toBe(200);
    // A write of its own: the version moves on, so no earlier ETag names the default.
    expect(res.headers.etag).toBe('"2"');
    expect(res.json().data).toMatchObject({
      document: DEFAULT_ROUTING,
      version: 2,
      updated_at: null,
      is_default: true,
    });
    expect((await send('GET', '/sandbox/api/routing')).json().data.is_default).toBe(true);
    const session = await openSession(t);
    expect((await payCard(t, session)).outcome).toBe('SUCCESS');
    expect((await lastTransaction()).transaction_details.processor).toBe('Kassa Sandbox Cards A');
  });
});

describe('POST /sandbox/api/routing/explain', () => {
  it('explains a routed payment under the current document', async () => {
    const res = await explain(cardFacts({ card_scheme: 'UnionPay' }));
    expect(res.statusCode, res.body).toBe(200);
    const { explanation, three_ds } = res.json().data;
    expect(three_ds).toBeNull();
    expect(explanation).toMatchObject({
      outcome: 'ROUTED',
      response_code: null,
      matched_rule: { index: 1, id: 'card-payments' },
      processors: ['cards-a'],
      cascade: true,
    });
    expect(explanation.candidates[1]).toEqual({
      processor: 'cards-b',
      name: 'Kassa Sandbox Cards B',
      kept: false,
      reason: 'does not take card scheme UnionPay',
    });
    await put(visaToCardsB);
    const after = (await explain(cardFacts())).json().data.explanation;
    expect(after.matched_rule).toEqual({ index: 0, id: 'visa-to-b' });
    expect(after.processors).toEqual(['cards-b']);
  });

  it('explains each refusal: 2910, 2909 and 2902', async () => {
    await put({
      processors: [
        cardProcessor('a', {
          card_schemes: ['VISA'],
          features: { ...cardProcessor('a').features, mit: false },
        }),
      ],
      rules: [
        { id: 'euro-cards', conditions: { currencies: ['EUR'] }, route: { processors: ['a'] } },
      ],
    });
    const noRule = (await explain(cardFacts({ currency_code: 'USD' }))).json().data.explanation;
    expect(noRule).toMatchObject({ outcome: 'REFUSED', response_code: 2910, matched_rule: null });
    expect(noRule.rules[0]).toMatchObject({
      id: 'euro-cards',
      matched: false,
      condition: 'currencies',
    });
    const unsupported = (await explain(cardFacts({ card_scheme: 'JCB' }))).json().data.explanation;
    expect(unsupported).toMatchObject({ outcome: 'REFUSED', response_code: 2909, processors: [] });
    expect(unsupported.candidates[0]).toMatchObject({
      kept: false,
      reason: 'does not take card scheme JCB',
    });
    const feature = (await explain(cardFacts({ needs: ['mit'] }))).json().data.explanation;
    expect(feature).toMatchObject({ outcome: 'REFUSED', response_code: 2902 });
    expect(feature.candidates[0]).toMatchObject({ kept: false, reason: 'no MIT' });
  });

  it("answers the 3-D Secure section's request, and routes as it requires", async () => {
    await put({
      processors: [
        cardProcessor('no-3ds', { features: { ...cardProcessor('x').features, three_ds: false } }),
        cardProcessor('with-3ds'),
      ],
      rules: [{ id: 'cards', route: { processors: ['no-3ds', 'with-3ds'] } }],
      three_ds: {
        mode: 'rules',
        rules: [{ when: { min_amounts: [{ currency_code: 'EUR', amount: '30.00' }] } }],
      },
    });
    const below = (await explain(cardFacts({ amount: '29.99' }))).json().data;
    expect(below.three_ds).toEqual({
      request: 'NOT_REQUESTED',
      rule: null,
      reason: 'three_ds.rules[0]: amount 29.99 EUR is below 30.00',
    });
    expect(below.explanation.processors).toEqual(['no-3ds', 'with-3ds']);
    const above = (await explain(cardFacts({ amount: '30.00' }))).json().data;
    expect(above.three_ds).toEqual({
      request: 'REQUIRED',
      rule: 0,
      reason: 'three_ds.rules[0]: amount 30.00 EUR is at least 30.00',
    });
    expect(above.explanation.processors).toEqual(['with-3ds']);
    expect(above.explanation.candidates[0]).toMatchObject({
      processor: 'no-3ds',
      kept: false,
      reason: 'no 3-D Secure',
    });
  });

  it('answers any facts its schema takes with an explanation, never a 5xx', async () => {
    await put({
      ...DEFAULT_ROUTING,
      three_ds: {
        mode: 'rules',
        rules: [
          {
            when: {
              min_amounts: [{ currency_code: 'JPY', amount: '5000' }],
              bin_countries: ['JP'],
            },
          },
        ],
      },
    });
    const amounts = ['0', '5.', '4999.999999999999999999', '999999999999999999.99'];
    const currencies = ['JPY', 'EUR', 'USDT', 'XXX'];
    for (const method of PAYMENT_METHODS) {
      for (const [index, transaction_kind] of ['PAYMENT', 'PAYOUT'].entries()) {
        const res = await explain({
          payment_id: `pay_${method}_${index}`,
          transaction_kind,
          method,
          currency_code: currencies[(method.length + index) % currencies.length],
          amount: amounts[(method.length + index) % amounts.length],
          bin_country: 'JP',
          needs: ['mit', 'three_ds', 'authorize_capture', 'partial_refund'].slice(
            0,
            method.length % 5,
          ),
        });
        expect(res.statusCode, `${method} ${transaction_kind}: ${res.body}`).toBe(200);
        expect(['ROUTED', 'REFUSED']).toContain(res.json().data.explanation.outcome);
      }
    }
  });

  it('refuses facts that do not fit their schema with a 400 naming the field', async () => {
    expectRefused(await explain(cardFacts({ amount: 10 })), 'amount must be of type string');
    expectRefused(await explain(cardFacts({ method: 'CASH' })), /^method must be one of /);
    expectRefused(await explain({ method: 'CARD' }), 'payment_id is required');
    expectRefused(await explain(cardFacts({ needs: ['speed'] })), /^needs\[0\] must be one of /);
  });
});

describe('GET /sandbox/api/transactions/:transaction_id/routing', () => {
  it('answers the decision audit kept with the transaction, after the document changed', async () => {
    const down = { behaviour: { outages: [{ from: '00:00', to: '23:59', code: 3901 }] } };
    await put(twoAcquirers(down));
    const session = await openSession(t);
    expect((await payCard(t, session, { number: NO_TEST_CARD })).outcome).toBe('SUCCESS');
    const { transaction_id: id } = await lastTransaction();
    await send('DELETE', '/sandbox/api/routing');

    const res = await send('GET', `/sandbox/api/transactions/${id}/routing`);
    expect(res.statusCode, res.body).toBe(200);
    const audit = res.json().data;
    expect(audit).toMatchObject({
      transaction_id: id,
      transaction_type: 'SALE',
      processor_id: 'b',
      processor: 'Acquirer b',
      cascade_attempt: 1,
      has_been_cascaded: true,
    });
    expect(audit.explanation).toMatchObject({
      outcome: 'ROUTED',
      matched_rule: { index: 0, id: 'cards' },
      processors: ['a', 'b'],
    });
    expect(
      audit.answers.map((answer: { processor: string; response_code: number }) => [
        answer.processor,
        answer.response_code,
      ]),
    ).toEqual([
      ['a', 3901],
      ['b', 1000],
    ]);
  });

  it('answers a refused route: recorded as decided by routing, no processor asked', async () => {
    await put({
      ...twoAcquirers(),
      rules: [
        { id: 'usd-only', conditions: { currencies: ['USD'] }, route: { processors: ['a'] } },
      ],
    });
    const session = await openSession(t);
    expect((await payCard(t, session)).outcome).not.toBe('SUCCESS');
    const { transaction_id: id } = await lastTransaction();
    const audit = (await send('GET', `/sandbox/api/transactions/${id}/routing`)).json().data;
    expect(audit).toMatchObject({ processor: 'Kassa routing', processor_id: null, answers: [] });
    expect(audit.explanation).toMatchObject({ outcome: 'REFUSED', response_code: 2910 });
  });

  it("is 404 for an unknown transaction and for another merchant's", async () => {
    const unknown = await send('GET', '/sandbox/api/transactions/trx_unknown/routing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toEqual({
      error_code: 'NOT_FOUND',
      error_message: 'transaction trx_unknown not found',
    });
    const session = await openSession(t);
    await payCard(t, session);
    const { transaction_id: id } = await lastTransaction();
    await addOtherMerchant();
    const other = await send('GET', `/sandbox/api/transactions/${id}/routing`, undefined, {
      'x-api-key': OTHER_KEY,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Cards A');
  });
});

async function addOtherMerchant(): Promise<void> {
  await addMerchant(t.db, { merchantId: 'mer_other', apiKey: OTHER_KEY });
}

describe('one merchant’s routing', () => {
  it('is neither seen nor changed by another merchant', async () => {
    await put(visaToCardsB);
    await addOtherMerchant();
    const as = { 'x-api-key': OTHER_KEY };
    const seen = await send('GET', '/sandbox/api/routing', undefined, as);
    expect(seen.json().data).toMatchObject({ version: 0, is_default: true });
    expect((await put(twoAcquirers(), as)).json().data.version).toBe(1);
    expect((await send('DELETE', '/sandbox/api/routing', undefined, as)).statusCode).toBe(200);
    const mine = (await send('GET', '/sandbox/api/routing')).json().data;
    expect(mine).toMatchObject({ version: 1, document: visaToCardsB });
    expect((await explain(cardFacts())).json().data.explanation.matched_rule.id).toBe('visa-to-b');
  });
});
