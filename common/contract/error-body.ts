import type { FromSchema } from 'json-schema-to-ts';

// The one error body of every 4xx and 5xx answer, of the merchant API and the form's API alike
// (spec: Errors → Error body): `{"errors":[{"error_code","error_message"}]}`.

export const ERROR_CODES = [
  'INVALID_REQUEST_PARAMETER',
  'INVALID_REQUEST',
  'INTERNAL_ERROR',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['error_code', 'error_message'],
        properties: {
          error_code: { type: 'string', enum: ERROR_CODES },
          error_message: { type: 'string' },
        },
      },
    },
  },
} as const;

export type ErrorBody = FromSchema<typeof errorBodySchema>;

/** One entry of an error body as a client reads it: the code kept as the text it arrived as. */
export interface ErrorEntry {
  error_code: string;
  error_message: string;
}

/** The entries of an answer's body, read as an error body; none when the body is not one. */
export function errorEntries(body: unknown): ErrorEntry[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is ErrorEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.error_code === 'string' &&
      typeof entry.error_message === 'string',
  );
}
