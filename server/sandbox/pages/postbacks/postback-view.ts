import {
  ATTEMPT_OUTCOMES,
  type LoggedPostback,
  POSTBACK_STATUSES,
} from '../../../domain/postbacks/log-store.ts';
import { POSTBACK_TYPES } from '../../../domain/postbacks/outbox-store.ts';

// A logged postback as the sandbox's postback API answers it (GET /sandbox/api/postbacks and
// friends): the event, its state and every attempt, never the payload.

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const attemptSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attempted_at', 'http_status', 'duration_ms', 'outcome', 'error', 'response_excerpt'],
  properties: {
    attempted_at: text,
    http_status: { type: ['integer', 'null'] },
    duration_ms: { type: 'integer' },
    outcome: { type: 'string', enum: ATTEMPT_OUTCOMES },
    error: nullableText,
    response_excerpt: text,
  },
} as const;

export const postbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'event_id',
    'type',
    'status',
    'created_at',
    'next_attempt_at',
    'delivered_at',
    'failed_at',
    'payment_id',
    'transaction_id',
    'attempts',
  ],
  properties: {
    event_id: text,
    type: { type: 'string', enum: POSTBACK_TYPES },
    status: { type: 'string', enum: POSTBACK_STATUSES },
    created_at: text,
    next_attempt_at: nullableText,
    delivered_at: nullableText,
    failed_at: nullableText,
    payment_id: nullableText,
    transaction_id: nullableText,
    attempts: { type: 'array', items: attemptSchema },
  },
} as const;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function postbackView(event: LoggedPostback) {
  return {
    event_id: event.eventId,
    type: event.type,
    status: event.status,
    created_at: event.createdAt.toISOString(),
    next_attempt_at: iso(event.nextAttemptAt),
    delivered_at: iso(event.deliveredAt),
    failed_at: iso(event.failedAt),
    payment_id: event.paymentId,
    transaction_id: event.transactionId,
    attempts: event.attempts.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      http_status: attempt.httpStatus,
      duration_ms: attempt.durationMs,
      outcome: attempt.outcome,
      error: attempt.error,
      response_excerpt: attempt.responseExcerpt,
    })),
  };
}
