import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import { createApmMethod } from './apm-method.ts';

describe('an alternative method', () => {
  it('has nothing to validate and reads "Continue with <name>" on the pay button', () => {
    const ideal = createApmMethod('IDEAL', 'IDEAL', 'redirect', englishMessages);
    expect(ideal.validate()).toBeNull();
    expect(ideal.heading).toBe('Pay with iDEAL');
    expect(ideal.payLabel).toBe('Continue with iDEAL');
  });

  it('asks /apm-payments with the name the merchant listed, the optional products and the browser', () => {
    const naver = createApmMethod('NAVERPAY', 'NAVER_PAY', 'redirect', englishMessages);
    const request = naver.buildRequest(['wrap']);
    expect(request).toMatchObject({ method: 'NAVERPAY', selected_product_ids: ['wrap'] });
    expect(request.browser).toMatchObject({ javascript_enabled: true, java_enabled: false });
    expect(Object.keys(request).sort()).toEqual(['browser', 'method', 'selected_product_ids']);
  });
});
