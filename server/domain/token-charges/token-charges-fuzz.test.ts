import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fuzzer, fromJson } from '../../test-support/malformed-bodies.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';
import { chargeBody, savedToken } from '../../test-support/token-charges.ts';

// Malformed requests to the token charges: every answer is 200 or a documented 4xx in the spec's
// error body, never a 5xx, whatever the body and mode. Replay a failure with the seed it prints:
// FUZZ_SEED=<seed> npx vitest run server/domain/token-charges/token-charges-fuzz.test.ts

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 150);
const ALLOWED = new Set([200, 400, 409, 413, 414]);

/** Every byte of the text's UTF-8 percent-encoded (lone surrogates become U+FFFD). */
const percentEncoded = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

let t: TestApp;
let token = '';
const fuzz = new Fuzzer(SEED);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '0' });
  token = await savedToken(t);
});
afterAll(() => t.app.close());

describe(`token charges fuzz (seed ${SEED})`, () => {
  for (const path of ['/v1/mit-sale', '/v1/mit-authorize', '/v1/cit-sale']) {
    it(`${path}: ${ROUNDS} malformed bodies and modes`, async () => {
      const valid = fromJson(
        JSON.stringify(
          chargeBody(token, {
            success_url: 'https://shop.example.test/ok',
            failure_url: 'https://shop.example.test/no',
          }),
        ),
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        const body = fuzz.body(valid);
        const mode = fuzz.pick([
          '',
          '?mode=SYNC',
          '?mode=ASYNC',
          `?mode=${percentEncoded(fuzz.string().slice(0, 20))}`,
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: `${path}${mode}`,
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
          payload: body,
        });
        const replay = `seed ${SEED}, round ${round}, ${path}${mode}, body ${body.slice(0, 200)}`;
        expect(
          ALLOWED.has(res.statusCode),
          `${replay}: ${res.statusCode} ${res.body.slice(0, 300)}`,
        ).toBe(true);
        if (res.statusCode !== 200) {
          const errors = res.json().errors;
          expect(errors, replay).toHaveLength(1);
          expect(typeof errors[0].error_message, replay).toBe('string');
        }
      }
    });
  }
});
