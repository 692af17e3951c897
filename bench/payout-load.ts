import { type LoadResult, runLoad } from './checkout-load.ts';

// Load on POST /v1/payout: SEPA payouts of 310.00 EUR, each with its own merchant_payment_id (a
// payout's reference is unique per merchant, so every request makes a new one). Each is checked
// (the IBAN's length and check digits), converted to the base currency, claimed by its reference,
// decided by the sandbox processor and written with its PENDING transaction and postback before
// the answer; the sweep ends it SANDBOX_PAYOUT_SEPA_SECONDS later.

let sent = 0;

export function payoutBody(): string {
  sent += 1;
  return JSON.stringify({
    payment_method: 'SEPA',
    merchant_payment_id: `bench-${process.pid}-${Date.now()}-${sent}`,
    merchant_customer_id: 'bench',
    amount: '310.00',
    currency_code: 'EUR',
    payment_details: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  });
}

export function loadPayout(options: {
  url: string;
  apiKey: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  return runLoad({
    ...options,
    url: `${options.url}/v1/payout`,
    body: payoutBody(),
    bodyOf: payoutBody,
  });
}
