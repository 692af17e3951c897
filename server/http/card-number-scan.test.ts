import { Ajv } from 'ajv';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NUMBER_EXEMPT, CARD_NUMBER_RULE } from '../contract/card-number-text.ts';
import { DISPUTE_KINDS } from '../contract/dispute-table.ts';
import { previewRequestHeaders } from '../test-support/preview-access.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test-support/test-app.ts';
import { cardNumberField } from './card-number-scan.ts';

// No text the merchant API or the sandbox's tools API takes may carry a card number into the
// database, a postback or a log. The table below is built from the routes' own body schemas as
// the app registers them: every string field of every body gets a card number, and is refused
// with a 400 naming it (by the card-number scan, or by its own schema when no card number fits
// it). A field added to a schema is tested without being listed; a new object or a new route
// fails here until the base bodies below reach it; an exempt field is one of EXEMPT, on purpose.

const PAN = '4111111111111111';
/** Values holding PAN, tried in turn until one passes the field's own schema. */
const CANDIDATES = ['4111 1111 1111 1111', `https://shop.example.test/${PAN}`, PAN];
/** A field of a format is given a value of that format (the one the app's validator takes). */
const OF_FORMAT: Readonly<Record<string, string>> = {
  email: 'ann@4111-1111-1111-1111.example',
  uri: `https://shop.example.test/${PAN}`,
};

const SCANNED = (url: string) =>
  url.startsWith('/v1/') || url.startsWith('/sandbox/api/') || url === '/sandbox/demo-checkout';

const product = {
  product_type: 'SALE',
  product_id: 'p-1',
  merchant_product_id: 'mp-1',
  product_price: '34.40',
  product_transaction_price: '34.40',
  product_name: 'Beans',
  product_description: 'Roasted',
  charge_interval: 'DAY',
  trial_interval: 'DAY',
  rebill_transaction_amount: '12.00',
  rebill_transaction_currency_code: 'EUR',
};
const override = {
  color: '#0a7d4f',
  theme_type: 'LIGHT',
  theme_variables: { '--kassa-color-accent': '#0a7d4f' },
  theme_rules: { '.kassa-button': { color: '#0a7d4f' } },
  messages: { de: { 'pay.button': 'Jetzt bezahlen' } },
};
const urls = {
  success_url: 'https://shop.example.test/ok',
  failure_url: 'https://shop.example.test/failed',
};
const flatPayment = {
  payment_method: 'CARD',
  merchant_payment_id: 'order-1',
  merchant_customer_id: 'cust-1',
  email: 'ann@example.com',
  amount: '34.40',
  language: 'en-us',
  country_code: 'DE',
  currency_code: 'EUR',
  shop_name: 'Shop',
  shop_url: 'https://shop.example.test',
  ...urls,
  products: [product],
  payment_form_override: override,
};
const tokenCharge = { ...flatPayment, payment_token_id: 'tok_1' };
const subscriptionChange = {
  rebill_transaction_amount: '12.00',
  rebill_transaction_currency_code: 'EUR',
  charge_interval: 'DAY',
  next_rebill_at: '2027-01-01T10:00:00Z',
};

