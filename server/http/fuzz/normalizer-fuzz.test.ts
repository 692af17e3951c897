import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Fuzzer,
  type FuzzValue,
  fromJson,
  RawNumber,
  toJson,
} from '../../test-support/malformed-bodies.ts';
import { startSubscriptions } from '../../test-support/subscriptions.ts';
import {
  checkoutBody,
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';
import { chargeBody, savedToken } from '../../test-support/token-charges.ts';
import {
  flatSale,
  mitSale,
  refundBodies,
  subscribeCheckout,
  tokenRequest,
} from '../dialects/compat/client-requests.ts';
import { groups } from '../dialects/compat/dialect-bodies.ts';

// The request normalizer (server/http/dialects) of every merchant endpoint under seeded abuse.
// Starting from the compatibility suites' bodies (the checkout's dialects, what client libraries
// send to the other endpoints): a field spelt both ways, amounts at the edges of what a JSON
// number can say, wrong types at every alias, unknown keys inside the dialect's nested objects,
// nulls anywhere, and a trailing slash on the path. Every answer is a 200 or a 4xx in the spec's
// error body, never a 5xx, and the refusals the normalizer owns always happen. Replay:
// FUZZ_SEED=<seed> npx vitest run server/http/fuzz/normalizer-fuzz.test.ts

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 800);
/** Rounds for each endpoint after the checkout, whose bodies are smaller. */
const ENDPOINT_ROUNDS = Math.ceil(ROUNDS / 10);

type FuzzObject = { entries: [string, FuzzValue][] };

const isObject = (value: FuzzValue | undefined): value is FuzzObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof RawNumber);

/** Every spelling pair of the checkout dialect, by the object that holds it. */
const SPELLINGS: [string, string][] = [
  ['type', 'product_type'],
  ['name', 'product_name'],
  ['price', 'product_price'],
  ['description', 'product_description'],
  ['forced3d', 'forced_3d'],
  ['tax_override', 'taxOverride'],
  ['percentage', 'transaction_tax_percentage'],
  ['label', 'transaction_tax_label'],
  ['charge', 'charge_interval'],
  ['trial', 'is_trial'],
];
const ALIASES = [
  ...SPELLINGS.flat(),
  'language',
  'phone',
  'amount',
  'product_transaction_price',
  'currency_code',
  'initiated_by',
];
const AMOUNT_KEYS = new Set([
  'amount',
  'price',
  'product_price',
  'product_transaction_price',
  'rebill_transaction_amount',
]);
const NESTED = ['charge', 'trial', 'tax_override', 'taxOverride', 'additional_info'];

/** Numbers at the edges, as written in the JSON text; `bad` ones are never an amount. */
const EDGE_NUMBERS: { text: string; bad: boolean }[] = [
  { text: '1e21', bad: true },
  { text: '-0', bad: true },
  { text: '-1', bad: true },
  { text: '9.999', bad: true },
  { text: '123456789012345678.99', bad: true },
  { text: '1e400', bad: true },
  { text: '1e-7', bad: true },
  { text: '9'.repeat(40), bad: true },
  { text: '0.1', bad: false },
  { text: '25.0', bad: false },
  { text: '0', bad: false },
  { text: '999999999999999', bad: false },
];

let t: TestApp;
const fuzz = new Fuzzer(SEED);
const asFuzz = (body: unknown): FuzzValue => fromJson(JSON.stringify(body));
const bodies = [
  ...Object.values(groups).flatMap((group) => Object.values(group).map(asFuzz)),
  asFuzz(subscribeCheckout),
];

/**
 * The ids the bodies of the endpoints after the checkout name: a token, a sale, authorizations,
 * a subscription.
 */
const made = { token: '', sale: '', authorizations: [] as string[], subscription: '' };

async function lastTransaction(session: string): Promise<string> {
  const rows = await t.db.query(
    `SELECT t.transaction_id FROM transactions t JOIN payments p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type IN ('SALE', 'AUTHORIZE')`,
    [session],
  );
  return String(rows[0]?.transaction_id);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '0' });
  made.token = await savedToken(t);
  const sale = await openSession(t);
  await payCard(t, sale);
  made.sale = await lastTransaction(sale);
  for (let i = 0; i < 3; i += 1) {
    const authorization = await openSession(t, {
      payment_data: { ...(checkoutBody().payment_data as object), type: 'AUTHORIZE' },
    });
    await payCard(t, authorization);
    made.authorizations.push(await lastTransaction(authorization));
  }
  made.subscription = (await startSubscriptions(t)).subscriptionIds[0] ?? '';
});
afterAll(() => t.app.close());

