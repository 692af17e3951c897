// JSON Schemas of what the sandbox clock tools answer (server/domain/clocks/clock-view.ts builds
// them): a clock, and one event of an advance or a rebill-now.

import { REBILL_EVENT_KINDS } from '../../../domain/rebills/rebill.ts';

const text = { type: 'string' } as const;

export const clockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clock_id', 'time', 'created_at', 'advancing', 'customers', 'subscription_ids'],
  properties: {
    clock_id: text,
    name: text,
    time: text,
    created_at: text,
    advancing: { type: 'boolean' },
    customers: { type: 'array', items: text },
    subscription_ids: { type: 'array', items: text },
  },
} as const;

export const eventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'at', 'subscription_id', 'subscription_status'],
  properties: {
    type: { type: 'string', enum: REBILL_EVENT_KINDS },
    at: text,
    subscription_id: text,
    subscription_status: text,
    transaction_id: text,
    transaction_status: text,
    response_code: { type: 'integer' },
  },
} as const;
