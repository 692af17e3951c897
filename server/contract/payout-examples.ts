// Example requests of POST /v1/payout, one per method, and for CRYPTO and BANK_TRANSFER a second
// in the other spelling (a CRYPTO payout named in its asset; a bank transfer in the live service's
// reference's field names): the route schema shows them in the OpenAPI document, and
// server/api/docs/examples.test.ts sends every one (the CARD example's `tok_…` is filled in with a
// token from POST /v1/token, as a reader does) and expects 200. docs/payouts.md shows the same
// bodies as curl examples.

/** The part of an example's token a reader replaces with their own (`tok_…`). */
export const ELIDED_TOKEN = 'tok_…';

export const payoutExamples = [
  {
    payment_method: 'CARD',
    merchant_payment_id: 'payout-card-1',
    merchant_customer_id: 'cust-7',
    amount: '25.00',
    currency_code: 'EUR',
    payment_details: { payment_token_id: ELIDED_TOKEN },
    description: 'Winnings, week 47',
  },
  {
    payment_method: 'CRYPTO',
    merchant_payment_id: 'payout-crypto-1',
    merchant_customer_id: 'cust-8',
    amount: '50.00',
    currency_code: 'EUR',
    payment_details: {
      crypto_network: 'TRC20',
      crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    },
  },
  {
    payment_method: 'CRYPTO',
    merchant_payment_id: 'payout-crypto-2',
    merchant_customer_id: 'cust-8',
    amount: '120.5',
    currency_code: 'USDT',
    payment_details: {
      crypto_network: 'TRX',
      crypto_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    },
  },
  {
    payment_method: 'SEPA',
    merchant_payment_id: 'payout-sepa-1',
    merchant_customer_id: 'cust-9',
    amount: '310.00',
    currency_code: 'EUR',
    payment_details: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
    description: 'Affiliate commission, November',
  },
  {
    payment_method: 'PAXUM',
    merchant_payment_id: 'payout-paxum-1',
    merchant_customer_id: 'cust-10',
    amount: '75.00',
    currency_code: 'USD',
    payment_details: { email: 'creator@example.com' },
  },
  {
    payment_method: 'BANK_TRANSFER',
    merchant_payment_id: 'payout-bank-1',
    merchant_customer_id: 'cust-11',
    amount: '50000',
    currency_code: 'KRW',
    payment_details: {
      bank_name: 'KB Kookmin Bank',
      bank_code: '004',
      bank_account_number: '123456-01-234567',
      bank_account_holder_name: 'Kim Minji',
    },
    description: 'Seller payout 2026-11',
  },
  {
    payment_method: 'BANK_TRANSFER',
    merchant_payment_id: 'payout-bank-2',
    merchant_customer_id: 'cust-11',
    amount: '50000',
    currency_code: 'KRW',
    payment_details: {
      bank_name: 'KB Kookmin Bank',
      account_number: '123456-01-234567',
      routing_number: '004',
    },
    description: 'Seller payout 2026-12',
  },
];
