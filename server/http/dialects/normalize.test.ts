import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error.ts';
import { checkoutDialect } from './checkout-dialect.ts';
import { salePaymentDialect } from './endpoint-dialects.ts';
import { compile, normalizeBody } from './normalize.ts';

// The normalizer alone: what each spelling becomes, which fields it says were sent how, and that
// a canonical body is left exactly as it came.

const normalized = (body: Record<string, unknown>) => {
  const paths = normalizeBody(body, checkoutDialect);
  return { body, paths };
};

const refusal = (body: Record<string, unknown>): string => {
  try {
    normalizeBody(body, checkoutDialect);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
};

describe('the checkout dialect', () => {
  it('leaves a canonical body untouched and records nothing', () => {
    const product = { product_type: 'SALE', product_name: 'Tea', product_price: '4.50' };
    const paymentData = { type: 'SALE', currency_code: 'EUR', amount: '4.50', forced_3d: true };
    const body = { payment_data: paymentData, products: [product] };
    const snapshot = structuredClone(body);
    const { paths } = normalized(body);
    expect(paths).toBeUndefined();
    expect(body).toEqual(snapshot);
    expect(body.products[0]).toBe(product);
    expect(body.payment_data).toBe(paymentData);
  });

  it('renames the short product names and turns JSON amounts into exact strings', () => {
    const { body, paths } = normalized({
      payment_data: { type: 'SALE', currency_code: 'EUR', amount: 9.99, forced3d: false },
      products: [{ type: 'SALE', name: '100 tokens', description: 'Token pack', price: 9.99 }],
    });
    expect(body).toEqual({
      payment_data: { type: 'SALE', currency_code: 'EUR', amount: '9.99', forced_3d: false },
      products: [
        {
          product_type: 'SALE',
          product_name: '100 tokens',
          product_description: 'Token pack',
          product_price: '9.99',
        },
      ],
    });
    expect(paths?.toSent('products[0].product_price')).toBe('products[0].price');
    expect(paths?.toSent('payment_data.forced_3d')).toBe('payment_data.forced3d');
    expect(paths?.toSent('payment_data.amount')).toBe('payment_data.amount');
  });

  it('spreads charge and trial into the spec fields; no trial means is_trial false', () => {
    const { body, paths } = normalized({
      products: [
        { type: 'SUBSCRIPTION', charge: { value: 30, interval: 'DAY' } },
        {
          type: 'SUBSCRIPTION',
          charge: { value: 30, interval: 'DAY' },
          trial: { value: 7, interval: 'DAY' },
        },
      ],
    });
    expect(body.products).toEqual([
      {
        product_type: 'SUBSCRIPTION',
        charge_interval_value: 30,
        charge_interval: 'DAY',
        is_trial: false,
      },
      {
        product_type: 'SUBSCRIPTION',
        charge_interval_value: 30,
        charge_interval: 'DAY',
        is_trial: true,
        trial_interval_value: 7,
        trial_interval: 'DAY',
      },
    ]);
    expect(paths?.toSent('products[1].trial_interval_value')).toBe('products[1].trial.value');
    expect(paths?.toSent('products[1].is_trial')).toBe('products[1].trial');
    expect(paths?.toSent('products[0].charge_interval')).toBe('products[0].charge.interval');
  });

  it('accepts tax_override with short or long names, and a percentage as a number', () => {
    const { body, paths } = normalized({
      tax_override: { type: 'ON_TOP', percentage: 7.25, label: 'SALES_TAX' },
    });
    expect(body).toEqual({
      taxOverride: {
        transaction_tax_type: 'ON_TOP',
        transaction_tax_percentage: '7.25',
        transaction_tax_label: 'SALES_TAX',
      },
    });
    expect(paths?.toSent('taxOverride.transaction_tax_percentage')).toBe('tax_override.percentage');
    expect(paths?.toSent('taxOverride.extra')).toBe('tax_override.extra');
    const long = normalized({
      tax_override: { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '20' },
    });
    expect(long.body).toEqual({
      taxOverride: { transaction_tax_type: 'INCLUDED', transaction_tax_percentage: '20' },
    });
  });

  it('takes prefilled_card_holder as additional_info.customer_full_name, the name the form starts with', () => {
    const { body, paths } = normalized({
      payment_data: { type: 'SALE' },
      prefilled_card_holder: 'Ann Lee',
    });
    expect(body).toEqual({
      payment_data: { type: 'SALE' },
      additional_info: { customer_full_name: 'Ann Lee' },
    });
    expect(paths?.toSent('additional_info.customer_full_name')).toBe('prefilled_card_holder');
    expect(
      refusal({ prefilled_card_holder: 'Ann', additional_info: { customer_full_name: 'Bob' } }),
    ).toContain('prefilled_card_holder and additional_info.customer_full_name differ');
  });

  it('takes payment_data.type SUBSCRIPTION as the RECURRING it is', () => {
    const { body } = normalized({ payment_data: { type: 'SUBSCRIPTION', currency_code: 'EUR' } });
    expect(body.payment_data).toEqual({ type: 'RECURRING', currency_code: 'EUR' });
  });

  it('moves customer.language and additional_info.phone to their canonical places', () => {
    const { body, paths } = normalized({
      payment_data: { type: 'SALE' },
      customer: { merchant_customer_id: 'c1', language: 'de-de', phone_number: '+49 30 1234' },
      additional_info: { phone: '+49 30 1234', customer_full_name: 'Ann Lee' },
    });
    expect(body).toEqual({
      payment_data: { type: 'SALE', language: 'de-de' },
      customer: { merchant_customer_id: 'c1', phone_number: '+49 30 1234' },
      additional_info: { customer_full_name: 'Ann Lee' },
    });
    expect(paths?.toSent('payment_data.language')).toBe('customer.language');
  });

  it.each([
    [
      { products: [{ price: '1', product_price: '1' }] },
      'products[0]: price and product_price name the same field; send one',
    ],
    [
      { products: [{ product_name: 'a', name: 'a' }] },
      'products[0]: name and product_name name the same field; send one',
    ],
    [
      { payment_data: { forced3d: true, forced_3d: true } },
      'payment_data: forced3d and forced_3d name the same field; send one',
    ],
    [
      { tax_override: {}, taxOverride: {} },
      'tax_override and taxOverride name the same field; send one',
    ],
    [
      { products: [{ charge: { value: 1 }, charge_interval_value: 1 }] },
      'products[0]: charge.value and charge_interval_value name the same field; send one',
    ],
    [
      { products: [{ trial: { value: 1, interval: 'DAY' }, is_trial: true }] },
      'products[0]: trial and is_trial name the same field; send one',
    ],
    [
      { products: [{ charge: 30 }] },
      'products[0].charge must be an object with value and interval',
    ],
    [
      { products: [{ trial: { value: 7, unit: 'DAY' } }] },
      'products[0].trial.unit is not a known field',
    ],
    [
      { payment_data: { language: 'en-us' }, customer: { language: 'de-de' } },
      'customer.language and payment_data.language differ; send one',
    ],
    [
      { customer: { phone_number: '+1 555 0100' }, additional_info: { phone: '+1 555 0199' } },
      'additional_info.phone and customer.phone_number differ; send one',
    ],
    [{ payment_data: { amount: 9.999 } }, 'payment_data.amount must be an amount'],
    [{ products: [{ price: 1e21 }] }, 'products[0].price must be an amount'],
    [{ products: [{ price: -1 }] }, 'products[0].price must be an amount'],
    [{ products: [{ price: -0 }] }, 'products[0].price must be an amount'],
    [
      // biome-ignore lint/correctness/noPrecisionLoss: a number a double cannot hold exactly
      { products: [{ product_transaction_price: 123456789012345678.99 }] },
      'products[0].product_transaction_price must be an amount',
    ],
    [{ taxOverride: { percentage: 100.5 } }, 'taxOverride.percentage must be a percentage'],
    [
      // An empty group still says the field a second way (found by the normalizer fuzz).
      { products: [{ charge: {}, charge_interval: 'DAY' }] },
      'products[0]: charge and charge_interval name the same field; send one',
    ],
  ])('refuses %j', (body, message) => {
    expect(refusal(body)).toContain(message);
  });

  it('takes numbers that are exactly an amount: 25, 25.0, 0.1, 15 significant digits', () => {
    for (const [sent, text] of [
      [25, '25'],
      [25.0, '25'],
      [0.1, '0.1'],
      [0, '0'],
      [1234567890123.45, '1234567890123.45'],
    ] as const) {
      const { body } = normalized({ payment_data: { amount: sent } });
      expect(body).toEqual({ payment_data: { amount: text } });
    }
  });

  it('leaves wrong types at every alias to the schema, which names them as sent', () => {
    const { body, paths } = normalized({
      tax_override: 'VAT',
      products: [{ price: true, type: 7 }],
      payment_data: 'x',
    });
    expect(body).toEqual({
      taxOverride: 'VAT',
      products: [{ product_price: true, product_type: 7 }],
      payment_data: 'x',
    });
    expect(paths?.toSent('taxOverride')).toBe('tax_override');
    expect(paths?.toSent('products[0].product_type')).toBe('products[0].type');
  });
});

describe('null is an absent field', () => {
  it('drops nulls in every object, nested and in arrays, whatever the dialect names', () => {
    const { body, paths } = normalized({
      payment_data: { type: 'SALE', merchant_payment_id: null, shop_url: null, forced3d: null },
      customer: { merchant_customer_id: 'c1', email: null },
      callback: null,
      additional_info: { payment_token_id: null },
      payment_form_override: { theme_type: 'DARK', theme_variables: { accent: null } },
      products: [{ type: 'SALE', name: 'Tea', price: 4.5, description: null }, null],
    });
    expect(body).toEqual({
      payment_data: { type: 'SALE' },
      customer: { merchant_customer_id: 'c1' },
      additional_info: {},
      payment_form_override: { theme_type: 'DARK', theme_variables: {} },
      // A null product is no field: the schema names it.
      products: [{ product_type: 'SALE', product_name: 'Tea', product_price: '4.5' }, null],
    });
    expect(paths?.toSent('products[0].product_description')).toBe('products[0].description');
  });

  it('lets a null stand beside the other spelling of its field', () => {
    const { body } = normalized({
      products: [{ price: null, product_price: '2', name: 'Tea', product_name: null }],
      tax_override: null,
      taxOverride: { type: 'ON_TOP', percentage: 5, label: null },
    });
    expect(body).toEqual({
      products: [{ product_price: '2', product_name: 'Tea' }],
      taxOverride: { transaction_tax_type: 'ON_TOP', transaction_tax_percentage: '5' },
    });
  });

  it('names a required field sent as null the way it was sent', () => {
    const { body, paths } = normalized({
      products: [{ product_type: 'SALE', product_name: 'Tea', price: null }],
    });
    expect(body).toEqual({ products: [{ product_type: 'SALE', product_name: 'Tea' }] });
    expect(paths?.toSent('products[0].product_price')).toBe('products[0].price');
  });

  it('drops nulls inside charge and trial: an empty group beside the long name is still both', () => {
    const { body } = normalized({
      products: [{ type: 'SUBSCRIPTION', charge: { value: 30, interval: 'DAY', x: null } }],
    });
    expect(body.products).toEqual([
      {
        product_type: 'SUBSCRIPTION',
        charge_interval_value: 30,
        charge_interval: 'DAY',
        is_trial: false,
      },
    ]);
    expect(
      refusal({ products: [{ charge: { value: null, interval: null }, charge_interval: 'DAY' }] }),
    ).toContain('products[0]: charge and charge_interval name the same field; send one');
  });

  it('drops them under a rule that names nothing too', () => {
    const body = { a: null, b: { c: null, d: [{ e: null, f: 1 }] } };
    expect(normalizeBody(body, compile({}))).toBeUndefined();
    expect(body).toEqual({ b: { d: [{ f: 1 }] } });
  });
});

describe('defaults and short subscriptions', () => {
  it('takes a product without a type as SALE where only SALE products are taken', () => {
    const body = { amount: 5.0, products: [{ name: 'Rebill', price: 5.0 }] };
    const paths = normalizeBody(body, salePaymentDialect);
    expect(body).toEqual({
      amount: '5',
      products: [{ product_type: 'SALE', product_name: 'Rebill', product_price: '5' }],
    });
    expect(paths?.toSent('products[0].product_name')).toBe('products[0].name');
    // The checkout takes either type: it still needs one.
    const checkout = { products: [{ name: 'Rebill', price: 5.0 }] };
    normalizeBody(checkout, checkoutDialect);
    expect(checkout.products[0]).not.toHaveProperty('product_type');
  });

  it('shows a short-named subscription without a description by its name', () => {
    const { body, paths } = normalized({
      products: [
        { type: 'SUBSCRIPTION', name: 'Pro', price: 9, charge: { value: 30, interval: 'DAY' } },
        { product_type: 'SUBSCRIPTION', product_name: 'Long names', product_price: '9' },
        { type: 'SUBSCRIPTION', name: 'Described', description: 'Its own words', price: 9 },
        { type: 'SALE', name: 'Plain sale', price: 1 },
      ],
    });
    const products = body.products as Record<string, unknown>[];
    expect(products[0]).toMatchObject({ product_name: 'Pro', product_description: 'Pro' });
    expect(paths?.toSent('products[0].product_description')).toBe('products[0].name');
    expect(products[1]).not.toHaveProperty('product_description');
    expect(products[2]).toMatchObject({ product_description: 'Its own words' });
    expect(products[3]).not.toHaveProperty('product_description');
  });
});
