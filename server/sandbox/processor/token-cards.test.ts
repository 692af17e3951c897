import { describe, expect, it } from 'vitest';
import { DISPUTE_TEST_CARDS } from './dispute-cards.ts';
import { TEST_CARDS } from './test-cards.ts';
import { THREE_DS_TEST_CARDS } from './three-ds.ts';
import { testCardNumberOf } from './token-cards.ts';

// A token's card facts name exactly one sandbox test card (docs/after-checkout.md: Sandbox behaviour of token charges).

describe('testCardNumberOf', () => {
  it('names every test card by its BIN and last 4, and only that card', () => {
    for (const card of [...TEST_CARDS, ...THREE_DS_TEST_CARDS, ...DISPUTE_TEST_CARDS]) {
      const facts = {
        scheme: card.scheme,
        bin: card.number.slice(0, 6),
        last4: card.number.slice(-4),
      };
      expect(testCardNumberOf(facts), card.number).toBe(card.number);
    }
  });

  it('names no test card for another card (the processor approves it)', () => {
    expect(testCardNumberOf({ scheme: 'VISA', bin: '411111', last4: '1111' })).toBeUndefined();
    expect(testCardNumberOf({ scheme: 'VISA', bin: '400000', last4: '1234' })).toBeUndefined();
  });

  it('names a wallet device card by scheme and last 4', () => {
    expect(testCardNumberOf({ scheme: 'VISA', bin: null, last4: '9995' })).toBe('4000000000009995');
    expect(testCardNumberOf({ scheme: 'VISA', bin: null, last4: '3220' })).toBe('4000000000003220');
    expect(testCardNumberOf({ scheme: 'Mastercard', bin: null, last4: '4444' })).toBe(
      '5555555555554444',
    );
    expect(testCardNumberOf({ scheme: 'Mastercard', bin: null, last4: '9995' })).toBeUndefined();
  });
});
