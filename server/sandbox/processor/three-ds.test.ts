import { describe, expect, it } from 'vitest';
import { detectScheme } from '../../../common/card/card-scheme.ts';
import { validateNumber } from '../../../common/card/validate-card.ts';
import { allResponseCodes, responseCode } from '../../contract/response-codes.ts';
import { TEST_CARDS } from './test-cards.ts';
import {
  authenticationFor,
  isAuthenticationCode,
  THREE_DS_TEST_CARDS,
  unauthenticatedSaleCode,
} from './three-ds.ts';

const PLAIN_VISA = '4242424242424242';
const ask = (pan: string, holderName = 'Ada Lovelace', forced3d = false) =>
  authenticationFor({ pan, holderName, forced3d });

describe('the sandbox 3-D Secure issuer', () => {
  it('has one Luhn-valid VISA number per card, none shared with the processor test cards', () => {
    const processorNumbers = new Set(TEST_CARDS.map((card) => card.number));
    for (const card of THREE_DS_TEST_CARDS) {
      expect(validateNumber(card.number), card.number).toBeNull();
      expect(detectScheme(card.number)).toBe(card.scheme);
      expect(processorNumbers.has(card.number)).toBe(false);
    }
    expect(new Set(THREE_DS_TEST_CARDS.map((c) => c.number)).size).toBe(THREE_DS_TEST_CARDS.length);
  });

  it('answers each test card with its documented authentication, and the SALE follows', () => {
    for (const card of THREE_DS_TEST_CARDS) {
      const answer = ask(card.number);
      if (card.authentication === 'challenge') {
        expect(answer).toEqual({ kind: 'challenge' });
        expect(card.saleCode).toBe(1000);
        continue;
      }
      expect(answer).toEqual({ kind: 'decided', code: card.authentication, forced: false });
      const passed = responseCode(card.authentication)?.status === 'SUCCESS';
      expect(card.saleCode).toBe(passed ? 1000 : unauthenticatedSaleCode(card.authentication));
    }
  });

  it('covers every row of the 3-D Secure test card table', () => {
    const rows = THREE_DS_TEST_CARDS.map((card) => [card.authentication, card.saleCode]);
    expect(rows).toEqual([
      ['challenge', 1000],
      [1301, 1000],
      [1302, 1000],
      [1400, 2138],
      [1325, 2133],
      [1322, 2132],
    ]);
  });

  it('sends every other card through the challenge when the checkout has forced_3d', () => {
    expect(ask(PLAIN_VISA)).toEqual({ kind: 'none' });
    expect(ask(PLAIN_VISA, 'Ada Lovelace', true)).toEqual({ kind: 'challenge' });
    expect(ask('4000000000009995', 'Ada Lovelace', true)).toEqual({ kind: 'challenge' });
    // A frictionless card stays frictionless: forced_3d asks for 3-D Secure, the issuer decides how.
    expect(ask('4000000000061301', 'Ada Lovelace', true)).toEqual({
      kind: 'decided',
      code: 1301,
      forced: false,
    });
  });

  it('lets the cardholder name FORCE every 3-D Secure code, and FORCE 1300 opens the challenge', () => {
    const codes = allResponseCodes().filter((entry) => isAuthenticationCode(entry.code));
    expect(codes.length).toBeGreaterThan(30);
    for (const { code } of codes) {
      const expected =
        code === 1300 ? { kind: 'challenge' } : { kind: 'decided', code, forced: true };
      expect(ask(PLAIN_VISA, `FORCE ${code}`), `${code}`).toEqual(expected);
    }
    expect(ask(PLAIN_VISA, ' force  1320 ')).toEqual({ kind: 'decided', code: 1320, forced: true });
    // Processor codes are the processor's: no authentication for them.
    expect(ask(PLAIN_VISA, 'FORCE 2004')).toEqual({ kind: 'none' });
    expect(ask(PLAIN_VISA, 'FORCE 1399')).toEqual({ kind: 'none' });
  });

  it('maps each failed authentication to the SALE decline that names it', () => {
    expect(
      [1321, 1322, 1323, 1324, 1325, 1331, 1335, 1338, 1340, 1343, 1344, 1349, 1390, 1400].map(
        unauthenticatedSaleCode,
      ),
    ).toEqual([2131, 2132, 2136, 2144, 2133, 2132, 2135, 2145, 2134, 2145, 2133, 2146, 2139, 2138]);
    expect(unauthenticatedSaleCode(1339)).toBe(2131);
    for (const { code } of allResponseCodes().filter((e) => isAuthenticationCode(e.code))) {
      expect(responseCode(unauthenticatedSaleCode(code))?.status, `${code}`).toBe('DECLINE');
    }
  });
});