/** A routing document with every object of its schema: only the schema matters (see below). */
const routingDocument = {
  processors: [
    {
      id: 'cards-a',
      name: 'Cards A',
      methods: ['CARD'],
      card_schemes: ['VISA'],
      currencies: ['EUR'],
      features: {
        partial_refund: true,
        mit: true,
        three_ds: true,
        authorize_capture: true,
        payouts: ['SEPA'],
      },
      fees: [
        {
          method: 'CARD',
          transaction_kind: 'PAYMENT',
          percentage: '1.4',
          fixed: '0.25',
          currency_code: 'EUR',
        },
      ],
      behaviour: {
        approval_profile: [
          {
            when: {
              bin_countries: ['DE'],
              amount: { currency_code: 'EUR', min: '1.00', max: '2.00' },
            },
            code: 2004,
          },
        ],
        latency_ms: 0,
        outages: [{ from: '22:00', to: '23:00', code: 2903 }],
        three_ds: 'challenge',
      },
    },
  ],
  rules: [
    {
      id: 'cards',
      conditions: {
        transaction_kinds: ['PAYMENT'],
        methods: ['CARD'],
        card_schemes: ['VISA'],
        currencies: ['EUR'],
        amount: { currency_code: 'EUR', min: '1.00', max: '100.00' },
        bin_countries: ['DE'],
        shopper_countries: ['DE'],
      },
      // Both ways of routing, so the schema reaches each; the route refuses the pair.
      route: { processors: ['cards-a'], split: [{ processor: 'cards-a', percentage: '100' }] },
      cascade: true,
    },
  ],
  three_ds: {
    mode: 'rules',
    rules: [
      {
        when: {
          min_amounts: [{ currency_code: 'EUR', amount: '30.00' }],
          bin_countries: ['FR'],
        },
      },
    ],
  },
};

/**
 * A body per route that passes its schema with every object of the schema present (an array with
 * one item, a map with one key), and the URL to send it to. The scan runs before the route, so
 * only the schema matters.
 */
const BASES: Record<string, { url?: string; body: Record<string, unknown> }> = {
  'POST /v1/checkout': {
    body: {
      payment_data: {
        ui_mode: 'HOSTED',
        type: 'SALE',
        methods: ['CARD'],
        amount: '34.40',
        currency_code: 'EUR',
        merchant_payment_id: 'order-1',
        language: 'en-us',
        shop_name: 'Shop',
        shop_url: 'https://shop.example.test',
      },
      customer: {
        merchant_customer_id: 'cust-1',
        email: 'ann@example.com',
        country_code: 'DE',
        first_name: 'Ann',
        last_name: 'Example',
        phone_number: '+49 30 1234567',
      },
      callback: urls,
      products: [product],
      payment_form_override: override,
      taxOverride: {
        transaction_tax_type: 'INCLUDED',
        transaction_tax_label: 'VAT',
        transaction_tax_percentage: '19',
        transaction_tax_exempt_product_ids: ['p-1'],
      },
      additional_info: {
        payment_token_id: 'tok_1',
        customer_full_name: 'Ann Example',
        crypto_network: 'TRX',
        crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      },
    },
  },
  'POST /v1/sale': { body: flatPayment },
  'POST /v1/authorize': { body: flatPayment },
  'POST /v1/recurring': { body: flatPayment },
  'POST /v1/token': {
    body: {
      payment_method: 'CARD',
      merchant_payment_id: 'order-1',
      merchant_customer_id: 'cust-1',
      email: 'ann@example.com',
      language: 'en-us',
      country_code: 'DE',
      ...urls,
      prefilled_card_holder: 'Ann Example',
      shop_name: 'Shop',
      shop_url: 'https://shop.example.test',
    },
  },
  'POST /v1/mit-sale': { body: tokenCharge },
  'POST /v1/mit-authorize': { body: tokenCharge },
  'POST /v1/cit-sale': { body: tokenCharge },
  'POST /v1/refund': {
    body: {
      transaction_id: 'trx_1',
      amount: '1.00',
      currency_code: 'EUR',
      reason: 'Damaged',
      initiated_by: 'ops',
    },
  },
  'POST /v1/capture': { body: { transaction_id: 'trx_1', amount: '1.00' } },
  'POST /v1/void': { body: { transaction_id: 'trx_1' } },
  'POST /v1/payout': {
    body: {
      payment_method: 'CARD',
      merchant_payment_id: 'payout-1',
      merchant_customer_id: 'cust-1',
      amount: '25.00',
      currency_code: 'EUR',
      // Every method's fields: the schema takes them together, the route refuses the mix.
      payment_details: {
        payment_token_id: 'tok_1',
        crypto_network: 'TRX',
        crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        email: 'creator@example.com',
        bank_name: 'KB Kookmin Bank',
        bank_code: '004',
        bank_account_number: '123456-01-234567',
        bank_account_holder_name: 'Kim Minji',
      },
      description: 'Winnings',
    },
  },
  'PATCH /v1/subscription/:subscriptionId': {
    url: '/v1/subscription/sub_1',
    body: subscriptionChange,
  },
  'PATCH /v1/subscription': {
    url: '/v1/subscription?merchant_product_id=mp-1',
    body: subscriptionChange,
  },
  'POST /v1/merchant-negative-entry': {
    body: {
      type: 'CUSTOMER',
      merchant_customer_id: 'cust-1',
      payment_token_id: 'tok_1',
      card_bin: '424242',
      card_last4: '4242',
      ip_address: '203.0.113.7',
      email: 'mallory@example.com',
      country_code: 'KP',
      reason: 'Chargebacks',
    },
  },
  'POST /sandbox/api/postbacks/test': {
    body: { type: 'TRANSACTION', url: 'https://merchant.example.test/postbacks' },
  },
  'POST /sandbox/api/clocks': { body: { time: '2027-01-01T10:00:00Z', name: 'Rebills' } },
  'POST /sandbox/api/clocks/:clock_id/attach': {
    url: '/sandbox/api/clocks/clk_1/attach',
    body: { subscription_id: 'sub_1', merchant_customer_id: 'cust-1' },
  },
  'POST /sandbox/api/clocks/:clock_id/advance': {
    url: '/sandbox/api/clocks/clk_1/advance',
    body: { to: '2027-02-01T10:00:00Z' },
  },
  'POST /sandbox/api/transactions/:transactionId/dispute': {
    url: '/sandbox/api/transactions/trx_1/dispute',
    body: { kind: DISPUTE_KINDS[0], amount: '1.00', reason_code: '10.4' },
  },
  'PUT /sandbox/api/routing': { body: routingDocument },
  'POST /sandbox/api/routing/explain': {
    body: {
      payment_id: 'pay_1',
      transaction_kind: 'PAYMENT',
      method: 'CARD',
      card_scheme: 'VISA',
      currency_code: 'EUR',
      amount: '10.00',
      bin_country: 'DE',
      shopper_country: 'DE',
      needs: ['three_ds'],
    },
  },
  'POST /sandbox/demo-checkout': { body: { payment_form_override: override } },
};

