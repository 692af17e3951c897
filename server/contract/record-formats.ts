import { TAX_LABELS, TAX_PERCENTAGE_PATTERN, TAX_TYPES } from '../../src/contract/tax-rule.ts';

// The formats every postback record (TRANSACTION and SUBSCRIPTION `data`) writes its values in,
// one definition for both JSON Schemas (server/transactions/, server/subscriptions/).

export const text = { type: 'string' } as const;

/**
 * A decimal string in the currency's decimals, never a JSON number: "34.40", "1000"; a CRYPTO
 * payout's in its asset's ("25.000000" USDT, up to 18 decimals for ETH).
 */
export const amount = { type: 'string', pattern: '^\\d{1,18}(?:\\.\\d{1,20})?$' } as const;

/** ISO 4217; a CRYPTO payout's is its asset's code (USDT: four letters). */
export const currency = { type: 'string', pattern: '^[A-Z]{3,4}$' } as const;

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
