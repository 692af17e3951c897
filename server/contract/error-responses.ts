import { errorBodySchema } from '../../common/contract/error-body.ts';

// The response schemas of every route's error answers: the one error body (server/http/errors.ts sends
// it) for any 4xx and 5xx. Spread into a route's `schema.response` beside its 200 answer.

export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
