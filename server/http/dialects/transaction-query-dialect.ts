import { compile, type ValueRule } from './normalize.ts';

// The query vocabulary of GET /v1/transaction: the names client libraries send are canonical
// (server/api/merchant/transaction-list-query.ts); Kassa's first names for the time range are accepted beside
// them, and errors name the parameter as sent.

/** `2026-11-22T10:00:00 01:00`: the time of an offset whose `+` was sent unencoded. */
const SPACE_FOR_PLUS = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?) (\d{2}:\d{2})$/;

/**
 * An unencoded `+` in a query value is a space once the query is decoded (the form encoding's
 * rule): a space where a time's offset sign stands can only have been a `+`, and is read as one.
 */
const instant: ValueRule = {
  convert: (value) => (typeof value === 'string' ? value.replace(SPACE_FOR_PLUS, '$1+$2') : value),
};

export const transactionQueryDialect = compile({
  aliases: { created_from: 'created_at_from', created_to: 'created_at_to' },
  fields: { created_at_from: instant, created_at_to: instant },
});
