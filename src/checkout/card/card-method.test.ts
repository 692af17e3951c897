import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../../test-support/session-fixture.ts';
import { createCardMethod } from './card-method.ts';

describe('fields', () => {
  it('validates a field when the shopper leaves it', () => {
    const model = createCardMethod(() => FIXTURE_NOW);
    model.fields.number.input('4242 4242 4242 4241');
    expect(model.fields.number.error.value).toBeNull();
    model.fields.number.blur();
    expect(model.fields.number.error.value).toBe('Enter a valid card number');
    model.fields.number.input('4242 4242 4242 4242');
    expect(model.fields.number.error.value).toBeNull();
  });

  it('wants 4 digits of security code for American Express', () => {
    const model = createCardMethod(() => FIXTURE_NOW);
    model.fields.number.input('378282246310005');
    model.fields.security_code.input('123');
    model.fields.security_code.blur();
    expect(model.scheme.value).toBe('American Express');
    expect(model.fields.security_code.error.value).toBe('Enter the 4-digit security code');
  });

  it("starts the holder name with the merchant's customer_full_name, which the shopper may change", () => {
    const model = createCardMethod(() => FIXTURE_NOW, 'Jo Berger');
    expect(model.fields.holder_name.value.value).toBe('Jo Berger');
    model.fields.holder_name.input('J. Berger');
    expect(model.fields.holder_name.value.value).toBe('J. Berger');
    expect(createCardMethod(() => FIXTURE_NOW).fields.holder_name.value.value).toBe('');
  });

  it('explains a wrongly shaped expiry date', () => {
    const model = createCardMethod(() => FIXTURE_NOW);
    model.fields.expiry.input('1');
    model.fields.expiry.blur();
    expect(model.fields.expiry.error.value).toBe('Enter the expiry date as MM/YY');
  });
});

describe('card request', () => {
  it('is the CARD method with the card as typed and the kept optional products', () => {
    const model = createCardMethod(() => FIXTURE_NOW);
    model.fields.number.input('4242 4242 4242 4242');
    model.fields.expiry.input('12/30');
    model.fields.security_code.input('123');
    model.fields.holder_name.input(' Ada Lovelace ');
    expect(model.validate()).toBeNull();
    expect(model.buildRequest(['b'])).toEqual({
      method: 'CARD',
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ada Lovelace',
      },
      selected_product_ids: ['b'],
      browser: expect.objectContaining({ javascript_enabled: true }),
    });
  });
});
