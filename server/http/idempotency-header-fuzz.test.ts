import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsCardNumber } from '../../common/card/pan-detector.ts';
import {
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// Random X-Idempotency-Key values (every byte HTTP allows in a header value, lengths around the
// limit, digits that may form card numbers): each answer is 200 for a new usable key, 409 for a
// repeat and 400 naming the header otherwise; never a 5xx. Replay a failure with the seed it
// prints: FUZZ_SEED=<seed> npx vitest run --project server server/idempotency/header-fuzz

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = 300;

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

const random = generator(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// What a header value may hold on the wire: tab, printable ASCII and the bytes 0x80–0xFF (read as
// Latin-1). Weighted toward printable ASCII and digits so usable keys and repeats come up too.
const ALPHABETS = [
  ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '4242424242424242 ',
  '\t',
  Array.from({ length: 128 }, (_, i) => String.fromCharCode(0x80 + i)).join(''),
];

function randomKey(): string {
  const length = pick([1, 2, 5, 16, 40, 254, 255, 256, 300]);
  let key = '';
  for (let i = 0; i < length; i += 1) {
    const alphabet = random() < 0.02 ? pick(ALPHABETS) : pick(ALPHABETS.slice(0, 3));
    key += alphabet.charAt(Math.floor(random() * alphabet.length));
  }
  return random() < 0.1 ? key.slice(0, 3) : key;
}

const usable = (key: string) => /^[\x20-\x7e]{1,255}$/.test(key) && !containsCardNumber(key);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '0' });
});
afterAll(() => t.app.close());

describe('X-Idempotency-Key fuzz', () => {
  it('answers every value with 200, 409 or 400 naming the header, never a 5xx', async () => {
    const used = new Set<string>();
    const body = JSON.stringify(checkoutBody());
    for (let round = 0; round < ROUNDS; round += 1) {
      const key = randomKey();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/checkout',
        headers: {
          'x-api-key': TEST_API_KEY,
          'content-type': 'application/json',
          'x-idempotency-key': key,
        },
        payload: body,
      });
      const replay = `FUZZ_SEED=${SEED} round ${round} key ${JSON.stringify(key)}`;
      const expected = !usable(key) ? 400 : used.has(key) ? 409 : 200;
      expect(res.statusCode, `${replay}: ${res.body.slice(0, 300)}`).toBe(expected);
      if (expected === 200) used.add(key);
      if (expected !== 200) {
        expect(res.json().errors[0].error_message, replay).toMatch(/^X-Idempotency-Key /);
      }
    }
    expect(used.size).toBeGreaterThan(0);
  });
});
