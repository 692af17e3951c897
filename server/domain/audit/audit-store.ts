import type { AuditEntry } from '../../../common/contract/backoffice-api.ts';
import { jsonb, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';

// SQL for the audit log lives here and nowhere else (migration 0045). An entry is written in the
// database transaction of the change it records, so there is never a change without its entry
// nor an entry for a change rolled back.

export const AUDIT_ACTOR_KINDS = ['OPERATOR', 'API_KEY', 'SYSTEM'] as const;

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** One audit entry as a change writes it, in the change's own database transaction. */
export interface NewAuditEntry {
  merchantId: string | null;
  actor: { kind: (typeof AUDIT_ACTOR_KINDS)[number]; name: string; id: string | null };
  action: string;
  target: string | null;
  changes: AuditChanges;
}

/** Writes an audit entry through `tx`, the change's own database transaction. */
export type RecordAudit = (tx: Queryable, entry: NewAuditEntry) => Promise<void>;

interface AuditRow {
  auditId: string;
  merchantId: string | null;
  at: Date;
  actorKind: (typeof AUDIT_ACTOR_KINDS)[number];
  actorName: string;
  actorId: string | null;
  action: string;
  target: string | null;
  changes: AuditChanges;
}

const isChanges = (value: unknown): value is AuditChanges =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (change) => typeof change === 'object' && change !== null && 'from' in change && 'to' in change,
  );

const audit = defineTable<AuditRow>('audit_log', {
  auditId: column('audit_id', text),
  merchantId: column('merchant_id', nullable(text)),
  at: column('at', timestamptz),
  actorKind: column('actor_kind', oneOf(AUDIT_ACTOR_KINDS)),
  actorName: column('actor_name', text),
  actorId: column('actor_id', nullable(text)),
  action: column('action', text),
  target: column('target', nullable(text)),
  changes: column('changes', jsonb(isChanges, 'the changed fields')),
});

/** The recorder that stamps each entry with the server's clock. */
export const auditRecorder =
  (now: () => Date): RecordAudit =>
  async (tx, entry) => {
    await tx.query(
      audit.insert,
      audit.params({
        auditId: newId('aud'),
        merchantId: entry.merchantId,
        at: now(),
        actorKind: entry.actor.kind,
        actorName: entry.actor.name,
        actorId: entry.actor.id,
        action: entry.action,
        target: entry.target,
        changes: entry.changes,
      }),
    );
  };

export interface AuditQuery {
  /** One merchant's entries, or (undefined) every merchant's. */
  merchantId: string | undefined;
  limit: number;
  /** The audit_id the page continues after. */
  before: string | undefined;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  audit_id: row.auditId,
  merchant_id: row.merchantId,
  at: row.at.toISOString(),
  actor: { kind: row.actorKind, name: row.actorName, id: row.actorId },
  action: row.action,
  target: row.target,
  changes: row.changes,
});

/**
 * A page of entries, newest first: one walk of the (merchant_id,) at, seq index from the entry
 * `before` names (an unknown one gives an empty page). One more than asked is read to tell
 * whether a next page exists.
 */
export async function listAudit(
  db: Queryable,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.merchantId !== undefined) {
    params.push(query.merchantId);
    where.push(`merchant_id = $${params.length}`);
  }
  if (query.before !== undefined) {
    params.push(query.before);
    where.push(`(at, seq) < (SELECT at, seq FROM audit_log WHERE audit_id = $${params.length})`);
  }
  params.push(query.limit + 1);
  const rows = await db.query(
    `${audit.select}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}
      ORDER BY at DESC, seq DESC LIMIT $${params.length}`,
    params,
  );
  const records = rows.map((row) => audit.toRecord(row));
  const page = records.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map(toEntry),
    nextBefore: records.length > query.limit && last ? last.auditId : null,
  };
}
