// The formats every postback record (TRANSACTION and SUBSCRIPTION `data`) writes its values in,
// one definition for both JSON Schemas (server/transactions/, server/subscriptions/).

export const text = { type: 'string' } as const;

/** A decimal string in the currency's decimals, never a JSON number: "34.40", "1000". */
export const amount = { type: 'string', pattern: '^\\d{1,18}(?:\\.\\d{1,3})?$' } as const;

export const currency = { type: 'string', pattern: '^[A-Z]{3}$' } as const;

/** ISO 8601, UTC, milliseconds. */
export const timestamp = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$',
} as const;