const urls = {
  success_url: 'https://shop.example.test/ok',
  failure_url: 'https://shop.example.test/no',
};
const flatCanonical = {
  payment_method: 'CARD',
  merchant_customer_id: 'cust-1',
  email: 'ann@example.com',
  amount: '12.00',
  language: 'en-us',
  country_code: 'DE',
  currency_code: 'EUR',
  forced_3d: false,
  ...urls,
  products: [{ product_type: 'SALE', product_name: 'Beans', product_price: '12.00' }],
};
const subscriptionShort = {
  type: 'SUBSCRIPTION',
  name: 'Plan',
  price: 12,
  charge: { value: 30, interval: 'DAY' },
};

/**
 * Each endpoint after the checkout with bodies in the canonical names and in what client
 * libraries send (made when the ids exist). What may answer besides 200 and 400: a transaction
 * that is not this merchant's (404), an authorization already closed (409).
 */
const ENDPOINTS: {
  path: string;
  method?: 'PATCH';
  bodies: () => unknown[];
  also?: number[];
}[] = [
  { path: '/v1/sale', bodies: () => [flatSale, flatCanonical] },
  {
    path: '/v1/authorize',
    bodies: () => [
      { ...flatSale, products: [{ type: 'SALE', name: 'Beans', price: 12.5 }] },
      flatCanonical,
    ],
  },
  {
    path: '/v1/recurring',
    bodies: () => [{ ...flatSale, amount: 12, products: [subscriptionShort] }],
  },
  { path: '/v1/token', bodies: () => [tokenRequest] },
  { path: '/v1/mit-sale', bodies: () => [mitSale(made.token), chargeBody(made.token)] },
  {
    path: '/v1/mit-authorize',
    bodies: () => [
      { ...mitSale(made.token), products: [{ type: 'SALE', name: 'Rebill', price: 5 }] },
      chargeBody(made.token),
    ],
  },
  {
    path: '/v1/cit-sale',
    bodies: () => [
      { ...mitSale(made.token), ...urls, forced3d: false },
      chargeBody(made.token, urls),
    ],
  },
  {
    path: '/v1/refund',
    bodies: () => [
      { ...refundBodies.partial(made.sale), amount: 0.01 },
      { transaction_id: made.sale, amount: '0.01', reason: 'fuzz' },
    ],
    also: [404],
  },
  {
    path: '/v1/capture',
    bodies: () => made.authorizations.map((id, i) => ({ transaction_id: id, amount: i + 0.5 })),
    also: [404, 409],
  },
  {
    path: '/v1/void',
    bodies: () => made.authorizations.map((id) => ({ transaction_id: id })),
    also: [404, 409],
  },
  {
    // A body that changes nothing refused is a 400 too; the subscription never ends here.
    path: '/v1/subscription/{id}',
    method: 'PATCH',
    bodies: () => [
      { rebill_transaction_amount: 14.5, charge_interval_value: 30 },
      { is_rebill_enabled: true, next_rebill_at: '2030-01-01T00:00:00Z', charge_interval: 'DAY' },
    ],
  },
  {
    // The same value again is refused naming the first entry (409).
    path: '/v1/merchant-negative-entry',
    bodies: () => [
      { type: 'EMAIL', email: 'Fuzz@Example.com', reason: 'fuzz' },
      {
        type: 'CARD',
        card_bin: '400000',
        card_last4: '0002',
        card_expiry_month: 12,
        card_expiry_year: 2030,
      },
      { type: 'COUNTRY', country_code: 'kp' },
    ],
    also: [409],
  },
];

/** Every object of a body, nested ones included. */
function objectsOf(value: FuzzValue, into: FuzzObject[] = []): FuzzObject[] {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, into);
  else if (isObject(value)) {
    into.push(value);
    for (const [, child] of value.entries) objectsOf(child, into);
  }
  return into;
}

type Expectation = 'any' | 'refused' | 'no null refused';

