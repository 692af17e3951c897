import { describe, expect, it } from 'vitest';
import { cofConsentSkipped, paymentTokenType, shouldIssueToken } from './token-rule.ts';

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
});
