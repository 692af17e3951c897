import {
  AMOUNT_RULE,
  amountText,
  PERCENTAGE_RULE,
  percentageText,
} from '../../domain/checkout/amount-input.ts';
import {
  compile,
  type JsonObject,
  joinPath,
  moveField,
  type ObjectRule,
  type Place,
  sentError,
  type ValueRule,
} from './normalize.ts';

// The request vocabulary of POST /v1/checkout: the spec's resource names are canonical (what the
// JSON schema in server/contract/checkout-schema.ts says); the checkout dialect of the spec's own table and
// of public integrations and client libraries is accepted beside them. docs/spellings.md: "Point
// an existing integration at Kassa" lists the spellings.

/** A JSON number where the amount format applies → its exact decimal string, or a 400. */
export const amount: ValueRule = {
  convert: (value, sent) => {
    if (typeof value !== 'number') return value;
    const text = amountText(value);
    if (text === null) throw sentError(`${sent} ${AMOUNT_RULE}`);
    return text;
  },
};

const percentage: ValueRule = {
  convert: (value, sent) => {
    if (typeof value !== 'number') return value;
    const text = percentageText(value);
    if (text === null) throw sentError(`${sent} ${PERCENTAGE_RULE}`);
    return text;
  },
};

/**
 * `type: "SUBSCRIPTION"`, as integrations written against the checkout's own wording send a
 * subscription checkout, is the service's RECURRING payment type (its answer and postbacks say
 * RECURRING: the spec's payment types have no SUBSCRIPTION).
 */
const paymentType: ValueRule = {
  convert: (value) => (value === 'SUBSCRIPTION' ? 'RECURRING' : value),
};

export const product: ObjectRule = {
  aliases: {
    type: 'product_type',
    name: 'product_name',
    price: 'product_price',
    description: 'product_description',
  },
  flatten: {
    charge: {
      fields: { value: 'charge_interval_value', interval: 'charge_interval' },
      holds: 'value and interval',
    },
    trial: {
      fields: { value: 'trial_interval_value', interval: 'trial_interval' },
      implies: { is_trial: true },
      holds: 'value and interval',
    },
  },
  fields: {
    product_price: amount,
    product_transaction_price: amount,
    rebill_transaction_amount: amount,
  },
  finish: (object: JsonObject, at: Place) => {
    // In the charge/trial dialect a subscription without `trial` has none.
    if (
      at.flattened.has('charge') &&
      !at.flattened.has('trial') &&
      !Object.hasOwn(object, 'is_trial')
    ) {
      object.is_trial = false;
      at.paths.record(joinPath(at.canonical, 'is_trial'), joinPath(at.sent, 'charge'));
    }
    // A subscription in the short names (the client libraries' `subscribe`: name, price, charge,
    // trial) may come without a description, which the short dialect never made required: its
    // name stands where the description is shown. Spelt `product_name`, the resource's rule holds.
    if (
      object.product_type === 'SUBSCRIPTION' &&
      at.renamed.get('product_name') === 'name' &&
      !Object.hasOwn(object, 'product_description')
    ) {
      object.product_description = object.product_name;
      at.paths.record(joinPath(at.canonical, 'product_description'), joinPath(at.sent, 'name'));
    }
  },
};

const taxOverride: ObjectRule = {
  aliases: {
    type: 'transaction_tax_type',
    percentage: 'transaction_tax_percentage',
    label: 'transaction_tax_label',
    exempt_product_ids: 'transaction_tax_exempt_product_ids',
  },
  fields: { transaction_tax_percentage: percentage },
};

export const checkoutDialect = compile({
  aliases: { tax_override: 'taxOverride' },
  fields: {
    payment_data: {
      object: {
        aliases: { forced3d: 'forced_3d' },
        fields: { amount, type: paymentType },
      },
    },
    products: { items: { object: product } },
    taxOverride: { object: taxOverride },
  },
  finish: (body: JsonObject, at: Place) => {
    // `language` may come in `customer`; `phone` and `email` in `additional_info` (as the
    // reference lists them there): other spellings of payment_data.language and the customer's
    // phone_number and email.
    moveField(
      { object: body.customer, path: 'customer', key: 'language' },
      { object: body.payment_data, path: 'payment_data', key: 'language' },
      at.paths,
    );
    moveField(
      { object: body.additional_info, path: 'additional_info', key: 'phone' },
      { object: body.customer, path: 'customer', key: 'phone_number' },
      at.paths,
    );
    moveField(
      { object: body.additional_info, path: 'additional_info', key: 'email' },
      { object: body.customer, path: 'customer', key: 'email' },
      at.paths,
    );
    // `prefilled_card_holder`, the name the token request shows on the form, is the checkout's
    // additional_info.customer_full_name: the cardholder name the form starts with.
    if (Object.hasOwn(body, 'prefilled_card_holder') && body.additional_info === undefined) {
      body.additional_info = {};
    }
    moveField(
      { object: body, path: '', key: 'prefilled_card_holder' },
      { object: body.additional_info, path: 'additional_info', key: 'customer_full_name' },
      at.paths,
    );
  },
});
