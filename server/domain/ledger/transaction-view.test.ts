import { describe, expect, it } from 'vitest';
import { recordProduct } from './transaction-view.ts';

// Product-level fields of the transaction record. SALE products are what checkouts hold today;
// SUBSCRIPTION products arrive with subscription checkouts and carry their rebills.

const base = {
  product_id: 'prd_1',
  product_name: 'Plan',
  product_price: '10.00',
  is_optional: false,
  is_preselected: false,
};

describe('recordProduct', () => {
  it('gives a sale product its transaction price and nothing about rebills', () => {
    const sale = recordProduct(
      { ...base, product_type: 'SALE' },
      { currencyCode: 'EUR', tax: null },
    );
    expect(sale).toEqual({ ...base, product_type: 'SALE', product_transaction_price: '10.00' });
  });

  it('gives a subscription product what each rebill charges, under the tax rule', () => {
    const plan = { ...base, product_type: 'SUBSCRIPTION' };
    expect(recordProduct(plan, { currencyCode: 'EUR', tax: null })).toEqual({
      ...plan,
      product_transaction_price: '10.00',
      rebill_transaction_amount: '10.00',
      rebill_transaction_currency_code: 'EUR',
      rebill_transaction_fee_amount: '0.00',
      rebill_transaction_fee_currency_code: 'EUR',
    });
    const onTop = {
      transaction_tax_type: 'ON_TOP',
      transaction_tax_percentage: '7.25',
    } as const;
    expect(recordProduct(plan, { currencyCode: 'JPY', tax: onTop })).toMatchObject({
      rebill_transaction_amount: '11',
      rebill_transaction_tax_amount: '1',
      rebill_transaction_tax_currency_code: 'JPY',
      rebill_transaction_fee_amount: '0',
    });
  });
});
