// The back office's key and secret routes' schemas (server/api/backoffice/key-routes.ts): the
// requests checked at the edge, the answers as common/contract/backoffice-api.ts types them.

/**
 * The longest overlap of a postback secret's rotation: a leaked secret should not keep signing
 * for more than a month.
 */
export const MAX_OVERLAP_SECONDS = 30 * 86_400;

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const merchantParams = {
  type: 'object',
  additionalProperties: false,
  required: ['merchant_id'],
  properties: { merchant_id: ID },
} as const;

export const keyParams = {
  type: 'object',
  additionalProperties: false,
  required: ['merchant_id', 'key_id'],
  properties: { merchant_id: ID, key_id: ID },
} as const;

// The instants' shape and calendar are checked by parseInstant, whose message names the rule.
const INSTANT_TEXT = { type: 'string', maxLength: 40 } as const;

export const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1, maxLength: 80 },
    expires_at: { type: ['string', 'null'], maxLength: 40 },
  },
} as const;

export const revokeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { at: INSTANT_TEXT },
} as const;

export const rotateBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    overlap_seconds: { type: 'integer', minimum: 0, maximum: MAX_OVERLAP_SECONDS },
  },
} as const;

export const keySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key_id', 'label', 'last4', 'created_at', 'expires_at', 'revoked_at', 'last_used_at'],
  properties: {
    key_id: { type: 'string' },
    label: { type: 'string' },
    last4: { type: 'string' },
    created_at: { type: 'string' },
    expires_at: { type: ['string', 'null'] },
    revoked_at: { type: ['string', 'null'] },
    last_used_at: { type: ['string', 'null'] },
  },
} as const;

export const listAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['keys'],
  properties: { keys: { type: 'array', items: keySchema } },
} as const;

export const createAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'api_key'],
  properties: { key: keySchema, api_key: { type: 'string' } },
} as const;

export const rotateAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['postback_secret', 'previous_retires_at'],
  properties: {
    postback_secret: { type: 'string' },
    previous_retires_at: { type: 'string' },
  },
} as const;