/** One targeted mutation of a copy of `valid`; says whether the answer must be a 400. */
function mutate(valid: FuzzValue): { body: FuzzValue; expect: Expectation; what: string } {
  const body = fromJson(toJson(valid));
  const objects = objectsOf(body);
  const target = fuzz.pick(objects);
  switch (fuzz.int(5)) {
    case 0: {
      // Both spellings of one field in one object.
      const present = target.entries.map(([key]) => key);
      const pairs = SPELLINGS.filter(([a, b]) => present.includes(a) || present.includes(b));
      if (pairs.length === 0) return { body, expect: 'any', what: 'unchanged' };
      const [a, b] = fuzz.pick(pairs);
      const missing = present.includes(a) ? b : a;
      const value = fuzz.chance(0.5) ? fuzz.value(1) : 'x';
      target.entries.push([missing, value]);
      // A null is no field: the other spelling stands alone.
      return { body, expect: value === null ? 'any' : 'refused', what: `both ${a} and ${b}` };
    }
    case 1: {
      // An amount at the edges.
      const amounts = objects.flatMap((o) =>
        o.entries.filter(([key, value]) => AMOUNT_KEYS.has(key) && typeof value !== 'object'),
      );
      if (amounts.length === 0) return { body, expect: 'any', what: 'unchanged' };
      const entry = fuzz.pick(amounts);
      const edge = fuzz.pick(EDGE_NUMBERS);
      entry[1] = new RawNumber(edge.text);
      return { body, expect: edge.bad ? 'refused' : 'any', what: `${entry[0]}: ${edge.text}` };
    }
    case 2: {
      // A wrong type (or anything) at an alias.
      const key = fuzz.pick(ALIASES);
      const existing = target.entries.find(([name]) => name === key);
      const value = fuzz.chance(0.5) ? fuzz.value(2) : fuzz.number();
      if (existing) existing[1] = value;
      else target.entries.push([key, value]);
      return { body, expect: 'any', what: `${key}: ${toJson(value).slice(0, 80)}` };
    }
    case 3: {
      // A field sent as null: absent, never "must be of type".
      const entries = objects.flatMap((o) => o.entries);
      if (entries.length === 0) return { body, expect: 'any', what: 'unchanged' };
      const entry = fuzz.pick(entries);
      entry[1] = null;
      return { body, expect: 'no null refused', what: `${entry[0]}: null` };
    }
    default: {
      // An unknown key inside a dialect's nested object.
      const nested = objects.filter((o) =>
        objects.some((parent) =>
          parent.entries.some(([key, child]) => child === o && NESTED.includes(key)),
        ),
      );
      const host = nested.length > 0 ? fuzz.pick(nested) : target;
      // Not null: a null is no field, known or not.
      host.entries.push([`zz_${fuzz.int(1000)}`, fuzz.value(1) ?? 'x']);
      return { body, expect: 'refused', what: 'an unknown nested key' };
    }
  }
}

/** Sends `rounds` mutations of `valid` bodies to `path` (a trailing slash now and then). */
async function fuzzEndpoint(
  path: string,
  valid: readonly FuzzValue[],
  rounds: number,
  also: readonly number[] = [],
  method: 'POST' | 'PATCH' = 'POST',
): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const mutation = mutate(fuzz.pick(valid));
    const payload = toJson(mutation.body);
    const url = fuzz.chance(0.2) ? `${path}/` : path;
    const res = await t.app.inject({
      method,
      url,
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload,
    });
    const replay = `seed ${SEED} (FUZZ_SEED=${SEED}), ${url} round ${round}, ${mutation.what}: ${payload.slice(0, 300)}`;
    const allowed = mutation.expect === 'refused' ? [400] : [200, 400, ...also];
    expect(allowed, `${replay} → ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
      res.statusCode,
    );
    if (res.statusCode !== 200) {
      const body = res.json();
      expect(Object.keys(body), replay).toEqual(['errors']);
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].error_code, replay).toMatch(
        /^(?:INVALID_REQUEST(?:_PARAMETER)?|NOT_FOUND)$/,
      );
      expect(typeof body.errors[0].error_message, replay).toBe('string');
      if (mutation.expect === 'no null refused') {
        expect(body.errors[0].error_message, replay).not.toMatch(/must be of type/);
      }
    }
  }
}

describe(`normalizer fuzz (seed ${SEED})`, () => {
  it(`POST /v1/checkout: ${ROUNDS} mutated dialect bodies answer 200 or a 400 that names a field`, async () => {
    await fuzzEndpoint('/v1/checkout', bodies, ROUNDS);
  });

  for (const { path, method = 'POST', bodies: valid, also } of ENDPOINTS) {
    it(`${method} ${path}: ${ENDPOINT_ROUNDS} mutated bodies answer 200 or a 4xx that names a field`, async () => {
      const url = path.replace('{id}', made.subscription);
      await fuzzEndpoint(url, valid().map(asFuzz), ENDPOINT_ROUNDS, also, method);
    });
  }
});
