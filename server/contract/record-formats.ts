import { TAX_LABELS, TAX_PERCENTAGE_PATTERN, TAX_TYPES } from '../../common/contract/tax-rule.ts';
import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';

// The formats every postback record (TRANSACTION and SUBSCRIPTION `data`) writes its values in,
// one definition for both JSON Schemas (server/transactions/, server/subscriptions/).

export const text = { type: 'string' } as const;

/**
 * A transaction, fee, tax, base amount or price: a decimal string in the currency's decimals, at
 * most two (the interface's amount format), never a JSON number: "34.40", "1000". A CRYPTO
 * payout's transaction is recorded in an ISO 4217 currency too (server/domain/payouts/
 * crypto-payout.ts); only the payout's own `amount` has more decimals (payout-schema.ts).
 */
export const amount = { type: 'string', pattern: AMOUNT_PATTERN } as const;

/** ISO 4217. */
export const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;

/** ISO 8601, UTC, milliseconds. */
export const timestamp = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$',
} as const;

/** The spec's payment-level fee and tax fields, as both records carry them. */
export const feeAndTaxFields = {
  transaction_fee_amount: amount,
  transaction_fee_currency_code: currency,
  transaction_tax_amount: amount,
  transaction_tax_currency_code: currency,
  transaction_tax_type: { type: 'string', enum: TAX_TYPES },
  transaction_tax_label: { type: 'string', enum: TAX_LABELS },
  transaction_tax_percentage: { type: 'string', pattern: TAX_PERCENTAGE_PATTERN },
  transaction_tax_exempt_amount: amount,
} as const;

/** What a record keeps of a card: never its number or security code. */
export const cardFactFields = {
  card_scheme: text,
  card_bin: { type: 'string', pattern: '^\\d{6,8}$' },
  card_last4: { type: 'string', pattern: '^\\d{4}$' },
  card_expiry_month: { type: 'integer', minimum: 1, maximum: 12 },
  card_expiry_year: { type: 'integer', minimum: 2000, maximum: 2100 },
  card_holder_name: text,
} as const;
