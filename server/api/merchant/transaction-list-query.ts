import type { FastifySchemaValidationError } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionType,
} from '../../../common/contract/transactions.ts';
import {
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  resolveMethod,
} from '../../../common/methods/payment-methods.ts';
import { ApiError } from '../../contract/api-error.ts';
import { INSTANT_PATTERN, INSTANT_RULE, instantMicros } from '../../contract/instants.ts';
import type { TransactionListFilter } from '../../domain/ledger/transaction-store.ts';

// The query of GET /v1/transaction, read at the edge: its schema, its errors as Fastify reports
// them, and the store's filter it becomes (what the list needs, typed). The spec leaves the names of the filters and of the
// count open (Endpoints → GET /transaction); these are the names client libraries of the live
// service send: the creation time as a half-open range [created_at_from, created_at_to), the
// resource's own field names (transaction_type and response_code — one value or several separated
// by commas, with spaces around them as the live service's reference writes `1000, 2000` —,
// transaction_status, payment_method, payment_id, merchant_payment_id), `limit` as the spec's other
// list (GET /merchant-negative-entry) calls its count, with the reference's default (100) and
// largest page (1000), and the spec's `prev_id`.
// Other spellings (`created_from`, `created_to`) are turned into these before the schema runs
// (server/http/dialects/transaction-query-dialect.ts), and every error names the parameter as sent.
//
// Query values are text (types are not coerced): every value is checked by the schema below, and
// each parameter may appear once (a repeated one arrives as an array and fails `type: string`).

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const time = (description: string) =>
  ({ type: 'string', maxLength: 64, pattern: INSTANT_PATTERN, description }) as const;
const anyType = `(?:${TRANSACTION_TYPES.join('|')})`;
const anyCode = '[1-9][0-9]{3}';
/** One item, or several separated by commas; spaces (a `+` unencoded) around each are allowed. */
const listOf = (item: string): string => `^ *${item} *(?:, *${item} *)*$`;
const PLUS =
  'An offset sent as `+01:00` unencoded (a space once decoded) is read as `+01:00`; `%2B01:00` is the encoded form.';

export const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    created_at_from: time(
      `Transactions created at or after this instant (RFC 3339). Also taken as \`created_from\`. ${PLUS}`,
    ),
    created_at_to: time(
      `Transactions created before this instant (RFC 3339): the range is half-open. Also taken as \`created_to\`. ${PLUS}`,
    ),
    transaction_type: {
      type: 'string',
      pattern: listOf(anyType),
      description:
        'One transaction type, or several separated by commas: `SALE,REFUND` (spaces around them allowed).',
    },
    transaction_status: { type: 'string', enum: TRANSACTION_STATUSES },
    response_code: {
      type: 'string',
      pattern: listOf(anyCode),
      description:
        "The spec's response code of the transactions (`1000`), or several separated by commas, as the reference writes them: `1000, 2000`.",
    },
    payment_method: { type: 'string', enum: PAYMENT_METHOD_NAMES },
    payment_id: id,
    merchant_payment_id: id,
    // 1 to 1000 written plainly: no sign, no leading zero, no exponent.
    limit: {
      type: 'string',
      pattern: '^(?:[1-9][0-9]{0,2}|1000)$',
      description: `How many transactions a page holds, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`,
    },
    prev_id: {
      ...id,
      description: '`meta.next_prev_id` of the previous answer: the page after it.',
    },
  },
} as const;

export type ListQuery = FromSchema<typeof listQuerySchema>;

const PARAMETERS = Object.keys(listQuerySchema.properties);

/** Each parameter's rule as an error message states it (after the parameter's name). */
const RULES: Record<string, string> = {
  created_at_from: INSTANT_RULE,
  created_at_to: INSTANT_RULE,
  transaction_type: `must be one of ${TRANSACTION_TYPES.join(', ')}, or several of them separated by commas (SALE,REFUND)`,
  response_code:
    'must be a response code of 4 digits, such as 1000 or 2004, or several of them separated by commas (1000, 2000)',
  payment_id: 'must be 1 to 64 characters long',
  merchant_payment_id: 'must be 1 to 64 characters long',
  limit: `must be a whole number from 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`,
  prev_id: 'must be 1 to 64 characters long: the prev_id of the previous answer',
};

