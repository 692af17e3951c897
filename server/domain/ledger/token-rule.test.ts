import { describe, expect, it } from 'vitest';
import {
  cardConsent,
  cofConsentSkipped,
  paymentTokenType,
  savedForShopper,
  shouldIssueToken,
} from './token-rule.ts';

describe('payment token rule', () => {
  it('keeps a token for a card checkout sale, as the spec postback promises', () => {
    expect(shouldIssueToken('CARD', 'checkout_sale')).toBe(true);
    expect(cofConsentSkipped('CARD', 'checkout_sale')).toBe(false);
    expect(paymentTokenType('CARD')).toBe('CARD');
  });

  it('keeps none when the shopper refused, and says the consent was skipped', () => {
    expect(shouldIssueToken('CARD', 'refused')).toBe(false);
    expect(cofConsentSkipped('CARD', 'refused')).toBe(true);
    expect(shouldIssueToken('APPLE_PAY', 'given')).toBe(true);
  });

  it('keeps none for methods that cannot save one, whatever the consent', () => {
    expect(shouldIssueToken('PIX', 'given')).toBe(false);
    expect(shouldIssueToken('PAYPAL', 'checkout_sale')).toBe(false);
    expect(cofConsentSkipped('PIX', 'refused')).toBe(false);
    expect(paymentTokenType('IDEAL')).toBeUndefined();
  });

  it("takes the save box: ticked is consent given, a card saved for the shopper; unticked the merchant's token only", () => {
    expect(cardConsent(true)).toBe('given');
    expect(cardConsent(false)).toBe('checkout_sale');
    expect(cardConsent(undefined)).toBe('checkout_sale');
    expect(savedForShopper('CARD', 'given')).toBe(true);
    expect(shouldIssueToken('CARD', 'given')).toBe(true);
    expect(cofConsentSkipped('CARD', 'given')).toBe(false);
    expect(savedForShopper('CARD', 'checkout_sale')).toBe(false);
    // A wallet's device card has no box and is never listed as a saved card.
    expect(savedForShopper('APPLE_PAY', 'given')).toBe(false);
  });
});
