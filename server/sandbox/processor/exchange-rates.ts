// The sandbox's exchange rates: fixed, made up, never market data, so a base amount is the same on
// every run and every machine (docs/payouts.md, Base currency, shows this table and
// server/sandbox/processor/payout-docs.test.ts holds the page to it). Each rate is how many units
// of the currency one euro buys, as decimal text; a conversion between two currencies goes
// through the euro (server/domain/ledger/base-amount.ts rounds once, at the end).
//
// The table covers every currency the checkout's method table names (common/methods/
// payment-methods.ts), the payout methods' currencies, a few more that card payments are often
// made in, and the crypto assets a CRYPTO payout pays out (server/domain/payouts/crypto-assets.ts).

export const RATES_PER_EURO: Readonly<Record<string, string>> = {
  AED: '3.98',
  AUD: '1.65',
  BAM: '1.95583',
  BDT: '129.5',
  BRL: '6.2',
  CAD: '1.5',
  CDF: '3080',
  CHF: '0.94',
  CLP: '1020',
  CNY: '7.8',
  COP: '4500',
  CZK: '25',
  DKK: '7.46',
  EUR: '1',
  GBP: '0.85',
  HKD: '8.4',
  HUF: '400',
  IDR: '17500',
  INR: '92',
  JPY: '165',
  KES: '140',
  KRW: '1500',
  MWK: '1880',
  MXN: '21',
  MYR: '4.8',
  NGN: '1700',
  NOK: '11.7',
  NZD: '1.82',
  PEN: '4.05',
  PHP: '62',
  PLN: '4.25',
  RON: '4.97',
  RWF: '1520',
  SEK: '11.2',
  SGD: '1.45',
  THB: '37',
  TRY: '37.5',
  TZS: '2900',
  UGX: '4000',
  USD: '1.08',
  VND: '27500',
  ZAR: '19.8',
  ZMW: '29',
  // Crypto assets.
  USDT: '1.08',
  USDC: '1.08',
  BTC: '0.000012',
  ETH: '0.00036',
  LTC: '0.012',
  TRX: '4.5',
};

export function exchangeRate(currency: string): string | undefined {
  return Object.hasOwn(RATES_PER_EURO, currency) ? RATES_PER_EURO[currency] : undefined;
}
