import { ApiError } from '../../contract/api-error.ts';
import { inCalendar } from '../../contract/instants.ts';
import {
  NEGATIVE_ENTRY_TYPES,
  type NegativeEntryBody,
  type NegativeEntryData,
  type NegativeEntryListQuery,
  type NegativeEntryType,
} from '../../contract/negative-entry-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { findMerchantPaymentToken } from '../ledger/token-store.ts';
import { canonicalIp, cardKey, normalCountry, normalEmail, tokenKey } from './entry-values.ts';
import {
  deleteNegativeEntry,
  type EntryPage,
  insertNegativeEntry,
  listNegativeEntries,
  type NegativeEntryRecord,
} from './negative-entry-store.ts';

// The rules of POST, GET and DELETE /v1/merchant-negative-entry (docs/risk-controls.md): which
// fields each type takes, the value's normal form, one entry per value, and the keyset-paged list.
// Which transactions an entry blocks: screen-transaction.ts.

const bad = ApiError.badParameter;

type ValueField = Exclude<keyof NegativeEntryBody, 'type' | 'reason'>;

const CARD_FACTS = ['card_bin', 'card_last4', 'card_expiry_month', 'card_expiry_year'] as const;

/** The fields each type takes (a CARD takes a token or its four card facts). */
const FIELDS: Readonly<Record<NegativeEntryType, readonly ValueField[]>> = {
  CUSTOMER: ['merchant_customer_id'],
  CARD: ['payment_token_id', ...CARD_FACTS],
  IP: ['ip_address'],
  EMAIL: ['email'],
  BIN: ['card_bin'],
  COUNTRY: ['country_code'],
};

const VALUE_FIELDS: readonly ValueField[] = [
  'merchant_customer_id',
  'payment_token_id',
  ...CARD_FACTS,
  'ip_address',
  'email',
  'country_code',
];

/** What the entry stores besides its id, merchant, reason and time. */
type EntryValue = Pick<
  NegativeEntryRecord,
  'matchValue' | 'paymentTokenId' | 'cardBin' | 'cardLast4' | 'cardExpiryMonth' | 'cardExpiryYear'
>;

const NO_CARD = {
  paymentTokenId: null,
  cardBin: null,
  cardLast4: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
} as const;

/** "an EMAIL entry", "a CARD entry". */
const entryOf = (type: NegativeEntryType): string =>
  `${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type} entry`;

function required<T>(body: NegativeEntryBody, field: ValueField, value: T | undefined): T {
  if (value === undefined) {
    throw bad(field, `is required for ${entryOf(body.type)}`);
  }
  return value;
}

async function cardValue(
  db: Queryable,
  merchantId: string,
  body: NegativeEntryBody,
): Promise<EntryValue> {
  const given = CARD_FACTS.filter((field) => body[field] !== undefined);
  if (body.payment_token_id !== undefined) {
    const [extra] = given;
    if (extra !== undefined) {
      throw bad(extra, 'must be left out when payment_token_id names the card');
    }
    const token = await findMerchantPaymentToken(db, merchantId, body.payment_token_id);
    if (!token) throw bad('payment_token_id', 'must be a payment token this merchant holds');
    return {
      matchValue: tokenKey(token.paymentTokenId),
      paymentTokenId: token.paymentTokenId,
      // The card the token was saved from is blocked too, typed in again; a wallet's device card
      // has no BIN and is blocked by its token only.
      cardBin: token.bin,
      cardLast4: token.bin === null ? null : token.last4,
      cardExpiryMonth: token.bin === null ? null : token.expiryMonth,
      cardExpiryYear: token.bin === null ? null : token.expiryYear,
    };
  }
  if (given.length === 0) {
    throw bad(
      'payment_token_id',
      `is required for ${entryOf('CARD')}, or card_bin, card_last4, card_expiry_month and card_expiry_year`,
    );
  }
  const bin = required(body, 'card_bin', body.card_bin);
  if (bin.length !== 6) {
    throw bad(
      'card_bin',
      'must be the card’s first 6 digits in a CARD entry (a BIN entry takes 6 to 8)',
    );
  }
  const facts = {
    bin,
    last4: required(body, 'card_last4', body.card_last4),
    expiryMonth: required(body, 'card_expiry_month', body.card_expiry_month),
    expiryYear: required(body, 'card_expiry_year', body.card_expiry_year),
  };
  return {
    matchValue: cardKey(facts),
    paymentTokenId: null,
    cardBin: facts.bin,
    cardLast4: facts.last4,
    cardExpiryMonth: facts.expiryMonth,
    cardExpiryYear: facts.expiryYear,
  };
}

async function entryValue(
  db: Queryable,
  merchantId: string,
  body: NegativeEntryBody,
): Promise<EntryValue> {
  switch (body.type) {
    case 'CUSTOMER':
      return {
        matchValue: required(body, 'merchant_customer_id', body.merchant_customer_id),
        ...NO_CARD,
      };
    case 'CARD':
      return cardValue(db, merchantId, body);
    case 'IP': {
      const ip = canonicalIp(required(body, 'ip_address', body.ip_address));
      if (ip === undefined) {
        throw bad(
          'ip_address',
          'must be an IPv4 address (203.0.113.7) or an IPv6 address (2001:db8::7), without a zone',
        );
      }
      return { matchValue: ip, ...NO_CARD };
    }
    case 'EMAIL': {
      const email = normalEmail(required(body, 'email', body.email));
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        throw bad('email', 'must be an e-mail address (name@example.com)');
      }
      return { matchValue: email, ...NO_CARD };
    }
    case 'BIN': {
      const bin = required(body, 'card_bin', body.card_bin);
      // Kept by the 6 digits a card's BIN has here too, so a transaction finds it by index.
      return { matchValue: bin, ...NO_CARD, cardBin: bin.slice(0, 6) };
    }
    case 'COUNTRY': {
      const country = normalCountry(required(body, 'country_code', body.country_code));
      if (country === undefined) throw bad('country_code', 'must be two letters (ISO 3166-1)');
      return { matchValue: country, ...NO_CARD };
    }
  }
}

