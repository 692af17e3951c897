import { describe, expect, it } from 'vitest';
import { isSupportedMethod, SUPPORTED_METHODS } from './supported-methods.ts';

describe('methods the sandbox takes payments with', () => {
  it('are the card and the wallets, today', () => {
    expect(SUPPORTED_METHODS).toEqual(['CARD', 'APPLE_PAY', 'GOOGLE_PAY']);
    expect(isSupportedMethod('CARD')).toBe(true);
    expect(isSupportedMethod('APPLE_PAY')).toBe(true);
    expect(isSupportedMethod('GOOGLE_PAY')).toBe(true);
    expect(isSupportedMethod('PAYPAL')).toBe(false);
    expect(isSupportedMethod('NAVERPAY')).toBe(false);
    expect(isSupportedMethod('card')).toBe(false);
  });
});