/** The fields exempt from the scan (server/contract/card-number-text.ts says why). */
const EXEMPT = [
  'POST /v1/checkout payment_data.amount',
  'POST /v1/checkout products[0].product_price',
  'POST /v1/checkout products[0].product_transaction_price',
  'POST /v1/checkout products[0].rebill_transaction_amount',
  ...['sale', 'authorize', 'recurring', 'mit-sale', 'mit-authorize', 'cit-sale'].flatMap((path) => [
    `POST /v1/${path} amount`,
    `POST /v1/${path} products[0].product_price`,
    `POST /v1/${path} products[0].product_transaction_price`,
    `POST /v1/${path} products[0].rebill_transaction_amount`,
  ]),
  'POST /v1/refund amount',
  'POST /v1/capture amount',
  'POST /v1/payout amount',
  'POST /v1/payout payment_details.iban',
  'POST /v1/payout payment_details.bank_account_number',
  'PATCH /v1/subscription/:subscriptionId rebill_transaction_amount',
  'PATCH /v1/subscription/:subscriptionId next_rebill_at',
  'PATCH /v1/subscription rebill_transaction_amount',
  'PATCH /v1/subscription next_rebill_at',
  'POST /sandbox/api/clocks time',
  'POST /sandbox/api/clocks/:clock_id/advance to',
  'POST /sandbox/api/transactions/:transactionId/dispute amount',
  'PUT /sandbox/api/routing processors[0].fees[0].fixed',
  'PUT /sandbox/api/routing rules[0].conditions.amount.min',
  'PUT /sandbox/api/routing rules[0].conditions.amount.max',
  'PUT /sandbox/api/routing three_ds.rules[0].when.min_amounts[0].amount',
  'POST /sandbox/api/routing/explain amount',
].sort();

