import { integer, jsonb, nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { DEFAULT_ROUTING } from './default-routing.ts';
import type { RoutingConfiguration } from './routing-rules.ts';

// SQL for merchants' routing documents lives here and nowhere else (migrations 0038 and 0042). A
// document is checked in full before it is written (PUT /sandbox/api/routing); reading one back
// checks only its outline. Going back to the default keeps the row, its document null, so the
// version keeps counting: a version names one document only, ever, and an If-Match kept from
// before a reset cannot match a document written after it.

export interface StoredRouting {
  merchantId: string;
  /** null: the merchant went back to the default document (DEFAULT_ROUTING). */
  document: RoutingConfiguration | null;
  /** 1 for the first write, one more for each write, going back to the default included. */
  version: number;
  updatedAt: Date;
}

function isRoutingDocument(value: unknown): value is RoutingConfiguration {
  if (typeof value !== 'object' || value === null) return false;
  const { processors, rules } = value as Partial<Record<string, unknown>>;
  return Array.isArray(processors) && Array.isArray(rules);
}

const routing = defineTable<StoredRouting>('merchant_routing', {
  merchantId: column('merchant_id', text),
  document: column('document', nullable(jsonb(isRoutingDocument, 'a routing document'))),
  version: column('version', integer),
  updatedAt: column('updated_at', timestamptz),
});

const BY_MERCHANT = `${routing.select} WHERE merchant_id = $1`;

/** The merchant's routing row, or undefined while it never wrote one. */
export async function findStoredRouting(
  db: Queryable,
  merchantId: string,
): Promise<StoredRouting | undefined> {
  const rows = await db.query(BY_MERCHANT, [merchantId]);
  return rows[0] && routing.toRecord(rows[0]);
}

/** The document routing reads for the merchant: its own, or the default while it has none. */
export async function routingOf(db: Queryable, merchantId: string): Promise<RoutingConfiguration> {
  return (await findStoredRouting(db, merchantId))?.document ?? DEFAULT_ROUTING;
}

/**
 * How many routing documents were written, by this process or (heard through
 * ROUTING_WRITES_CHANNEL) by another: readers keep what they read until it moves (routingReader).
 * Counted after each write returns, so a reader that read before it reads again.
 */
let writes = 0;

/**
 * Whether every write reaches `writes`: true in one process (the embedded engine, a test); on
 * PostgreSQL false whenever the process is not listening to the other processes' writes (while it
 * starts, after its listening connection dropped), and then readers read at every attempt.
 */
let writesHeard = true;

/** The PostgreSQL notification channel each write of a routing document is announced on. */
export const ROUTING_WRITES_CHANNEL = 'kassa_routing_writes';

/** Another process wrote a routing document (its notification arrived). */
export function routingWrittenElsewhere(): void {
  writes += 1;
}

/** Whether this process hears the other processes' writes from now on (see writesHeard). */
export function hearRoutingWrites(heard: boolean): void {
  writesHeard = heard;
  writes += 1;
}

const ANNOUNCE = `SELECT pg_notify('${ROUTING_WRITES_CHANNEL}', $1)`;

/**
 * Reads merchants' documents as routingOf does, keeping each until a routing document is written
 * again (storeRouting, here or in another process): every attempt asks for its
 * merchant's document, which changes rarely, and the read was a tenth of an MIT charge's time.
 * Another process's write arrives as a notification, sent as its transaction commits, before
 * that process answers the request that wrote it (docs/deploy.md).
 */
export function routingReader(): (
  db: Queryable,
  merchantId: string,
) => Promise<RoutingConfiguration> {
  const kept = new Map<
    string,
    { readonly writes: number; readonly document: RoutingConfiguration }
  >();
  return async (db, merchantId) => {
    const seen = writes;
    const entry = kept.get(merchantId);
    if (writesHeard && entry !== undefined && entry.writes === seen) return entry.document;
    const document = await routingOf(db, merchantId);
    kept.set(merchantId, { writes: seen, document });
    return document;
  };
}

const WRITE = `INSERT INTO merchant_routing (merchant_id, document, version, updated_at)
  VALUES ($1, $2, 1, $3)
  ON CONFLICT (merchant_id) DO UPDATE
    SET document = EXCLUDED.document, version = merchant_routing.version + 1,
        updated_at = EXCLUDED.updated_at
  RETURNING ${routing.list}`;

// Written only while the merchant has never written (version 0: no row yet).
const WRITE_FIRST = `INSERT INTO merchant_routing (merchant_id, document, version, updated_at)
  VALUES ($1, $2, 1, $3)
  ON CONFLICT (merchant_id) DO NOTHING
  RETURNING ${routing.list}`;

// Written only over the version the writer read: one statement, so two writers racing from the
// same version cannot both succeed.
const WRITE_OVER = `UPDATE merchant_routing
  SET document = $2, version = version + 1, updated_at = $3
  WHERE merchant_id = $1 AND version = $4
  RETURNING ${routing.list}`;

/**
 * Writes the merchant's document (checked already), or null to go back to the default, and answers
 * the row as stored, with its version. With `overVersion` (the version the writer read; 0 before
 * any write), it is written only over that version: undefined when the stored one is another.
 */
export async function storeRouting(
  db: Queryable,
  merchantId: string,
  document: RoutingConfiguration | null,
  now: Date,
  overVersion?: number,
): Promise<StoredRouting | undefined> {
  // SQL NULL for the default, not the JSON value null.
  const json = document === null ? null : JSON.stringify(document);
  const rows =
    overVersion === undefined
      ? await db.query(WRITE, [merchantId, json, now])
      : overVersion === 0
        ? await db.query(WRITE_FIRST, [merchantId, json, now])
        : await db.query(WRITE_OVER, [merchantId, json, now, overVersion]);
  if (rows.length > 0) await db.query(ANNOUNCE, [merchantId]);
  writes += 1;
  const stored = rows[0] && routing.toRecord(rows[0]);
  if (!stored && overVersion === undefined) {
    throw new Error('[Kassa] the routing document was not written');
  }
  return stored;
}
