import { describe, expect, it } from 'vitest';
import { englishMessages } from '../test-support/english-messages.tsx';
import { sessionFixture } from '../test-support/session-fixture.ts';
import { createOrder } from './order.ts';

describe('order tax', () => {
  const products = [
    {
      product_id: 'a',
      product_name: 'A',
      product_price: '10.00',
      is_optional: false,
      is_preselected: false,
    },
    {
      product_id: 'b',
      product_name: 'B',
      product_price: '5.00',
      is_optional: true,
      is_preselected: false,
    },
  ];

  it('adds ON_TOP tax to the total, and follows optional products', () => {
    const order = createOrder(
      sessionFixture({
        amount: '12.00',
        products,
        tax: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_label: 'VAT',
          transaction_tax_percentage: '20',
        },
      }),
      englishMessages,
    );
    expect(order.subtotalText.value).toBe('$10.00');
    expect(order.totalText.value).toBe('$12.00');
    expect(order.tax?.label).toBe('VAT 20%');
    expect(order.tax?.amountText.value).toBe('$2.00');
    order.products[1]?.toggle();
    expect(order.subtotalText.value).toBe('$15.00');
    expect(order.totalText.value).toBe('$18.00');
    expect(order.tax?.amountText.value).toBe('$3.00');
  });

  it('shows INCLUDED tax without changing the total', () => {
    const order = createOrder(
      sessionFixture({
        amount: '10.00',
        products,
        tax: { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '25' },
      }),
      englishMessages,
    );
    expect(order.totalText.value).toBe('$10.00');
    expect(order.tax?.label).toBe('Tax 25% included');
    expect(order.tax?.amountText.value).toBe('$2.00');
  });

  it('leaves the products the rule exempts out of the tax, as the server does', () => {
    const order = createOrder(
      sessionFixture({
        amount: '12.00',
        products,
        tax: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_percentage: '20',
          transaction_tax_exempt_product_ids: ['b'],
        },
      }),
      englishMessages,
    );
    expect(order.totalText.value).toBe('$12.00');
    // B (5.00) is exempt: the tax stays 20 % of A alone.
    order.products[1]?.toggle();
    expect(order.subtotalText.value).toBe('$15.00');
    expect(order.tax?.amountText.value).toBe('$2.00');
    expect(order.totalText.value).toBe('$17.00');
  });

  it('has no tax line without a tax rule', () => {
    expect(createOrder(sessionFixture(), englishMessages).tax).toBeNull();
  });
});

describe('three-decimal currencies', () => {
  it('reads the 2-decimal amounts the server sends and shows the currency’s 3 decimals', () => {
    const order = createOrder(
      sessionFixture({
        amount: '10.50',
        currency_code: 'KWD',
        products: [
          {
            product_id: 'a',
            product_name: 'A',
            product_price: '10.50',
            is_optional: false,
            is_preselected: false,
          },
        ],
      }),
      englishMessages,
    );
    expect(order.totalMinor.value).toBe(1050n);
    expect(order.totalText.value).toMatch(/^KWD\s10\.500$/);
    expect(order.products[0]?.priceText).toMatch(/^KWD\s10\.500$/);
  });
});
