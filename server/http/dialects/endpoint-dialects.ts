import { PAYOUT_AMOUNT_RULE, payoutAmountText } from '../../domain/payouts/payout-amount.ts';
import { amount, product } from './checkout-dialect.ts';
import { compile, type ObjectRule, sentError, type ValueRule } from './normalize.ts';

// The vocabulary of every merchant endpoint after the checkout, as data: each accepts the
// checkout's spellings (server/http/dialects/checkout-dialect.ts) for what it shares with it —
// amounts sent as JSON numbers, `price`/`name`/`type`/`description` and `charge`/`trial` in
// products, `forced3d`. A route names its dialect in its `config.dialect`
// (request-dialect.ts); a route naming none still reads nulls as absent fields.

/**
 * A product of an endpoint that takes SALE products only: `product_type` may be left out, as the
 * client libraries' token charges leave it (`{"name": "Rebill", "price": 5.0}`).
 */
const saleOnlyProduct: ObjectRule = { ...product, defaults: { product_type: 'SALE' } };

const paymentBody = (products: ObjectRule): ObjectRule => ({
  aliases: { forced3d: 'forced_3d' },
  fields: { amount, products: { items: { object: products } } },
});

/** POST /v1/authorize, /v1/recurring, /v1/mit-authorize (SALE and SUBSCRIPTION products), /v1/token. */
export const paymentDialect = compile(paymentBody(product));

/** POST /v1/sale, /v1/mit-sale and /v1/cit-sale: SALE products only. */
export const salePaymentDialect = compile(paymentBody(saleOnlyProduct));

/** POST /v1/refund and /v1/capture: the amount as a JSON number too. */
export const amountDialect = compile({ fields: { amount } });

/** A payout's amount as a JSON number: its exact text, under the payout format (up to 20 decimals). */
const payoutAmount: ValueRule = {
  convert: (value, sent) => {
    if (typeof value !== 'number') return value;
    const text = payoutAmountText(value);
    if (text === null) throw sentError(`${sent} ${PAYOUT_AMOUNT_RULE}`);
    return text;
  },
};

/**
 * POST /v1/payout: the amount as a JSON number too, in the payout's own format, and a bank
 * transfer's account and bank code under the live service's reference's names. The renames run
 * before the card-number scan, so `account_number` is exempt from it as `bank_account_number` is.
 */
export const payoutDialect = compile({
  fields: {
    amount: payoutAmount,
    payment_details: {
      object: { aliases: { account_number: 'bank_account_number', routing_number: 'bank_code' } },
    },
  },
});
/** PATCH /v1/subscription: the rebill amount as a JSON number too. */
export const subscriptionChangeDialect = compile({ fields: { rebill_transaction_amount: amount } });

/**
 * POST, GET and DELETE /v1/merchant-negative-entry, and the card management calls: they share no
 * field with the checkout, so they take their canonical names only (nulls still read as absent).
 */
export const plainDialect = compile({});
