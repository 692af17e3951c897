import type { FromSchema } from 'json-schema-to-ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from './card-number-text.ts';
import { PAYOUT_METHODS } from './payout-methods.ts';
import { cardFactFields } from './record-formats.ts';

// JSON Schemas of POST /v1/payout (spec: Endpoints → POST /payout; Resources → Payout, Payout
// methods). The spec shows the CARD shape of payment_details only; the other four are Kassa's,
// documented in docs/payouts.md. One object holds every method's fields, so Ajv names a broken
// field by its path and the OpenAPI document shows them all; which fields a method takes, and the
// rules a schema cannot say (an IBAN's check digits, a crypto address's format, the currencies),
// are checked in server/domain/payouts/, with messages in the same form. The live service's
// reference names two BANK_TRANSFER fields otherwise (account_number, routing_number): the
// payout's dialect (server/http/dialects/endpoint-dialects.ts) reads them as Kassa's, and the
// answer carries both names.

const string = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength }) as const;
const id = string(1, 64);

/** The spec's payout amount: up to 18 integer digits and up to 20 decimals ("12." included). */
export const PAYOUT_AMOUNT_PATTERN = '^\\d{1,18}(?:\\.\\d{0,20})?$';

/** The spec's base_amount: the merchant's base currency has at most 2 decimals. */
export const BASE_AMOUNT_PATTERN = '^\\d{1,18}(?:\\.\\d{1,2})?$';

/**
 * ISO 4217 for every method; a CRYPTO payout also takes its asset's code, as clients written
 * before sent it (USDT and USDC have four letters, one more than the spec's `^[A-Z]{3}$`).
 */
export const PAYOUT_CURRENCY_PATTERN = '^[A-Z]{3,4}$';

/** The BIC (ISO 9362): bank, country, location and an optional branch. */
export const BIC_PATTERN = '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$';

/** What the request may say in payment_details, by method (docs/payouts.md, The methods). */
export const PAYOUT_DETAIL_FIELDS = {
  CARD: { required: ['payment_token_id'], optional: [] },
  CRYPTO: { required: ['crypto_network', 'crypto_address'], optional: [] },
  SEPA: { required: ['iban'], optional: ['bic'] },
  PAXUM: { required: ['email'], optional: [] },
  BANK_TRANSFER: {
    required: ['bank_name', 'bank_account_number'],
    optional: ['bank_code', 'bank_account_holder_name'],
  },
} as const;

const payoutDetailsRequestSchema = {
  type: 'object',
  additionalProperties: false,
  description:
    "The destination, in the method's fields: CARD `payment_token_id`; CRYPTO `crypto_network` " +
    'and `crypto_address`; SEPA `iban` and optionally `bic`; PAXUM `email`; BANK_TRANSFER ' +
    '`bank_name`, `bank_account_number` (also taken as `account_number`) and optionally ' +
    '`bank_code` (also taken as `routing_number`) and `bank_account_holder_name`. ' +
    "Another method's field is refused.",
  properties: {
    /** CARD: a token from POST /v1/token of this merchant_customer_id. */
    payment_token_id: id,
    /**
     * CRYPTO: the network (TRX, ETH, BSC, SOL, BTC, LTC; or as clients name them, TRC20, ERC20,
     * BEP20). A payout in an ISO 4217 currency pays out the network's asset.
     */
    crypto_network: string(1, 16),
    /** CRYPTO: the receiving address, in the network's format. */
    crypto_address: string(1, 128),
    /** SEPA: the account's IBAN; spaces between groups are allowed and dropped. */
    iban: cardNumberExempt(string(15, 42), EXEMPT_BECAUSE.iban),
    /** SEPA: the bank's BIC, 8 or 11 characters. */
    bic: { type: 'string', pattern: BIC_PATTERN },
    /** PAXUM: the e-mail address of the receiving Paxum account. */
    email: { ...string(1, 320), format: 'email' },
    /** BANK_TRANSFER: the receiving bank's name. */
    bank_name: string(1, 128),
    /**
     * BANK_TRANSFER: the receiving bank's three-digit code (Korea's bank codes, e.g. 004); also
     * taken as `routing_number`.
     */
    bank_code: { type: 'string', pattern: '^\\d{3}$' },
    /**
     * BANK_TRANSFER: the account number, digits and dashes as the bank prints it; also taken as
     * `account_number` (exempt from the card-number scan under either name: the dialect renames
     * it before the scan).
     */
    bank_account_number: cardNumberExempt(string(1, 32), EXEMPT_BECAUSE.bankAccount),
    /** BANK_TRANSFER: the account holder's name, as the bank has it; optional. */
    bank_account_holder_name: string(1, 128),
  },
} as const;

