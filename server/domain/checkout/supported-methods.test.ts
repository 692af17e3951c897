import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_NAMES } from '../../../common/methods/payment-methods.ts';
import { ApiError } from '../../contract/api-error.ts';
import { checkMethods, servesCurrency } from './supported-methods.ts';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('the methods a checkout may offer', () => {
  it('are every method of the table, aliases included, where they serve the currency', () => {
    for (const name of PAYMENT_METHOD_NAMES) {
      const currency = ['BRL', 'EUR', 'KRW', 'MXN', 'PLN', 'IDR', 'USD', 'CNY', 'INR', 'VND', 'PHP']
        .concat(['BDT', 'CLP', 'COP', 'CAD', 'NGN', 'PEN', 'TRY', 'JPY', 'KES', 'GBP', 'HKD'])
        .find((code) => servesCurrency(name, code));
      expect(currency, name).toBeDefined();
      const methods = name === 'APPLE_PAY' || name === 'GOOGLE_PAY' ? ['CARD', name] : [name];
      expect(checkMethods(methods, currency ?? '')).toEqual(methods);
    }
  });

  it('default to the card', () => {
    expect(checkMethods(undefined, 'EUR')).toEqual(['CARD']);
  });

  it('refuse a method that does not serve the currency, naming what it takes', () => {
    expect(refusal(() => checkMethods(['CARD', 'BOLETO'], 'EUR'))).toBe(
      'payment_data.methods: BOLETO does not serve EUR; it takes BRL',
    );
    expect(refusal(() => checkMethods(['NAVERPAY'], 'EUR'))).toBe(
      'payment_data.methods: NAVERPAY does not serve EUR; it takes KRW',
    );
    expect(servesCurrency('PAYPAL', 'XOF')).toBe(true);
    expect(servesCurrency('card', 'EUR')).toBe(false);
  });

  it('refuse a name that is not the spec’s, naming it', () => {
    expect(refusal(() => checkMethods(['CARD', 'card'], 'EUR'))).toMatch(
      /^payment_data\.methods\[1\] must be one of CARD, APPLE_PAY, .*, not "card"$/,
    );
  });

  it('refuse a wallet without the card it pays with', () => {
    expect(refusal(() => checkMethods(['GOOGLE_PAY', 'PIX'], 'BRL'))).toContain(
      'lists GOOGLE_PAY without CARD',
    );
  });
});
