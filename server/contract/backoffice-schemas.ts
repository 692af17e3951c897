import { OPERATOR_ROLES } from '../../common/contract/backoffice-api.ts';
import { PAYOUT_PREREQUISITES } from './payout-methods.ts';

// The back office's request schemas (common/contract/backoffice-api.ts holds the types the app
// and the server share): what ajv checks at the edge before a route reads a body.

const login = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9._@-]+$',
} as const;

export const signInSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['login', 'password'],
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export const changePasswordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['current_password', 'new_password'],
  properties: {
    current_password: { type: 'string', minLength: 1, maxLength: 1000 },
    new_password: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export const createOperatorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['login', 'role', 'merchant_id'],
  properties: {
    login,
    role: { type: 'string', enum: OPERATOR_ROLES },
    merchant_id: { type: ['string', 'null'], minLength: 1, maxLength: 64 },
  },
} as const;

const merchantName = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const createMerchantSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: merchantName,
    base_currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
  },
} as const;

export const updateMerchantSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { name: merchantName, disabled: { type: 'boolean' } },
} as const;

export const merchantParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchant_id'],
  properties: { merchant_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const settingsPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    callback_url: { type: ['string', 'null'], minLength: 1, maxLength: 2048 },
    allowed_origins: {
      type: 'array',
      maxItems: 50,
      items: { type: 'string', minLength: 1, maxLength: 300 },
    },
    base_currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    // Checked whole by the payment form override's own validator, which names the part refused.
    theme: { type: ['object', 'null'] },
    payout_prerequisites: {
      type: 'array',
      maxItems: 20,
      items: { type: 'string', enum: PAYOUT_PREREQUISITES },
    },
    tokens_enabled: { type: 'boolean' },
    rebill_retry_seconds: { type: 'array', maxItems: 50, items: { type: 'integer' } },
    form: {
      type: 'object',
      additionalProperties: false,
      properties: {
        require_cardholder_name: { type: 'boolean' },
        saved_card_without_code: { type: 'boolean' },
        straight_to_method: { type: 'boolean' },
      },
    },
  },
} as const;

export const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    merchant_id: { type: 'string', minLength: 1, maxLength: 64 },
    limit: { type: 'string', pattern: '^(?:[1-9]|[1-9][0-9]|100)$' },
    before: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;