/** POST /v1/payout's body (spec: Endpoints → POST /payout). */
export const payoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_method',
    'merchant_payment_id',
    'merchant_customer_id',
    'amount',
    'currency_code',
    'payment_details',
  ],
  properties: {
    payment_method: { type: 'string', enum: PAYOUT_METHODS },
    /** Unique per merchant among its payouts: a second payout with it is refused (409). */
    merchant_payment_id: id,
    merchant_customer_id: id,
    amount: cardNumberExempt(
      { type: 'string', pattern: PAYOUT_AMOUNT_PATTERN },
      EXEMPT_BECAUSE.amount,
    ),
    currency_code: {
      type: 'string',
      pattern: PAYOUT_CURRENCY_PATTERN,
      description:
        "ISO 4217 for every method. A CRYPTO payout pays out its network's asset at the sandbox's " +
        'rate (50.00 EUR on TRC20: 54.000000 USDT), or is named in the asset itself (`USDT`).',
    },
    payment_details: payoutDetailsRequestSchema,
    /** Required for BANK_TRANSFER payouts (the transfer's text). */
    description: string(1, 128),
  },
} as const;

export type PayoutBody = FromSchema<typeof payoutBodySchema>;
export type PayoutDetailsBody = PayoutBody['payment_details'];

const text = { type: 'string' } as const;

/** payment_details as a payout answers it: the request's, a card by its facts, never its number. */
export const payoutDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    payment_token_id: text,
    ...cardFactFields,
    crypto_network: text,
    crypto_address: text,
    /** CRYPTO: the asset the payout sends (USDT), whichever currency it was named in. */
    crypto_currency_code: text,
    /** CRYPTO: how much of it, in the payout amount's format (up to twenty decimals). */
    crypto_amount: { type: 'string', pattern: PAYOUT_AMOUNT_PATTERN },
    iban: text,
    bic: text,
    email: text,
    bank_name: text,
    bank_code: text,
    /** bank_code under the live service's reference's name. */
    routing_number: text,
    bank_account_number: text,
    /** bank_account_number under the live service's reference's name. */
    account_number: text,
    bank_account_holder_name: text,
  },
} as const;

/** The spec's Payout resource (Resources → Payout). */
export const payoutSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'payment_id',
    'payment_type',
    'created_at',
    'merchant_id',
    'base_amount',
    'base_currency_code',
    'payment_method',
    'merchant_payment_id',
    'merchant_customer_id',
    'amount',
    'currency_code',
    'payment_details',
  ],
  properties: {
    payment_id: text,
    payment_type: { type: 'string', enum: ['PAYOUT'] },
    created_at: text,
    merchant_id: text,
    base_amount: { type: 'string', pattern: BASE_AMOUNT_PATTERN },
    base_currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    payment_method: { type: 'string', enum: PAYOUT_METHODS },
    merchant_payment_id: text,
    merchant_customer_id: text,
    amount: text,
    currency_code: text,
    payment_details: payoutDetailsSchema,
    description: text,
  },
} as const;

export type PayoutData = FromSchema<typeof payoutSchema>;

/** 200 answer of POST /v1/payout: the payout in the spec's PAYMENT envelope. */
export const payoutResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['PAYMENT'] },
    data: payoutSchema,
  },
} as const;

export type PayoutAnswer = FromSchema<typeof payoutResponseSchema>;
