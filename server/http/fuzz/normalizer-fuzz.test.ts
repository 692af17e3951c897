import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Fuzzer,
  type FuzzValue,
  fromJson,
  RawNumber,
  toJson,
} from '../../test-support/malformed-bodies.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import { groups } from '../dialects/compat/dialect-bodies.ts';

// Issue 15: the request normalizer (server/dialects) under seeded abuse. Starting from the
// compatibility suite's dialect bodies: a field spelt both ways, amounts at the edges of what a
// JSON number can say, wrong types at every alias, unknown keys inside the dialect's nested
// objects. Every answer is a 200 or a 400 in the spec's error body, never a 5xx, and the refusals
// the normalizer owns always happen. Replay: FUZZ_SEED=<seed> npx vitest run --project server
// server/fuzz/normalizer

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 800);

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
const ALIASES = [...SPELLINGS.flat(), 'language', 'phone', 'amount', 'product_transaction_price'];
const AMOUNT_KEYS = new Set(['amount', 'price', 'product_price', 'product_transaction_price']);
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
const bodies = Object.values(groups).flatMap((group) =>
  Object.values(group).map((body) => fromJson(JSON.stringify(body))),
);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '0' });
});
afterAll(() => t.app.close());

/** Every object of a body, nested ones included. */
function objectsOf(value: FuzzValue, into: FuzzObject[] = []): FuzzObject[] {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, into);
  else if (isObject(value)) {
    into.push(value);
    for (const [, child] of value.entries) objectsOf(child, into);
  }
  return into;
}

type Expectation = 'any' | 'refused';

/** One targeted mutation of a copy of `valid`; says whether the answer must be a 400. */
function mutate(valid: FuzzValue): { body: FuzzValue; expect: Expectation; what: string } {
  const body = fromJson(toJson(valid));
  const objects = objectsOf(body);
  const target = fuzz.pick(objects);
  switch (fuzz.int(4)) {
    case 0: {
      // Both spellings of one field in one object.
      const present = target.entries.map(([key]) => key);
      const pairs = SPELLINGS.filter(([a, b]) => present.includes(a) || present.includes(b));
      if (pairs.length === 0) return { body, expect: 'any', what: 'unchanged' };
      const [a, b] = fuzz.pick(pairs);
      const missing = present.includes(a) ? b : a;
      target.entries.push([missing, fuzz.chance(0.5) ? fuzz.value(1) : 'x']);
      return { body, expect: 'refused', what: `both ${a} and ${b}` };
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
    default: {
      // An unknown key inside a dialect's nested object.
      const nested = objects.filter((o) =>
        objects.some((parent) =>
          parent.entries.some(([key, child]) => child === o && NESTED.includes(key)),
        ),
      );
      const host = nested.length > 0 ? fuzz.pick(nested) : target;
      host.entries.push([`zz_${fuzz.int(1000)}`, fuzz.value(1)]);
      return { body, expect: 'refused', what: 'an unknown nested key' };
    }
  }
}

describe(`normalizer fuzz (seed ${SEED})`, () => {
  it(`POST /v1/checkout: ${ROUNDS} mutated dialect bodies answer 200 or a 400 that names a field`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const mutation = mutate(fuzz.pick(bodies));
      const payload = toJson(mutation.body);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/checkout',
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
        payload,
      });
      const replay = `seed ${SEED} (FUZZ_SEED=${SEED}), round ${round}, ${mutation.what}: ${payload.slice(0, 300)}`;
      const allowed = mutation.expect === 'refused' ? [400] : [200, 400];
      expect(allowed, `${replay} → ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
        res.statusCode,
      );
      if (res.statusCode === 400) {
        const body = res.json();
        expect(Object.keys(body), replay).toEqual(['errors']);
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0].error_code, replay).toMatch(/^INVALID_REQUEST(?:_PARAMETER)?$/);
        expect(typeof body.errors[0].error_message, replay).toBe('string');
      }
    }
  });
});
