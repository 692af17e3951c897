import type { FromSchema } from 'json-schema-to-ts';
import type { transactionSchema } from '../../contract/transaction-schema.ts';
import type { PaymentDetails } from './payment-details.ts';
import type { PaymentRecord, RecordedPayment, StoredProduct } from './payment-record.ts';
import { type PaymentFields, paymentFields, taxFields } from './payment-view.ts';
import { type RebillFields, rebillFields } from './rebill-charge.ts';
import { taxExemptAmount } from './tax-exempt.ts';
import { cofConsentSkipped, paymentTokenType } from './token-rule.ts';
import type { RebillFee, RecordedTransaction } from './transaction-record.ts';

// The transaction record (transaction-schema.ts) built from a stored payment and one of its
// transactions: `data` of the TRANSACTION postback, and the item of GET /v1/transaction.

export type TransactionData = FromSchema<typeof transactionSchema>;
type TransactionDetails = TransactionData['transaction_details'];
type PaymentDetailsData = TransactionData['payment_details'];
type RecordProduct = TransactionData['payment']['products'][number];

/** The card facts of `payment_details`: BIN, last 4, expiry, scheme, holder name; never more. */
function cardFields(details: PaymentDetails): PaymentDetailsData {
  switch (details.kind) {
    case 'card':
      return {
        card_scheme: details.scheme,
        card_bin: details.bin,
        card_last4: details.last4,
        card_expiry_month: details.expiryMonth,
        card_expiry_year: details.expiryYear,
        card_holder_name: details.holderName,
      };
    case 'wallet':
      return {
        card_scheme: details.scheme,
        card_last4: details.last4,
        card_expiry_month: details.expiryMonth,
        card_expiry_year: details.expiryYear,
      };
    default:
      return {};
  }
}

/** The card's BIN facts the processor gave, and the provider's reference for the other kinds. */
function methodFacts(t: RecordedTransaction): Partial<TransactionDetails> {
  const { details } = t;
  switch (details.kind) {
    case 'card':
      return {
        ...(t.binCountryCode !== null && { card_bin_country_code: t.binCountryCode }),
        ...(t.binCountryName !== null && { card_bin_country_name: t.binCountryName }),
        ...(t.binType !== null && { card_bin_type: t.binType }),
      };
    case 'wallet':
      return {};
    default:
      return {
        ...(details.referenceType !== null && {
          payment_method_reference_type: details.referenceType,
        }),
        ...(details.referenceNumber !== null && {
          payment_method_reference_number: details.referenceNumber,
        }),
      };
  }
}

/** Zero with the decimals `amount` is written in: "34.40" → "0.00", "1500" → "0". */
function zeroLike(amount: string): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

/** A stored product of any product type, SALE or SUBSCRIPTION. */
type AnyProduct = Omit<StoredProduct, 'product_type'> & { product_type: string };

/**
 * A charged product with its price in this transaction and, for a SUBSCRIPTION product, what each
 * rebill charges (rebill-charge.ts) and the transaction of the record, the last one to charge or
 * move it when the record was made (`last_transacion_id`, as the spec spells it): a subscription's
 * first charge and each rebill name themselves there, as the SUBSCRIPTION postback that follows
 * them does.
 */
export function recordProduct<P extends AnyProduct>(
  product: P,
  payment: Pick<PaymentRecord, 'currencyCode' | 'tax'>,
  transactionId?: string,
  /** What each rebill is charged, as the transaction's processor said when it was recorded. */
  rebillFee?: RebillFee,
): P & { product_transaction_price: string } & Partial<RebillFields> & {
    last_transacion_id?: string;
  } {
  const price = product.product_transaction_price ?? product.product_price;
  const entry = { ...product, product_transaction_price: price };
  if (product.product_type !== 'SUBSCRIPTION') return entry;
  return {
    ...entry,
    ...rebillFields(product, payment),
    ...(rebillFee && {
      rebill_transaction_fee_amount: rebillFee.amount,
      rebill_transaction_fee_currency_code: rebillFee.currency_code,
    }),
    ...(transactionId !== undefined && { last_transacion_id: transactionId }),
  };
}

/**
 * The processor's facts (its name, its own code, the card's BIN facts, the fee, the cascade) are
 * those the transaction was recorded with (record-transaction.ts): the processor that decided it,
 * whichever processors the merchant has now. `payment` is what the record repeats of the payment,
 * `paymentFields(p)`, given by a caller that builds several records of one payment.
 */
export function transactionData(
  p: RecordedPayment,
  t: RecordedTransaction,
  payment: PaymentFields = paymentFields(p),
): TransactionData {
  const c = p.customer;
  const tokenType =
    t.status === 'SUCCESS' && p.paymentTokenId !== null
      ? paymentTokenType(t.paymentMethod)
      : undefined;
  const tax = taxFields(p, t.taxAmount, taxExemptAmount(p, t.products));
  // The payment as the checkout answered it, minus `session` (`payment`): its redirect URL is the
  // shopper's key to the payment form and has no business in a webhook.
  return {
    version: t.version,
    transaction_id: t.transactionId,
    transaction_type: t.transactionType,
    transaction_status: t.status,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    response_code: t.responseCode,
    response_text: t.responseMessage,
    transaction_amount: t.amount,
    transaction_currency_code: t.currencyCode,
    ...(t.baseAmount !== null &&
      t.baseCurrencyCode !== null && {
        base_amount: t.baseAmount,
        base_currency_code: t.baseCurrencyCode,
      }),
    // Nothing recorded (a transaction from before fees): nothing charged, in its own currency and
    // its own decimals, as written: "0.00", "0" for KRW.
    transaction_fee_amount: t.feeAmount ?? zeroLike(t.amount),
    transaction_fee_currency_code: t.feeCurrencyCode ?? t.currencyCode,
    ...tax,
    transaction_details: {
      processor: t.processorName,
      processor_response_text: t.processorResponseText,
      processor_response_code: t.processorResponseCode,
      cascade_attempt: t.cascadeAttempt,
      has_been_cascaded: t.hasBeenCascaded,
      ...methodFacts(t),
      rrn: t.rrn,
      cof_consent_skipped: cofConsentSkipped(t.paymentMethod, t.cofConsent),
      // The sandbox processor answers the amount asked for (docs/sandbox.md, Processor answers),
      // and converts it to the base currency at its rates (docs/payouts.md, Base currency).
      processor_response_transaction_amount: t.amount,
      ...(t.baseAmount !== null && { processor_response_base_amount: t.baseAmount }),
    },
    payment_context: t.paymentContext,
    payment_details: {
      ...cardFields(t.details),
      ...(c.email !== undefined && { customer_email: c.email }),
      ...(c.first_name && { customer_first_name: c.first_name }),
      ...(c.last_name && { customer_last_name: c.last_name }),
      ...(c.phone_number && { customer_phone_number: c.phone_number }),
      ...(c.country_code !== undefined && { customer_selected_country_code: c.country_code }),
      ...(tokenType !== undefined && { payment_token_type: tokenType }),
    },
    payment: {
      ...payment,
      // The method the shopper paid with (APPLE_PAY on a card checkout paid by Apple Pay).
      payment_method: t.paymentMethod,
      products: t.products.map(
        (product): RecordProduct =>
          recordProduct(product, p, t.transactionId, t.rebillFees?.[product.product_id]),
      ),
    },
  };
}
