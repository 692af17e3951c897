import { describe, expect, it } from 'vitest';
import type { TaxRule } from '../../../common/money/tax.ts';
import type { FeeLine } from '../routing/processor-profile.ts';
import { rebillCharge, rebillFields } from './rebill-charge.ts';

const rates = (currency: string): string | undefined =>
  ({ EUR: '1', USD: '1.08', JPY: '165' })[currency];

const mug = (product_price: string) => ({ product_id: 'mug-club', product_price });

const schedule: FeeLine[] = [
  { transaction_kind: 'PAYMENT', percentage: '9', fixed: '9.00', currency_code: 'EUR' },
  {
    method: 'CARD',
    transaction_kind: 'REBILL',
    percentage: '2',
    fixed: '0.25',
    currency_code: 'EUR',
  },
];

describe('rebillFields: the fee each rebill is charged', () => {
  it('is zero in the payment’s currency without a fee schedule', () => {
    expect(rebillFields(mug('12.00'), { currencyCode: 'EUR', tax: null })).toMatchObject({
      rebill_transaction_fee_amount: '0.00',
      rebill_transaction_fee_currency_code: 'EUR',
    });
    expect(rebillFields(mug('1200'), { currencyCode: 'JPY', tax: null })).toMatchObject({
      rebill_transaction_fee_amount: '0',
      rebill_transaction_fee_currency_code: 'JPY',
    });
  });

  it('comes from the schedule’s REBILL line, on the rebill amount with its tax', () => {
    const fees = { schedule, rates, method: 'CARD' };
    // 2 % of 12.00 + 0.25; the PAYMENT line is the first payment's, not a rebill's.
    expect(rebillFields(mug('12.00'), { currencyCode: 'EUR', tax: null }, fees)).toMatchObject({
      rebill_transaction_amount: '12.00',
      rebill_transaction_fee_amount: '0.49',
      rebill_transaction_fee_currency_code: 'EUR',
    });
    // 10.00 + 8 % ON_TOP = 10.80 USD = 10.00 EUR: 0.20 + 0.25.
    const onTop = { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '8' } as const;
    expect(rebillFields(mug('10.00'), { currencyCode: 'USD', tax: onTop }, fees)).toMatchObject({
      rebill_transaction_amount: '10.80',
      rebill_transaction_fee_amount: '0.45',
      rebill_transaction_fee_currency_code: 'EUR',
    });
  });

  it('is zero when no line charges rebills of the method', () => {
    const fees = { schedule, rates, method: 'GOOGLE_PAY' };
    expect(rebillFields(mug('12.00'), { currencyCode: 'EUR', tax: null }, fees)).toMatchObject({
      rebill_transaction_fee_amount: '0.00',
      rebill_transaction_fee_currency_code: 'EUR',
    });
  });
});

describe('rebillCharge of a product the taxOverride exempts', () => {
  it('charges no tax and reports the whole rebill as exempt', () => {
    const rule: TaxRule = {
      transaction_tax_type: 'ON_TOP',
      transaction_tax_percentage: '10',
      transaction_tax_exempt_product_ids: ['mug-club'],
    };
    const payment = { currencyCode: 'EUR', tax: rule };
    expect(rebillCharge(mug('12.00'), payment)).toEqual({
      amount: '12.00',
      taxAmount: '0.00',
      taxExemptAmount: '12.00',
    });
    expect(rebillCharge({ product_id: 'other', product_price: '12.00' }, payment)).toEqual({
      amount: '13.20',
      taxAmount: '1.20',
      taxExemptAmount: '0.00',
    });
    expect(rebillCharge(mug('12.00'), { currencyCode: 'EUR', tax: null })).toEqual({
      amount: '12.00',
      taxAmount: null,
      taxExemptAmount: null,
    });
  });
});
