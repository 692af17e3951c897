import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../test-support/english-messages.tsx';
import { FIXTURE_NOW } from '../../test-support/session-fixture.ts';
import { createCardMethod } from './card-method.ts';

describe('fields', () => {
  it('validates a field when the shopper leaves it', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    model.fields.number.input('4242 4242 4242 4241');
    expect(model.fields.number.error.value).toBeNull();
    model.fields.number.blur();
    expect(model.fields.number.error.value).toBe(
      'This card number is not valid. Check it for a typo.',
    );
    model.fields.number.input('4242 4242 4242 4242');
    expect(model.fields.number.error.value).toBeNull();
  });

  it('wants 4 digits of security code for American Express', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    model.fields.number.input('378282246310005');
    model.fields.security_code.input('123');
    model.fields.security_code.blur();
    expect(model.scheme.value).toBe('American Express');
    expect(model.fields.security_code.error.value).toBe(
      'The security code is incomplete. Enter all 4 digits.',
    );
  });

  it("starts the holder name with the merchant's customer_full_name, which the shopper may change", () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages, {
      prefilledHolder: 'Jo Berger',
    });
    expect(model.fields.holder_name.value.value).toBe('Jo Berger');
    model.fields.holder_name.input('J. Berger');
    expect(model.fields.holder_name.value.value).toBe('J. Berger');
    expect(
      createCardMethod(() => FIXTURE_NOW, englishMessages).fields.holder_name.value.value,
    ).toBe('');
  });
});

describe('messages that say what is wrong', () => {
  const left = (name: 'number' | 'expiry' | 'security_code', value: string, number = '') => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    if (number) model.fields.number.input(number);
    model.fields[name].input(value);
    model.fields[name].blur();
    return model.fields[name].error.value;
  };

  it('tells an incomplete card number from an invalid one', () => {
    expect(left('number', '4242 4242 4242')).toBe(
      'The card number is incomplete. Enter all its digits.',
    );
    // All 16 digits, a wrong check digit (fails Luhn).
    expect(left('number', '4242 4242 4242 4241')).toBe(
      'This card number is not valid. Check it for a typo.',
    );
    // No scheme starts with 99.
    expect(left('number', '9999 9999')).toBe('This card number is not valid. Check it for a typo.');
  });

  it('tells a month that does not exist from a date in the past', () => {
    expect(left('expiry', '13/30')).toBe('There is no such month. Enter a month from 01 to 12.');
    expect(left('expiry', '13')).toBe('There is no such month. Enter a month from 01 to 12.');
    expect(left('expiry', '01/20')).toBe(
      'This date is in the past. Check the expiry date on your card.',
    );
    expect(left('expiry', '1')).toBe('The expiry date is incomplete. Enter it as MM/YY.');
    expect(left('expiry', '12/3')).toBe('The expiry date is incomplete. Enter it as MM/YY.');
  });

  it('tells an incomplete security code from one of the wrong length for the scheme', () => {
    expect(left('security_code', '12', '4242424242424242')).toBe(
      'The security code is incomplete. Enter all 3 digits.',
    );
    expect(left('security_code', '1234', '4242424242424242')).toBe(
      'VISA cards have a 3-digit security code. Check the code.',
    );
  });
});

describe('the cardholder name', () => {
  it('is optional unless the merchant requires it', () => {
    const optional = createCardMethod(() => FIXTURE_NOW, englishMessages);
    optional.validate();
    expect(optional.fields.holder_name.error.value).toBeNull();
    expect(optional.holderNameRequired).toBe(false);

    const required = createCardMethod(() => FIXTURE_NOW, englishMessages, {
      holderNameRequired: true,
    });
    required.validate();
    expect(required.fields.holder_name.error.value).toBe('Enter the name on the card');
  });

  it('is checked when given, and the FORCE names of the sandbox still pass', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    model.fields.holder_name.input('4242424242424242');
    model.fields.holder_name.blur();
    expect(model.fields.holder_name.error.value).toBe(
      'Enter the name on the card here, not the card number',
    );
    model.fields.holder_name.input('FORCE 2004');
    expect(model.fields.holder_name.error.value).toBeNull();
  });

  it('is left out of the request when empty', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    model.fields.number.input('4242 4242 4242 4242');
    model.fields.expiry.input('12/30');
    model.fields.security_code.input('123');
    expect(model.validate()).toBeNull();
    expect(model.buildRequest([])).not.toHaveProperty('card.holder_name');
    expect(model.buildRequest([])).toHaveProperty('card.number', '4242424242424242');
  });
});

describe('focus moves on', () => {
  it('from a complete, valid number to the expiry, and from a complete expiry to the code', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    model.fields.number.input('5555 5555 5555 444');
    expect(model.focusRequest.value).toBeNull();
    model.fields.number.input('5555 5555 5555 4444');
    expect(model.focusRequest.value?.target).toBe('expiry');
    model.fields.expiry.input('12/3');
    expect(model.focusRequest.value?.target).toBe('expiry');
    model.fields.expiry.input('12/30');
    expect(model.focusRequest.value?.target).toBe('security_code');
  });

  it('not from a number that fails, nor from one its scheme may still lengthen', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    // 16 digits failing Luhn.
    model.fields.number.input('5555 5555 5555 4445');
    expect(model.focusRequest.value).toBeNull();
    // A valid 16-digit Visa may be the start of a 19-digit one.
    model.fields.number.input('4242 4242 4242 4242');
    expect(model.focusRequest.value).toBeNull();
    // American Express has one length.
    model.fields.number.input('3782 822463 10005');
    expect(model.focusRequest.value?.target).toBe('expiry');
  });

  it('not from an expiry in the past or with a month that does not exist', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
    model.fields.expiry.input('01/20');
    model.fields.expiry.input('13/30');
    expect(model.focusRequest.value).toBeNull();
  });
});

describe('card request', () => {
  it('is the CARD method with the card as typed and the kept optional products', () => {
    const model = createCardMethod(() => FIXTURE_NOW, englishMessages);
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
