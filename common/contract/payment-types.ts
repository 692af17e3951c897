// The spec's payment types (Resources → Payment, `payment_type`); TOKEN and PAYOUT appear only in
// the token and payout responses. The sandbox creates SALE payments so far.

export const PAYMENT_TYPES = [
  'SALE',
  'AUTHORIZE',
  'MIT_SALE',
  'MIT_AUTHORIZE',
  'RECURRING',
  'RECURRING_REBILL',
  'TOKEN',
  'PAYOUT',
] as const;
