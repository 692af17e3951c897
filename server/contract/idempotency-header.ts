// The X-Idempotency-Key request header as the contract names it (spec: Shared: idempotency
// header). Its rules are checked at the edge (http/idempotency-header.ts); the domain names the
// header in the error of a repeated key.

export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';
export const MAX_KEY_LENGTH = 255;

/**
 * The route schema's `headers` of an endpoint that reads the key: how the OpenAPI document
 * (server/api/docs/) learns which endpoints take it. Only the type is checked by the schema, which
 * a header always passes; the edge's rules (http/idempotency-header.ts) stay the one check, so
 * their messages name the header and the rule.
 */
export const idempotencyHeadersSchema = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      description:
        `Optional. 1 to ${MAX_KEY_LENGTH} printable ASCII characters, no card number. A later ` +
        'request of the same merchant with the same key within 24 hours creates nothing and ' +
        'is answered 409 INVALID_REQUEST naming the first use. Suggested form: a prefix of ' +
        "your own plus your order's identifier.",
      examples: ['shop-order-1001'],
    },
  },
} as const;
