// Request bodies of POST /v1/checkout as existing integrations send them, one per dialect, written
// for this suite from the field lists of the spec's checkout table, its resource names and the
// issue (#15). Each group says one thing in several dialects; the suite checks that Kassa stores
// the same payment whichever dialect said it.

type Body = Record<string, unknown>;

const callback = {
  success_url: 'https://tea.example.test/thanks',
  failure_url: 'https://tea.example.test/basket?retry=1',
};

/** A one-off sale of two tea tins, 20 % VAT on top, 3-D Secure forced, German form. */
export const saleGroup: Record<string, Body> = {
  'spec resource names, amounts as strings': {
    payment_data: {
      type: 'SALE',
      currency_code: 'EUR',
      amount: '23.88',
      merchant_payment_id: 'tea-5521',
      language: 'de-de',
      forced_3d: true,
      shop_name: 'Tea Corner',
    },
    customer: { merchant_customer_id: 'tc-77', email: 'jo@tea.example.test', country_code: 'AT' },
    callback,
    products: [
      {
        product_type: 'SALE',
        product_name: 'Sencha tin',
        product_description: '100 g loose leaf',
        product_price: '12.40',
      },
      { product_type: 'SALE', product_name: 'Rooibos tin', product_price: '7.50' },
    ],
    taxOverride: {
      transaction_tax_type: 'ON_TOP',
      transaction_tax_percentage: '20',
      transaction_tax_label: 'VAT',
    },
  },
  'checkout table names, JSON numbers, tax_override short names, language in customer, forced3d': {
    payment_data: {
      type: 'SALE',
      currency_code: 'EUR',
      amount: 23.88,
      merchant_payment_id: 'tea-5521',
      forced3d: true,
      shop_name: 'Tea Corner',
    },
    customer: {
      merchant_customer_id: 'tc-77',
      email: 'jo@tea.example.test',
      country_code: 'AT',
      language: 'de-de',
    },
    callback,
    products: [
      { type: 'SALE', name: 'Sencha tin', description: '100 g loose leaf', price: 12.4 },
      { type: 'SALE', name: 'Rooibos tin', price: 7.5 },
    ],
    tax_override: { type: 'ON_TOP', percentage: 20, label: 'VAT' },
  },
  'tax_override with the long names, language in both places, prices 12.40 and 7.50 as text': {
    payment_data: {
      type: 'SALE',
      currency_code: 'EUR',
      merchant_payment_id: 'tea-5521',
      language: 'de-de',
      forced_3d: true,
      shop_name: 'Tea Corner',
    },
    customer: {
      merchant_customer_id: 'tc-77',
      email: 'jo@tea.example.test',
      country_code: 'AT',
      language: 'de-de',
    },
    callback,
    products: [
      { type: 'SALE', name: 'Sencha tin', product_description: '100 g loose leaf', price: '12.4' },
      { product_type: 'SALE', name: 'Rooibos tin', product_price: 7.5 },
    ],
    tax_override: {
      transaction_tax_type: 'ON_TOP',
      transaction_tax_percentage: '20',
      transaction_tax_label: 'VAT',
    },
  },
};

/** A subscription of 30 days with a 7-day trial, and a plan without one, in a RECURRING checkout. */
export const recurringGroup: Record<string, Body> = {
  'spec resource names': {
    payment_data: { type: 'RECURRING', currency_code: 'USD', amount: '4.99' },
    customer: { merchant_customer_id: 'reader-9' },
    callback,
    products: [
      {
        product_type: 'SUBSCRIPTION',
        product_name: 'Daily news',
        product_description: 'All articles, renewed every 30 days',
        product_price: '9.99',
        charge_interval: 'DAY',
        charge_interval_value: 30,
        is_trial: true,
        trial_interval: 'DAY',
        trial_interval_value: 7,
      },
      {
        product_type: 'SUBSCRIPTION',
        product_name: 'Crossword club',
        product_description: 'One puzzle a day',
        product_price: '4.99',
        charge_interval: 'DAY',
        charge_interval_value: 30,
        is_trial: false,
      },
    ],
  },
  'charge and trial objects, numbers': {
    payment_data: { type: 'RECURRING', currency_code: 'USD', amount: 4.99 },
    customer: { merchant_customer_id: 'reader-9' },
    callback,
    products: [
      {
        type: 'SUBSCRIPTION',
        name: 'Daily news',
        description: 'All articles, renewed every 30 days',
        price: 9.99,
        charge: { value: 30, interval: 'DAY' },
        trial: { value: 7, interval: 'DAY' },
      },
      {
        type: 'SUBSCRIPTION',
        name: 'Crossword club',
        description: 'One puzzle a day',
        price: 4.99,
        charge: { interval: 'DAY', value: 30 },
      },
    ],
  },
};

/** The smallest checkout: only merchant_customer_id for the customer. */
export const minimalGroup: Record<string, Body> = {
  'spec resource names': {
    payment_data: { type: 'SALE', currency_code: 'GBP' },
    customer: { merchant_customer_id: 'guest-1' },
    callback,
    products: [{ product_type: 'SALE', product_name: 'Gift card', product_price: '25' }],
  },
  'checkout table names, price as a number 25.0': {
    payment_data: { type: 'SALE', currency_code: 'GBP', amount: 25.0 },
    customer: { merchant_customer_id: 'guest-1' },
    callback,
    products: [{ type: 'SALE', name: 'Gift card', price: 25.0 }],
  },
};

/**
 * A customer's phone, e-mail and full name, and the crypto fields of a later CRYPTO payment (the
 * reference lists the e-mail and phone in additional_info, the spec's resource in customer).
 */
export const additionalInfoGroup: Record<string, Body> = {
  'phone and e-mail in customer': {
    payment_data: { type: 'AUTHORIZE', currency_code: 'EUR', amount: '50.00' },
    customer: {
      merchant_customer_id: 'rent-3',
      phone_number: '+43 1 5550 123',
      email: 'jo@example.com',
    },
    callback,
    products: [{ product_type: 'SALE', product_name: 'Bike deposit', product_price: '50.00' }],
    additional_info: {
      customer_full_name: 'Jo Berger',
      crypto_network: 'BTC',
      crypto_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    },
  },
  'phone and e-mail in additional_info': {
    payment_data: { type: 'AUTHORIZE', currency_code: 'EUR', amount: 50 },
    customer: { merchant_customer_id: 'rent-3' },
    callback,
    products: [{ type: 'SALE', name: 'Bike deposit', price: 50 }],
    additional_info: {
      customer_full_name: 'Jo Berger',
      phone: '+43 1 5550 123',
      email: 'jo@example.com',
      crypto_network: 'BTC',
      crypto_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    },
  },
};

export const groups = {
  sale: saleGroup,
  recurring: recurringGroup,
  minimal: minimalGroup,
  'additional info': additionalInfoGroup,
};
