import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fuzzer } from '../../test-support/malformed-bodies.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// Malformed queries to GET /v1/transaction: known and unknown parameters, repeated,
// empty, with valid values, fuzzed text and raw bytes. Every answer is 200 with a list or 400 in
// the spec's error body naming a parameter; nothing answers 5xx. Replay a failure with the seed
// it prints: FUZZ_SEED=<seed> npx vitest run server/http/fuzz/transaction-query-fuzz.test.ts

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 600);
const fuzz = new Fuzzer(SEED);

const VALID: Record<string, readonly string[]> = {
  created_at_from: ['2026-11-01T00:00:00Z', '2026-11-22T09:00:00.123456%2B01:00'],
  created_at_to: ['2026-12-01T00:00:00Z', '2026-11-22T10:00:00.5-03:30'],
  // Today's names of the range, and an offset's `+` sent unencoded (a space once decoded).
  created_from: ['2026-11-01T00:00:00Z', '2026-11-22T09:00:00+01:00'],
  created_to: ['2026-12-01T00:00:00+00:00', '2026-11-22T10:00:00.5-03:30'],
  transaction_type: ['SALE', 'REFUND', 'SALE,REFUND', 'SALE,THREE_DS,CAPTURE', 'SALE,+REFUND'],
  transaction_status: ['SUCCESS', 'DECLINE', 'PENDING'],
  response_code: ['1000', '2004', '1000,%202000', '1000,+2004'],
  payment_method: ['CARD', 'NAVERPAY', 'APPLE_PAY'],
  payment_id: ['pay_x'],
  merchant_payment_id: ['order-1001'],
  limit: ['1', '100', '1000'],
  prev_id: [],
};
const NAMES = Object.keys(VALID);
const RAW = ['%00', '%E0%A4%A', '%ED%A0%80', '%', '%2B', '&', '=', '%FF%FE', '..%2F'];

/** Every byte of the text's UTF-8 percent-encoded (lone surrogates become U+FFFD). */
const percentEncoded = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

let t: TestApp;
let transactionId = '';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '0' });
  await payCard(t, await openSession(t));
  const rows = await t.db.query('SELECT transaction_id FROM transactions');
  transactionId = String(rows[0]?.transaction_id);
});
afterAll(() => t.app.close());

function value(name: string): string {
  const valid = name === 'prev_id' ? [transactionId] : (VALID[name] ?? []);
  return fuzz.pick<() => string>([
    () => (valid.length > 0 ? fuzz.pick(valid) : ''),
    () => percentEncoded(fuzz.string().slice(0, 80)),
    () => fuzz.pick(RAW),
    () => String(fuzz.int(2000) - 500),
    () => '',
  ])();
}

function query(): string {
  const parts: string[] = [];
  const count = fuzz.int(5);
  for (let i = 0; i < count; i += 1) {
    const name = fuzz.chance(0.85) ? fuzz.pick(NAMES) : percentEncoded(fuzz.string().slice(0, 20));
    parts.push(fuzz.chance(0.05) ? name : `${name}=${value(name)}`);
    if (fuzz.chance(0.05)) parts.push(`${name}=${value(name)}`);
  }
  return parts.join('&');
}

describe('GET /v1/transaction under malformed queries', () => {
  it(`answers ${ROUNDS} queries with a list or a 400 naming a parameter, never a 5xx`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const q = query();
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/transaction?${q}`,
        headers: { 'x-api-key': TEST_API_KEY },
      });
      const replay = `seed ${SEED} (FUZZ_SEED=${SEED}), round ${round}, ?${q.slice(0, 300)}`;
      expect([200, 400], `${replay}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
        res.statusCode,
      );
      const body = res.json();
      if (res.statusCode === 200) {
        expect(body.type, replay).toBe('TRANSACTION');
        expect(body.data.length, replay).toBeLessThanOrEqual(1);
        expect(body.meta.has_more, replay).toBe(false);
        continue;
      }
      expect(Object.keys(body), replay).toEqual(['errors']);
      expect(body.errors, replay).toHaveLength(1);
      expect(body.errors[0].error_code, replay).toMatch(/^INVALID_REQUEST(_PARAMETER)?$/);
      // A parameter (known, or the unknown name as sent) or the query string, then its rule.
      const message: string = body.errors[0].error_message;
      expect(message, replay).toMatch(
        / (must|is not a parameter of GET \/transaction|has a key|name the same field; send one)/,
      );
      expect(message, replay).not.toMatch(/^(body|path) /);
    }
    // Still answering a plain request.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/v1/transaction',
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(plain.json().data).toHaveLength(1);
  });
});