/** The one value field of another type that the body sends, if it sends one. */
function foreignField(body: NegativeEntryBody): ValueField | undefined {
  const own = FIELDS[body.type];
  return VALUE_FIELDS.find((field) => body[field] !== undefined && !own.includes(field));
}

/** The entry as the API answers it: its type's fields only. */
export function entryData(entry: NegativeEntryRecord): NegativeEntryData {
  const base = { id: entry.entryId, type: entry.entryType };
  const tail = {
    ...(entry.reason !== null && { reason: entry.reason }),
    created_at: entry.createdAt.toISOString(),
  };
  switch (entry.entryType) {
    case 'CUSTOMER':
      return { ...base, merchant_customer_id: entry.matchValue, ...tail };
    case 'IP':
      return { ...base, ip_address: entry.matchValue, ...tail };
    case 'EMAIL':
      return { ...base, email: entry.matchValue, ...tail };
    case 'BIN':
      return { ...base, card_bin: entry.matchValue, ...tail };
    case 'COUNTRY':
      return { ...base, country_code: entry.matchValue, ...tail };
    case 'CARD':
      return {
        ...base,
        ...(entry.paymentTokenId !== null && { payment_token_id: entry.paymentTokenId }),
        ...(entry.cardBin !== null && { card_bin: entry.cardBin }),
        ...(entry.cardLast4 !== null && { card_last4: entry.cardLast4 }),
        ...(entry.cardExpiryMonth !== null && { card_expiry_month: entry.cardExpiryMonth }),
        ...(entry.cardExpiryYear !== null && { card_expiry_year: entry.cardExpiryYear }),
        ...tail,
      };
  }
}

const answer = (entry: NegativeEntryRecord) => ({
  type: 'MERCHANT_NEGATIVE_ENTRY' as const,
  data: entryData(entry),
});

export async function createNegativeEntry(
  db: Queryable,
  merchantId: string,
  body: NegativeEntryBody,
  now: Date,
) {
  const foreign = foreignField(body);
  if (foreign !== undefined) {
    throw bad(
      foreign,
      `is not a field of ${entryOf(body.type)}, which takes ${FIELDS[body.type].join(', ')}`,
    );
  }
  const entry: NegativeEntryRecord = {
    entryId: newId('neg'),
    merchantId,
    entryType: body.type,
    ...(await entryValue(db, merchantId, body)),
    reason: body.reason ?? null,
    createdAt: now,
  };
  const inserted = await insertNegativeEntry(db, entry);
  if (!inserted.inserted) {
    throw new ApiError(
      409,
      'INVALID_REQUEST',
      `${entryOf(entry.entryType)} for this value exists already: ${inserted.existingId}`,
    );
  }
  return answer(entry);
}

const LIMIT_RULE = 'must be a whole number from 1 to 500 (default 50)';

function listTypes(query: NegativeEntryListQuery): NegativeEntryType[] {
  const sent = query.type === undefined ? [] : [query.type].flat();
  const names = sent.flatMap((value) => value.split(','));
  return names.map((name) => {
    const type = NEGATIVE_ENTRY_TYPES.find((known) => known === name.trim());
    if (type === undefined) {
      throw bad(
        'type',
        `must be one of ${NEGATIVE_ENTRY_TYPES.join(', ')}; it is ${JSON.stringify(name)}`,
      );
    }
    return type;
  });
}

// The cursor names the place the page ended (the last entry's time and id), not the entry itself:
// deleting that entry before the next page is read does not break the paging.
function cursorAfter(entry: NegativeEntryRecord | undefined): string | null {
  if (!entry) return null;
  return Buffer.from(`${entry.createdAt.toISOString()} ${entry.entryId}`).toString('base64url');
}

function readCursor(cursor: string): EntryPage['after'] {
  const [at, entryId, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(' ');
  const createdAt = new Date(at ?? '');
  if (
    entryId === undefined ||
    rest.length > 0 ||
    !/^neg_[\w-]{1,60}$/.test(entryId) ||
    Number.isNaN(createdAt.getTime()) ||
    // A forged time past the calendar would reach the database, which cannot compare it.
    !inCalendar(createdAt) ||
    createdAt.toISOString() !== at
  ) {
    throw bad('cursor', 'must be the meta.next_cursor of the previous answer, as it was sent');
  }
  return { createdAt, entryId };
}

export async function listMerchantNegativeEntries(
  db: Queryable,
  merchantId: string,
  query: NegativeEntryListQuery,
) {
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (query.limit !== undefined && !/^\d{1,3}$/.test(query.limit)) throw bad('limit', LIMIT_RULE);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw bad('limit', LIMIT_RULE);
  const types = listTypes(query);
  const after = query.cursor === undefined ? undefined : readCursor(query.cursor);
  const rows = await listNegativeEntries(db, { merchantId, types, limit, after });
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    type: 'MERCHANT_NEGATIVE_ENTRY' as const,
    data: page.map(entryData),
    meta: { limit, next_cursor: hasMore ? cursorAfter(page.at(-1)) : null, has_more: hasMore },
  };
}

export async function removeNegativeEntry(db: Queryable, merchantId: string, entryId: string) {
  const deleted = await deleteNegativeEntry(db, merchantId, entryId);
  if (!deleted) throw ApiError.notFound('merchant negative entry');
  return answer(deleted);
}
