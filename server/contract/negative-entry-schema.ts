import type { FromSchema } from 'json-schema-to-ts';
import { timestamp } from './record-formats.ts';

// The merchant's negative database (spec: Negative database, Negative database entry): the
// requests and answers of POST, GET and DELETE /v1/merchant-negative-entry. The spec shows `id`
// and `type` only; the value fields are Kassa's design (docs/risk-controls.md). Which fields an
// entry of each type takes is checked by the domain (server/domain/negative-entries/), so the
// error names the field and the type instead of a schema's "must match one of".

/** The entry types, in the order of their response codes (2309..2314). */
export const NEGATIVE_ENTRY_TYPES = ['CUSTOMER', 'CARD', 'IP', 'EMAIL', 'BIN', 'COUNTRY'] as const;
export type NegativeEntryType = (typeof NEGATIVE_ENTRY_TYPES)[number];

const entryType = { type: 'string', enum: NEGATIVE_ENTRY_TYPES } as const;
const bin = { type: 'string', pattern: '^\\d{6,8}$' } as const;
const last4 = { type: 'string', pattern: '^\\d{4}$' } as const;
const month = { type: 'integer', minimum: 1, maximum: 12 } as const;
const year = { type: 'integer', minimum: 2000, maximum: 2099 } as const;

/** The value fields, as the body sends them and the answer returns them. */
const valueFields = {
  /** CUSTOMER: your customer id, compared exactly. */
  merchant_customer_id: { type: 'string', minLength: 1, maxLength: 64 },
  /** CARD: a payment token of yours (it blocks the token and the card it was saved from). */
  payment_token_id: { type: 'string', minLength: 1, maxLength: 64 },
  /** CARD (6 digits, with the three fields below) or BIN (6 to 8 digits). */
  card_bin: bin,
  card_last4: last4,
  card_expiry_month: month,
  card_expiry_year: year,
  /** IP: IPv4 or IPv6; stored in its canonical form. */
  ip_address: { type: 'string', minLength: 2, maxLength: 64 },
  /** EMAIL: stored lower case. */
  email: { type: 'string', minLength: 3, maxLength: 320 },
  /** COUNTRY: ISO 3166-1 alpha-2, any case; stored upper case. */
  country_code: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  /** Why the entry was made: free text for your back office, never a card number. */
  reason: { type: 'string', minLength: 1, maxLength: 256 },
} as const;

export const negativeEntryBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: entryType, ...valueFields },
} as const;

export type NegativeEntryBody = FromSchema<typeof negativeEntryBodySchema>;

export const negativeEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'created_at'],
  properties: {
    id: { type: 'string' },
    type: entryType,
    ...valueFields,
    country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
    created_at: timestamp,
  },
} as const;

export type NegativeEntryData = FromSchema<typeof negativeEntrySchema>;

export const negativeEntryResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['MERCHANT_NEGATIVE_ENTRY'] },
    data: negativeEntrySchema,
  },
} as const;

export const negativeEntryListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data', 'meta'],
  properties: {
    type: { type: 'string', enum: ['MERCHANT_NEGATIVE_ENTRY'] },
    data: { type: 'array', items: negativeEntrySchema },
    meta: {
      type: 'object',
      additionalProperties: false,
      required: ['limit', 'next_cursor', 'has_more'],
      properties: {
        limit: { type: 'integer', minimum: 1 },
        /** The `cursor` of the next page; null on the last one. */
        next_cursor: { type: ['string', 'null'] },
        has_more: { type: 'boolean' },
      },
    },
  },
} as const;

/**
 * The list's query. `type` may repeat (`type=IP&type=EMAIL`) or list several separated by commas;
 * `limit` and `cursor` page it. The query arrives as text (no coercion): the domain reads it and
 * names the parameter and the rule when it breaks one.
 */
export const negativeEntryListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: {
      anyOf: [
        { type: 'string', maxLength: 64 },
        { type: 'array', maxItems: 12, items: { type: 'string', maxLength: 64 } },
      ],
      description:
        'Entry types to list; repeat it, or separate them by commas. Every type when left out.',
      examples: ['EMAIL'],
    },
    limit: {
      type: 'string',
      maxLength: 8,
      description: 'Entries a page, 1 to 500 (default 50).',
      examples: ['20'],
    },
    cursor: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      description: "The previous page's meta.next_cursor, with the same filters.",
    },
  },
} as const;

export type NegativeEntryListQuery = FromSchema<typeof negativeEntryListQuerySchema>;

export const negativeEntryParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: "The entry's `id`, as its creation answered it.",
      examples: ['neg_Q2xL0s3Tn5Rk7Jm9QaW4bA'],
    },
  },
} as const;

/** One example per type, as docs/risk-controls.md shows them; the examples test sends each. */
export const negativeEntryExamples = [
  { type: 'CUSTOMER', merchant_customer_id: 'cust-fraud-7', reason: 'chargeback on order 1001' },
  {
    type: 'CARD',
    card_bin: '400000',
    card_last4: '0002',
    card_expiry_month: 12,
    card_expiry_year: 2030,
  },
  { type: 'IP', ip_address: '203.0.113.7' },
  { type: 'EMAIL', email: 'Mallory@Example.com' },
  { type: 'BIN', card_bin: '411111' },
  { type: 'COUNTRY', country_code: 'kp' },
] as const;
