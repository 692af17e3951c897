import { type LoadResult, runLoad } from './load-runner.ts';

// Load on POST /v1/payout: SEPA payouts of 310.00 EUR, each with its own merchant_payment_id (a
// payout's reference is unique per merchant, so every request makes a new one: the load
// generator numbers the body's `{n}`). Each is checked (the IBAN's length and check digits),
// converted to the base currency, claimed by its reference, decided by the sandbox processor and
// written with its PENDING transaction and postback before the answer; the sweep ends it
// SANDBOX_PAYOUT_SEPA_SECONDS later.

export const payoutBody = (): string =>
  JSON.stringify({
    payment_method: 'SEPA',
    merchant_payment_id: 'bench-{n}',
    merchant_customer_id: 'bench',
    amount: '310.00',
    currency_code: 'EUR',
    payment_details: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  });

export function loadPayout(options: {
  url: string;
  apiKey: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  return runLoad({
    ...options,
    url: `${options.url}/v1/payout`,
    bodies: { numbered: payoutBody() },
  });
}
