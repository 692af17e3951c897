import type { NegativeEntryType } from '../../contract/negative-entry-schema.ts';
import { NEGATIVE_ENTRY_TYPES } from '../../contract/negative-entry-schema.ts';
import { integer, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { tokenKey } from './entry-values.ts';

// SQL for the merchant's negative database (migration 0026) lives here and nowhere else: the
// entries, their list, and the one query that screens a transaction against all of them.

export interface NegativeEntryRecord {
  entryId: string;
  merchantId: string;
  entryType: NegativeEntryType;
  /** The blocked value in its normal form (entry-values.ts): one entry per value and type. */
  matchValue: string;
  paymentTokenId: string | null;
  cardBin: string | null;
  cardLast4: string | null;
  cardExpiryMonth: number | null;
  cardExpiryYear: number | null;
  reason: string | null;
  createdAt: Date;
}

const entries = defineTable<NegativeEntryRecord>('merchant_negative_entries', {
  entryId: column('entry_id', text),
  merchantId: column('merchant_id', text),
  entryType: column('entry_type', oneOf(NEGATIVE_ENTRY_TYPES)),
  matchValue: column('match_value', text),
  paymentTokenId: column('payment_token_id', nullable(text)),
  cardBin: column('card_bin', nullable(text)),
  cardLast4: column('card_last4', nullable(text)),
  cardExpiryMonth: column('card_expiry_month', nullable(integer)),
  cardExpiryYear: column('card_expiry_year', nullable(integer)),
  reason: column('reason', nullable(text)),
  createdAt: column('created_at', timestamptz),
});

// A second entry for the same value loses to the unique key, not to a read first: two requests
// at once make one entry, and the other is told which.
const INSERT = `${entries.insert} ON CONFLICT (merchant_id, entry_type, match_value) DO NOTHING
  RETURNING entry_id`;
const EXISTING = `SELECT entry_id FROM merchant_negative_entries
  WHERE merchant_id = $1 AND entry_type = $2 AND match_value = $3`;

/** Inserts the entry; answers the id of the entry that already blocks its value, if one does. */
export async function insertNegativeEntry(
  db: Queryable,
  entry: NegativeEntryRecord,
): Promise<{ inserted: true } | { inserted: false; existingId: string }> {
  const rows = await db.query(INSERT, entries.params(entry));
  if (rows.length > 0) return { inserted: true };
  const [row] = await db.query(EXISTING, [entry.merchantId, entry.entryType, entry.matchValue]);
  return { inserted: false, existingId: String(row?.entry_id) };
}

const DELETE = `DELETE FROM merchant_negative_entries WHERE entry_id = $1 AND merchant_id = $2
  RETURNING ${entries.list}`;

/** Deletes the merchant's entry `entryId`; answers it, or undefined when it holds none. */
export async function deleteNegativeEntry(
  db: Queryable,
  merchantId: string,
  entryId: string,
): Promise<NegativeEntryRecord | undefined> {
  const [row] = await db.query(DELETE, [entryId, merchantId]);
  return row && entries.toRecord(row);
}

export interface EntryPage {
  merchantId: string;
  /** The types listed; all when empty. */
  types: readonly NegativeEntryType[];
  limit: number;
  /** Where the previous page ended: its last entry's time and id. */
  after?: Pick<NegativeEntryRecord, 'createdAt' | 'entryId'> | undefined;
}

/**
 * A page of the merchant's entries, newest first (ties by id), after `after`: keyset paging, so
 * an entry made or deleted while a merchant pages never shifts a page. Reads one more than
 * `limit`, which tells whether there are more.
 */
export async function listNegativeEntries(
  db: Queryable,
  page: EntryPage,
): Promise<NegativeEntryRecord[]> {
  const where = ['merchant_id = $1'];
  const params: unknown[] = [page.merchantId];
  if (page.types.length > 0) {
    const first = params.length + 1;
    params.push(...page.types);
    where.push(`entry_type IN (${page.types.map((_, i) => `$${first + i}`).join(', ')})`);
  }
  if (page.after) {
    params.push(page.after.createdAt, page.after.entryId);
    const at = params.length - 1;
    where.push(`(created_at, entry_id) < ($${at}, $${at + 1})`);
  }
  params.push(page.limit + 1);
  const rows = await db.query(
    `${entries.select} WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, entry_id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((row) => entries.toRecord(row));
}

/** What a transaction is screened by: each value in its normal form, undefined when it has none. */
export interface ScreenedValues {
  merchantId: string;
  merchantCustomerId?: string | undefined;
  /** The payment tokens the transaction charges: the saved card paid with, the payment's token. */
  paymentTokenIds: readonly string[];
  card?: { bin: string; last4: string; expiryMonth: number; expiryYear: number } | undefined;
  ip?: string | undefined;
  email?: string | undefined;
  /** The customer's country, the card's BIN country, a payout destination's countries. */
  countries: readonly string[];
}

/** The first of `values` or null: a parameter that matches nothing when absent. */
const nth = (values: readonly string[], i: number): string | null => values[i] ?? null;

const FIRST_COUNTRY = 11;

// One query for every type, each of its branches an index lookup (migration 0026): the values
// kept in match_value by the unique key, a card's BIN by merchant_negative_entries_card. A NULL
// parameter matches nothing (`= NULL` is never true). A BIN entry blocks the cards whose BIN
// starts with it; Kassa keeps 6 digits of a card, so an entry of 7 or 8 digits blocks the 6-digit
// BIN it starts with, and is found by those 6 digits (card_bin). When several entries match, the
// first type in the spec's code order (2309 customer .. 2314 country) is the one reported. The
// countries are as many parameters as the transaction has countries ($11, $12, …; one NULL when
// it has none).
const matchStatement = (
  countries: number,
): string => `SELECT ${entries.list} FROM merchant_negative_entries
  WHERE merchant_id = $1 AND (
       (entry_type = 'CUSTOMER' AND match_value = $2)
    OR (entry_type = 'CARD' AND match_value IN ($3, $4))
    OR (card_bin = $5 AND (entry_type = 'BIN' OR (entry_type = 'CARD' AND card_last4 = $6
         AND card_expiry_month = $7 AND card_expiry_year = $8)))
    OR (entry_type = 'IP' AND match_value = $9)
    OR (entry_type = 'EMAIL' AND match_value = $10)
    OR (entry_type = 'COUNTRY' AND match_value IN (${Array.from(
      { length: Math.max(countries, 1) },
      (_, i) => `$${FIRST_COUNTRY + i}`,
    ).join(', ')})))
  ORDER BY CASE entry_type WHEN 'CUSTOMER' THEN 1 WHEN 'CARD' THEN 2 WHEN 'IP' THEN 3
    WHEN 'EMAIL' THEN 4 WHEN 'BIN' THEN 5 ELSE 6 END, created_at, entry_id
  LIMIT 1`;

/** The screening statement and its parameters for these values (its plan is tested). */
export function negativeEntryMatchQuery(values: ScreenedValues): {
  sql: string;
  params: unknown[];
} {
  const { card } = values;
  // A CARD entry made from a token is kept under the token's key.
  const tokenKeys = values.paymentTokenIds.map(tokenKey);
  const countries = [...new Set(values.countries)];
  return {
    sql: matchStatement(countries.length),
    params: [
      values.merchantId,
      values.merchantCustomerId ?? null,
      nth(tokenKeys, 0),
      nth(tokenKeys, 1),
      card?.bin ?? null,
      card?.last4 ?? null,
      card?.expiryMonth ?? null,
      card?.expiryYear ?? null,
      values.ip ?? null,
      values.email ?? null,
      ...(countries.length === 0 ? [null] : countries),
    ],
  };
}

/** The entry that blocks a transaction of these values, if any does. */
export async function matchingNegativeEntry(
  db: Queryable,
  values: ScreenedValues,
): Promise<NegativeEntryRecord | undefined> {
  const { sql, params } = negativeEntryMatchQuery(values);
  const [row] = await db.query(sql, params);
  return row && entries.toRecord(row);
}
