import type { PayoutMethod } from './payout-methods.ts';

// The response codes a payout may end with, by method: 1000 (paid out) and the DECLINE and ERROR
// codes of the spec's table that a payout of that method can meet. The rest of the table is not a
// payout's: PENDING 1200 ends nothing, the other successes (1300–1302) are 3-D Secure's, and the
// 3-D Secure, CVV, network-token, refund and chargeback codes belong to payments. The sandbox's
// tools API takes these codes alone to decide a payout (docs/payouts.md, Deciding a payout
// yourself, shows this table), and every outcome the sandbox processor gives a payout is one of
// them.

/** Paid out. */
export const PAID_OUT = 1000;

/** What any payout may meet: the bank's or the processor's refusal, risk rules, a failure. */
const EVERY_METHOD: readonly number[] = [
  2000, 2003, 2004, 2007, 2008, 2009, 2010, 2120, 2140, 2142, 2143, 2300, 2301, 2302, 2309, 2311,
  2312, 2314, 2315, 2900, 2901, 2902, 2903, 2904, 2907, 2909, 2910, 2914, 3000, 3901,
];

/** Codes of the paying instrument: the card's, the crypto network's, the account's. */
const OWN_CODES: Readonly<Record<PayoutMethod, readonly number[]>> = {
  CARD: [
    2001, 2002, 2005, 2006, 2141, 2200, 2201, 2202, 2203, 2204, 2205, 2299, 2310, 2313, 2906, 2908,
  ],
  CRYPTO: [2012, 2013, 2014, 2015, 2016],
  SEPA: [2299],
  PAXUM: [2299],
  BANK_TRANSFER: [2299],
};

/** The DECLINE and ERROR codes a payout of `method` may end with, in ascending order. */
export function payoutFailureCodes(method: PayoutMethod): readonly number[] {
  return [...EVERY_METHOD, ...OWN_CODES[method]].sort((a, b) => a - b);
}

/** Whether a payout of `method` may end with `code`. */
export function endsPayout(method: PayoutMethod, code: number): boolean {
  return code === PAID_OUT || payoutFailureCodes(method).includes(code);
}
