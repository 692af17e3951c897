import { PAID_OUT } from '../../contract/payout-endings.ts';
import type { PayoutMethod } from '../../contract/payout-methods.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { PayoutDecision, PayoutOrder } from '../../domain/processor.ts';
import { retrievalReference } from './processor.ts';
import { SANDBOX_TEXT_PREFIX } from './processor-codes.ts';

// The sandbox processor's answer to a payout. Every payout is taken (PENDING 1200) and ends after
// its method's delay (SANDBOX_PAYOUT_*_SECONDS) as its amount says: the amount's hundredths, the
// two digits after the decimal point (`12.04` → 04; `10.040000` USDT too), or for a currency
// without decimals its last two digits (`15004` KRW → 04), name the outcome in the table below.
// Any other amount is paid out (1000). Hundredths 99 leave the payout PENDING until the sandbox's
// tools API decides it (POST /sandbox/api/payouts/{payment_id}/decide). docs/payouts.md shows the
// table; server/sandbox/processor/payout-docs.test.ts holds the page to it.

export interface PayoutMagic {
  /** The amount's hundredths. */
  readonly hundredths: string;
  /** The final response code, or `held`. */
  readonly code: number | 'held';
  /** The methods it applies to; other methods are paid out. */
  readonly methods: 'all' | readonly PayoutMethod[];
}

export const PAYOUT_MAGIC: readonly PayoutMagic[] = [
  { hundredths: '01', code: 2000, methods: 'all' },
  { hundredths: '04', code: 2004, methods: 'all' },
  { hundredths: '07', code: 2007, methods: 'all' },
  { hundredths: '12', code: 2012, methods: ['CRYPTO'] },
  { hundredths: '13', code: 2013, methods: ['CRYPTO'] },
  { hundredths: '14', code: 2014, methods: ['CRYPTO'] },
  { hundredths: '15', code: 2015, methods: ['CRYPTO'] },
  { hundredths: '16', code: 2016, methods: ['CRYPTO'] },
  { hundredths: '29', code: 2299, methods: ['SEPA', 'PAXUM', 'BANK_TRANSFER'] },
  { hundredths: '90', code: 2900, methods: 'all' },
  { hundredths: '99', code: 'held', methods: 'all' },
];

/** The hundredths of an amount in its currency's decimals: "12.04" → "04", "15004" → "04". */
export function hundredthsOf(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  return fraction === undefined
    ? whole.padStart(2, '0').slice(-2)
    : fraction.padEnd(2, '0').slice(0, 2);
}

/** The table's entry for a payout, if its amount names one for its method. */
export function payoutMagicFor(
  order: Pick<PayoutOrder, 'method' | 'amount'>,
): PayoutMagic | undefined {
  const hundredths = hundredthsOf(order.amount);
  return PAYOUT_MAGIC.find(
    (entry) =>
      entry.hundredths === hundredths &&
      (entry.methods === 'all' || entry.methods.some((method) => method === order.method)),
  );
}

export function decidePayout(
  order: PayoutOrder,
  now: Date,
  prefix = SANDBOX_TEXT_PREFIX,
): PayoutDecision {
  const magic = payoutMagicFor(order);
  const base = {
    rrn: retrievalReference(now),
    acceptedText: `${prefix}: ${order.method} payout accepted; the outcome follows by TRANSACTION postback`,
  };
  if (magic?.code === 'held') return { ...base, final: 'held' };
  const code = magic?.code ?? PAID_OUT;
  const message = responseCode(code)?.message ?? 'Unknown error';
  return {
    ...base,
    final: {
      code,
      processorResponseText:
        code === PAID_OUT
          ? `${prefix}: ${order.method} payout sent`
          : `${prefix}: ${order.method} payout not sent: ${message} (amount hundredths ${magic?.hundredths ?? ''})`,
    },
  };
}
