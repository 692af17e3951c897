import type { TransactionData } from '../../../domain/ledger/transaction-view.ts';
import { ownResponseCode, SANDBOX_PROCESSOR_NAME } from '../../processor/processor-codes.ts';

// The `data` of a sample TRANSACTION postback (`POST /sandbox/api/postbacks/test`, `npm run
// postbacks -- test`): a successful card sale of the shape every real one has, typed by the
// transaction record's schema (server/contract/transaction-schema.ts) and checked against it
// in the tests. Its ids start with `sample_` so a handler can tell it from a real payment; the card
// is the sandbox's approving test card, as BIN and last 4 only.

export function sampleTransactionData(merchantId: string, now: Date): TransactionData {
  const at = now.toISOString();
  return {
    version: 1,
    transaction_id: 'trx_sample_postback',
    transaction_type: 'SALE',
    transaction_status: 'SUCCESS',
    created_at: at,
    updated_at: at,
    response_code: 1000,
    response_text: 'Approved',
    transaction_amount: '34.40',
    transaction_currency_code: 'EUR',
    transaction_fee_amount: '0.00',
    transaction_fee_currency_code: 'EUR',
    transaction_details: {
      processor: SANDBOX_PROCESSOR_NAME,
      processor_response_text: 'Approved',
      processor_response_code: ownResponseCode(1000),
      cascade_attempt: 0,
      has_been_cascaded: false,
      card_bin_country_code: 'US',
      card_bin_type: 'CREDIT',
      rrn: '000000000000',
      cof_consent_skipped: false,
      processor_response_transaction_amount: '34.40',
      processor_response_base_amount: '34.40',
    },
    payment_context: {},
    payment_details: {
      card_scheme: 'VISA',
      card_bin: '424242',
      card_last4: '4242',
      card_expiry_month: 12,
      card_expiry_year: 2030,
      card_holder_name: 'Ann Example',
      customer_email: 'shopper@example.com',
      customer_selected_country_code: 'DE',
    },
    payment: {
      payment_id: 'pay_sample_postback',
      payment_type: 'SALE',
      payment_method: 'CARD',
      created_at: at,
      merchant_id: merchantId,
      merchant_payment_id: 'sample-order',
      merchant_customer_id: 'sample-customer',
      amount: '34.40',
      currency_code: 'EUR',
      transaction_amount: '34.40',
      transaction_currency_code: 'EUR',
      forced_3d: false,
      success_url: 'https://shop.example/ok',
      failure_url: 'https://shop.example/failed',
      products: [
        {
          product_id: 'prd_sample_postback',
          product_type: 'SALE',
          product_name: 'Sample product',
          product_price: '34.40',
          product_transaction_price: '34.40',
          is_optional: false,
          is_preselected: false,
        },
      ],
    },
  };
}