type Schema = Record<string, unknown>;
type Step = string | number;
interface Field {
  route: string;
  path: Step[];
  schema: Schema;
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every string field of `schema`: arrays by their first item, maps by their first key. */
function stringFields(route: string, schema: Schema, base: unknown, path: Step[] = []): Field[] {
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) {
    return [{ route, path, schema }];
  }
  if (isObject(schema.items)) {
    const items = Array.isArray(base) ? base : [];
    return stringFields(route, schema.items, items[0], [...path, 0]);
  }
  const fields: Field[] = [];
  const object = isObject(base) ? base : {};
  for (const [key, property] of Object.entries(
    isObject(schema.properties) ? schema.properties : {},
  )) {
    if (isObject(property))
      fields.push(...stringFields(route, property, object[key], [...path, key]));
  }
  if (isObject(schema.additionalProperties)) {
    const [key = '(a key of this map in the base body)'] = Object.keys(object);
    fields.push(...stringFields(route, schema.additionalProperties, object[key], [...path, key]));
  }
  return fields;
}

/** The field's name as error messages write it: `products[0].product_name`. */
const nameOf = (path: readonly Step[]): string =>
  path.reduce<string>(
    (name, step) =>
      typeof step === 'number' ? `${name}[${step}]` : name ? `${name}.${step}` : step,
    '',
  );

/** `base` with `value` at `path`, or undefined when the base has no object there. */
function withValue(base: unknown, path: readonly Step[], value: string): unknown {
  const copy = structuredClone(base);
  let at: unknown = copy;
  for (const step of path.slice(0, -1)) {
    at = (at as Record<Step, unknown> | undefined)?.[step];
    if (typeof at !== 'object' || at === null) return undefined;
  }
  (at as Record<Step, unknown>)[path.at(-1) ?? ''] = value;
  return copy;
}

let t: TestApp;
const routes = new Map<string, Schema>();
// Patterns, lengths and enums; a format is met by OF_FORMAT's value instead.
const ajv = new Ajv({ strict: false, validateFormats: false });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DEMO_PER_MINUTE: '0', RATE_LIMIT_API_PER_MINUTE: '0' });
  t.app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.schema?.body;
    const methods = [route.method].flat();
    for (const method of methods) {
      if (SCANNED(route.url) && isObject(body)) routes.set(`${method} ${route.url}`, body);
    }
  });
  await t.app.ready();
});
afterAll(() => t?.app.close());

function send(route: string, body: unknown) {
  const [method = 'POST', path = ''] = route.split(' ');
  const url = BASES[route]?.url ?? path;
  return t.app.inject({
    method: method as 'POST' | 'PATCH' | 'PUT',
    url,
    headers: {
      'x-api-key': TEST_API_KEY,
      'content-type': 'application/json',
      ...(url === '/sandbox/demo-checkout' && previewRequestHeaders(t.config)),
    },
    payload: JSON.stringify(body),
  });
}

const allFields = (): Field[] =>
  [...routes].flatMap(([route, schema]) => stringFields(route, schema, BASES[route]?.body));

