// The spec's transaction types and statuses (Resources → Transaction; States and transitions →
// Transaction status). The sandbox records SALE transactions so far.

export const TRANSACTION_TYPES = [
  'SALE',
  'AUTHORIZE',
  'THREE_DS',
  'TOKEN',
  'PAYOUT',
  'REFUND',
  'VOID',
  // Not in the spec's list (which shows no capture call): Kassa's capture of an authorization
  // (POST /v1/capture) is a transaction of its own, beside the VOID that releases one.
  'CAPTURE',
  'FRAUD_ALERT',
  'CHARGEBACK',
  'CHARGEBACK_REVERSAL',
  'RDR',
  'RDR_REVERSAL',
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['SUCCESS', 'PENDING', 'DECLINE', 'ERROR'] as const;

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
