import type { FromSchema } from 'json-schema-to-ts';

// taxOverride (spec: POST /checkout; content "not shown", designed here and documented in the
// docs/checkout.md): a percentage either already INCLUDED in the prices or added ON_TOP of them, the
// label the form shows for it, and the products it leaves untaxed (their price is the order's
// transaction_tax_exempt_amount). The checkout request and the session view carry the same object.

export const TAX_TYPES = ['INCLUDED', 'ON_TOP'] as const;

export type TaxType = (typeof TAX_TYPES)[number];

export const TAX_LABELS = ['TAX', 'VAT', 'GST', 'SALES_TAX'] as const;

export type TaxLabel = (typeof TAX_LABELS)[number];

/** Decimal string 0..100 with up to 2 decimals, e.g. "20" or "7.25". */
export const TAX_PERCENTAGE_PATTERN = '^(?:100(?:\\.0{1,2})?|\\d{1,2}(?:\\.\\d{1,2})?)$';

export const taxRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transaction_tax_type', 'transaction_tax_percentage'],
  properties: {
    transaction_tax_type: { type: 'string', enum: TAX_TYPES },
    transaction_tax_label: { type: 'string', enum: TAX_LABELS },
    transaction_tax_percentage: { type: 'string', pattern: TAX_PERCENTAGE_PATTERN },
    // A checkout's product_id values (create-checkout.ts checks each names one of its products).
    transaction_tax_exempt_product_ids: {
      type: 'array',
      uniqueItems: true,
      maxItems: 10,
      items: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const;

export type TaxRule = FromSchema<typeof taxRuleSchema>;