/** At most 64 characters of a name the merchant sent, quoted. */
const quoted = (name: string): string => JSON.stringify(name.slice(0, 64));

/**
 * The route's schemaErrorFormatter: the first failed rule as one 400 naming the parameter as the
 * merchant sent it and the rule it broke, in the spec's error body (server/http/errors.ts).
 */
export function listQueryError(errors: FastifySchemaValidationError[]): Error {
  const error = errors[0];
  if (!error) return new ApiError(400, 'INVALID_REQUEST_PARAMETER', 'the query is invalid');
  const unknown = error.params.additionalProperty;
  if (typeof unknown === 'string') {
    return ApiError.badParameter(
      quoted(unknown),
      `is not a parameter of GET /transaction; the parameters are ${PARAMETERS.join(', ')}`,
    );
  }
  const name = error.instancePath.split('/')[1] ?? 'query';
  if (error.keyword === 'type') return ApiError.badParameter(name, 'must be given at most once');
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues;
    return ApiError.badParameter(
      name,
      `must be one of ${Array.isArray(allowed) ? allowed.join(', ') : 'the listed values'}`,
    );
  }
  return ApiError.badParameter(name, RULES[name] ?? 'is invalid');
}

function instant(name: string, text: string | undefined): bigint | undefined {
  if (text === undefined) return undefined;
  const micros = instantMicros(text);
  if (micros === undefined) throw ApiError.badParameter(name, INSTANT_RULE);
  return micros;
}

/** The method a name stands for: an alias filters by its method (NAVERPAY → NAVER_PAY). */
function method(name: string): PaymentMethod {
  const resolved = resolveMethod(name);
  if (resolved === undefined) {
    throw ApiError.badParameter(
      'payment_method',
      `must be one of ${PAYMENT_METHOD_NAMES.join(', ')}`,
    );
  }
  return resolved;
}

/** `SALE, REFUND` → its items, each once, without the spaces around them. */
const items = (list: string): Set<string> => new Set(list.split(',').map((item) => item.trim()));

/** `SALE,REFUND` → its types, each once (the schema's pattern admitted only known ones). */
function transactionTypes(list: string): TransactionType[] {
  const sent = items(list);
  return TRANSACTION_TYPES.filter((type) => sent.has(type));
}

/** `1000, 2000` → its codes, each once, in the order sent. */
const responseCodes = (list: string): number[] => [...items(list)].map(Number);

/**
 * The checked query as the store's filter, for the merchant `merchantId`. `sentName` gives a
 * parameter's name as the merchant spelt it (`created_from` for created_at_from), for a rule
 * that names two of them.
 */
export function listFilter(
  merchantId: string,
  query: ListQuery,
  sentName: (parameter: string) => string = (parameter) => parameter,
): TransactionListFilter {
  const from = instant('created_at_from', query.created_at_from);
  const to = instant('created_at_to', query.created_at_to);
  if (from !== undefined && to !== undefined && to <= from) {
    throw new ApiError(
      400,
      'INVALID_REQUEST_PARAMETER',
      `${sentName('created_at_to')} must be later than ${sentName('created_at_from')}`,
    );
  }
  return {
    merchantId,
    limit: query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit),
    ...(query.created_at_from !== undefined && { createdFrom: query.created_at_from }),
    ...(query.created_at_to !== undefined && { createdTo: query.created_at_to }),
    ...(query.transaction_type !== undefined && {
      transactionTypes: transactionTypes(query.transaction_type),
    }),
    ...(query.transaction_status !== undefined && { status: query.transaction_status }),
    ...(query.response_code !== undefined && {
      responseCodes: responseCodes(query.response_code),
    }),
    ...(query.payment_method !== undefined && { paymentMethod: method(query.payment_method) }),
    ...(query.payment_id !== undefined && { paymentId: query.payment_id }),
    ...(query.merchant_payment_id !== undefined && {
      merchantPaymentId: query.merchant_payment_id,
    }),
    ...(query.prev_id !== undefined && { prevId: query.prev_id }),
  };
}