describe('a card number in any text of a request body', () => {
  it('has a base body for every route whose body has text, reaching each of its fields', () => {
    const withText = [...routes].filter(
      ([route, schema]) => stringFields(route, schema, {}).length,
    );
    expect(withText.map(([route]) => route).filter((route) => !BASES[route])).toEqual([]);
    const unreached = allFields().filter(
      ({ route, path }) => withValue(BASES[route]?.body, path, 'x') === undefined,
    );
    expect(unreached.map(({ route, path }) => `${route} ${nameOf(path)}`)).toEqual([]);
  });

  it('skips only the fields marked exempt, each for a reason', () => {
    const exempt = allFields().filter(({ schema }) => schema[CARD_NUMBER_EXEMPT] !== undefined);
    expect(exempt.map(({ route, path }) => `${route} ${nameOf(path)}`).sort()).toEqual(EXEMPT);
    for (const { schema } of exempt) expect(schema[CARD_NUMBER_EXEMPT]).toMatch(/^An? .+\./);
  });

  it('is refused with a 400 naming the field, by the scan or by the field’s own schema', async () => {
    const fields = allFields().filter(({ schema }) => schema[CARD_NUMBER_EXEMPT] === undefined);
    expect(fields.length).toBeGreaterThan(150);
    for (const { route, path, schema } of fields) {
      const field = nameOf(path);
      const fits = ajv.compile(schema);
      const format = typeof schema.format === 'string' ? OF_FORMAT[schema.format] : undefined;
      const value = (format === undefined ? CANDIDATES : [format]).find((text) => fits(text));
      const res = await send(route, withValue(BASES[route]?.body, path, value ?? PAN));
      const label = `${route} ${field} = ${JSON.stringify(value ?? PAN)}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      const [error] = res.json().errors;
      if (value === undefined) {
        // No text with a card number passes the field's schema (an enum, a country, a BIN).
        expect(error.error_message, label).toMatch(new RegExp(`^${escapeRegExp(field)} `));
      } else {
        expect(error, label).toEqual({
          error_code: 'INVALID_REQUEST_PARAMETER',
          error_message: `${field} ${CARD_NUMBER_RULE}`,
        });
      }
    }
    // Refused before the route: nothing was written.
    const tables = [
      'payments',
      'payouts',
      'merchant_negative_entries',
      'sandbox_clocks',
      'merchant_routing',
    ];
    for (const table of tables) {
      expect(await t.db.query(`SELECT * FROM ${table}`), table).toEqual([]);
    }
  });

  it('is taken in an exempt field, whose own rules decide', async () => {
    const exempt = allFields().filter(({ schema }) => schema[CARD_NUMBER_EXEMPT] !== undefined);
    for (const { route, path } of exempt) {
      const res = await send(route, withValue(BASES[route]?.body, path, PAN));
      const label = `${route} ${nameOf(path)}`;
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.body, label).not.toContain(CARD_NUMBER_RULE);
    }
  });

  it('in a key is refused naming the object, never repeating the number', async () => {
    const base = BASES['POST /v1/checkout']?.body ?? {};
    const cases: [unknown, string][] = [
      [
        { ...base, payment_form_override: { ...override, theme_variables: { [PAN]: '#fff' } } },
        'payment_form_override.theme_variables',
      ],
      [{ ...base, customer: { merchant_customer_id: 'cust-1', [PAN]: 'x' } }, 'customer'],
      [{ ...base, [`ref ${PAN}`]: 'x' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST /v1/checkout', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].error_message).toBe(`${field} ${CARD_NUMBER_RULE}`);
      expect(res.body).not.toContain(PAN);
    }
  });

  it('is named as the merchant sent the field', async () => {
    // The checkout's dialect takes `name` for a product's product_name.
    const res = await send('POST /v1/checkout', {
      ...BASES['POST /v1/checkout']?.body,
      products: [{ product_type: 'SALE', name: `Beans ${PAN}`, price: '34.40' }],
    });
    expect(res.json().errors[0].error_message).toBe(`products[0].name ${CARD_NUMBER_RULE}`);
  });
});

describe('cardNumberField', () => {
  it('finds a number in any script and any layout, and names its path', () => {
    const schema = { type: 'object', properties: { a: { type: 'array', items: {} } } };
    expect(
      cardNumberField({ a: ['x', { b: '４１１１ １１１１ １１１１ １１１１' }] }, schema),
    ).toBe('a[1].b');
    expect(cardNumberField({ a: ['Order 4111 1111 1111 1112'] }, schema)).toBeUndefined();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
