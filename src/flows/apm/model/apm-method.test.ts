import { describe, expect, it } from 'vitest';
import de from '../../../../common/messages/locales/de.ts';
import { formMessages } from '../../../messages/form-messages.ts';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import { createApmMethod } from './apm-method.ts';

describe('an alternative method', () => {
  it('has nothing to validate and reads "Continue with <name>" on the pay button', () => {
    const ideal = createApmMethod('IDEAL', 'IDEAL', 'redirect', englishMessages);
    expect(ideal.validate()).toBeNull();
    expect(ideal.heading).toBe('Pay with iDEAL');
    expect(ideal.payLabel).toBe('Continue with iDEAL');
  });

  it("is named in the page's language where its name is words, never where it is a brand", () => {
    const german = formMessages('de', de);
    const transfer = createApmMethod('BANK_TRANSFER', 'BANK_TRANSFER', 'voucher', german);
    expect(transfer.label).toBe('Überweisung');
    expect(transfer.heading).toBe('Mit Überweisung bezahlen');
    expect(createApmMethod('PAY_BY_CASH', 'PAY_BY_CASH', 'voucher', german).label).toBe(
      'Barzahlung',
    );
    expect(createApmMethod('IDEAL', 'IDEAL', 'redirect', german).label).toBe('iDEAL');
  });

  it('asks /apm-payments with the name the merchant listed, the optional products and the browser', () => {
    const naver = createApmMethod('NAVERPAY', 'NAVER_PAY', 'redirect', englishMessages);
    const request = naver.buildRequest(['wrap']);
    expect(request).toMatchObject({ method: 'NAVERPAY', selected_product_ids: ['wrap'] });
    expect(request.browser).toMatchObject({ javascript_enabled: true, java_enabled: false });
    expect(Object.keys(request).sort()).toEqual(['browser', 'method', 'selected_product_ids']);
  });
});
