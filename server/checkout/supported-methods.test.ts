import { describe, expect, it } from 'vitest';
import { isSupportedMethod, SUPPORTED_METHODS } from './supported-methods.ts';

describe('methods the sandbox takes payments with', () => {
  it('are the card flow only, today', () => {
    expect(SUPPORTED_METHODS).toEqual(['CARD']);
    expect(isSupportedMethod('CARD')).toBe(true);
    expect(isSupportedMethod('APPLE_PAY')).toBe(false);
    expect(isSupportedMethod('NAVERPAY')).toBe(false);
    expect(isSupportedMethod('card')).toBe(false);
  });
});
