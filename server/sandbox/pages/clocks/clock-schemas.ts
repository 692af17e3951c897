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
    advance_to: text,
    customers: { type: 'array', items: text },
    subscription_ids: { type: 'array', items: text },
  },
} as const;

/**
 * A subscription's event (rebill, trial_end, retry, expiry, no_card: with subscription_id and
 * subscription_status), or, in an advance, a `dispute` a dispute test card planned (with
 * transaction_type and original_transaction_id; `skipped` when the table refused it then).
 */
export const eventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'at'],
  properties: {
    type: { type: 'string', enum: [...REBILL_EVENT_KINDS, 'dispute'] },
    at: text,
    subscription_id: text,
    subscription_status: text,
    transaction_id: text,
    transaction_type: text,
    original_transaction_id: text,
    transaction_status: text,
    response_code: { type: 'integer' },
    skipped: text,
  },
} as const;
