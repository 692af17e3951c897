import { amountFractionDigits } from '../../src/money/currency.ts';
import { fromMinorUnits } from '../../src/money/decimal.ts';
import { paymentDetailsFields } from './payment-details.ts';
import type { PaymentRecord } from './payment-record.ts';
import { taxFields } from './payment-view.ts';
import { cofConsentSkipped, paymentTokenType } from './token-rule.ts';
import type { TransactionRecord } from './transaction-record.ts';

// `data` of a TRANSACTION postback (spec: Events; field names from Resources → Transaction).
// The spec names the fields but not their nesting; the shape here is documented in
// docs/postbacks.md. Card facts are BIN, last 4, expiry, scheme and holder name only; the
// payment_details fields follow the details' flow kind (payment-details.ts).

export function transactionPostbackData(
  p: PaymentRecord,
  t: TransactionRecord,
): Record<string, unknown> {
  const c = p.customer;
  const tokenType =
    t.status === 'SUCCESS' && p.paymentTokenId !== null
      ? paymentTokenType(t.paymentMethod)
      : undefined;
  return {
    payment_id: p.paymentId,
    payment_type: p.paymentType,
    payment_method: t.paymentMethod,
    created_at: p.createdAt.toISOString(),
    merchant_id: p.merchantId,
    ...(p.merchantPaymentId !== null && { merchant_payment_id: p.merchantPaymentId }),
    merchant_customer_id: p.merchantCustomerId,
    ...(c.email !== undefined && { email: c.email }),
    ...(c.country_code !== undefined && { country_code: c.country_code }),
    ...(p.language !== null && { language: p.language }),
    amount: t.amount,
    currency_code: t.currencyCode,
    // The token for later MIT/CIT payments: present once the sale has succeeded.
    ...(t.status === 'SUCCESS' &&
      p.paymentTokenId !== null && { payment_token_id: p.paymentTokenId }),
    transactions: [
      {
        transaction_id: t.transactionId,
        transaction_type: t.transactionType,
        status: t.status,
        response_code: t.responseCode,
        response_message: t.responseMessage,
        transaction_amount: t.amount,
        transaction_currency_code: t.currencyCode,
        transaction_fee_amount: fromMinorUnits(0n, amountFractionDigits(t.currencyCode)),
        transaction_fee_currency_code: t.currencyCode,
        ...taxFields(p, t.taxAmount),
        processor_response_text: t.processorResponseText,
        processor_response_transaction_amount: t.amount,
        cascade_attempt: 0,
        has_been_cascaded: false,
        cof_consent_skipped: cofConsentSkipped(t.paymentMethod, t.cofConsent),
        created_at: t.createdAt.toISOString(),
        updated_at: t.updatedAt.toISOString(),
        payment_details: {
          ...paymentDetailsFields(t.details),
          ...(c.email !== undefined && { customer_email: c.email }),
          ...(c.first_name && { customer_first_name: c.first_name }),
          ...(c.last_name && { customer_last_name: c.last_name }),
          ...(c.phone_number && { customer_phone_number: c.phone_number }),
          ...(c.country_code !== undefined && {
            customer_selected_country_code: c.country_code,
          }),
          ...(tokenType !== undefined && { payment_token_type: tokenType }),
        },
      },
    ],
    products: t.products.map((product) => ({
      ...product,
      product_transaction_price: product.product_transaction_price ?? product.product_price,
    })),
  };
}
