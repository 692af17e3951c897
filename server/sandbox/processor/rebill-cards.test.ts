import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectScheme } from '../../../common/card/card-scheme.ts';
import { formatCardNumber } from '../../../common/card/format-card-number.ts';
import { validateNumber } from '../../../common/card/validate-card.ts';
import { responseCode } from '../../contract/response-codes.ts';
import { projectRoot } from '../../platform/paths.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';
import { binEntry } from './bin-table.ts';
import { cardExpired, REBILL_TEST_CARDS } from './rebill-cards.ts';
import { sandboxProcessor } from './sandbox-processor.ts';
import { testCardFor } from './test-cards.ts';
import { testCardNumberOf } from './token-cards.ts';

// The rebill test cards: approved like any card on the form, then each rebill answers by its try;
// docs/subscriptions.md lists them (written by hand, kept in step here).

const NOW = new Date('2026-12-22T10:00:00.000Z');
const TRIES = [0, 1, 2, 3];

function stored(number: string) {
  return {
    kind: 'stored' as const,
    scheme: 'VISA',
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    holderName: 'Ann Example',
  };
}

const rebill = (number: string, retry: number, expiry = { month: 12, year: 2030 }) =>
  sandboxProcessor.rebill({
    card: stored(number),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    retry,
    amount: '9.99',
    currencyCode: 'EUR',
    now: NOW,
  });

describe('rebill test cards', () => {
  it('are valid card numbers of their scheme, in the BIN table, named alone by BIN and last 4', () => {
    for (const card of REBILL_TEST_CARDS) {
      expect(validateNumber(card.number), card.number).toBeNull();
      expect(detectScheme(card.number), card.number).toBe(card.scheme);
      expect(binEntry(card.number), card.number).toBeDefined();
      expect(testCardFor(card.number), card.number).toBeUndefined();
      expect(testCardNumberOf(stored(card.number))).toBe(card.number);
      for (const retry of TRIES) expect(responseCode(card.codeOnTry(retry))).toBeDefined();
    }
  });

  it('answer each try of a rebill as the table says, saying which try it was', async () => {
    for (const card of REBILL_TEST_CARDS) {
      for (const retry of TRIES) {
        const decision = await rebill(card.number, retry);
        expect(decision.code, `${card.number} try ${retry}`).toBe(card.codeOnTry(retry));
      }
    }
    expect((await rebill('4000000000002024', 0)).processorResponseText).toBe(
      'Sandbox: insufficient funds (rebill)',
    );
    expect((await rebill('4000000000002024', 2)).processorResponseText).toBe(
      'Sandbox: approved (rebill, retry 2)',
    );
    // Any other card answers as it would be charged now.
    expect((await rebill('4000000000009995', 1)).code).toBe(2004);
    expect((await rebill('4242424242424242', 0)).code).toBe(1000);
  });

  it('decline 2202 past the card on file’s expiry month, whatever the card', async () => {
    expect(cardExpired(11, 2026, NOW)).toBe(true);
    expect(cardExpired(12, 2026, NOW)).toBe(false);
    expect(cardExpired(12, 2026, new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
    const expired = await rebill('4242424242424242', 0, { month: 11, year: 2026 });
    expect(expired).toMatchObject({
      code: 2202,
      processorResponseText: 'Sandbox: expired card (valid through 11/2026)',
    });
  });

  it('are listed in docs/subscriptions.md as the code holds them', () => {
    const doc = readFileSync(resolve(projectRoot, 'docs/subscriptions.md'), 'utf8');
    const rows = markdownTableRows('docs/subscriptions.md', doc, 'Rebill card');
    expect(rows).toEqual(
      REBILL_TEST_CARDS.map((card) => [
        `\`${formatCardNumber(card.number)}\``,
        ...TRIES.map((retry) => String(card.codeOnTry(retry))),
        card.description,
      ]),
    );
  });
});
