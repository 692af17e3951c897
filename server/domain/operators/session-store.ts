import { createHash } from 'node:crypto';
import { text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { type OperatorRecord, operators } from './operator-store.ts';

// SQL for operators' sessions lives here and nowhere else (migration 0044). The cookie's token is
// never stored: only its SHA-256, so a copy of the table signs nobody in.

export interface SessionRecord {
  tokenHash: string;
  operatorId: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
  idleExpiresAt: Date;
}

const sessions = defineTable<SessionRecord>('operator_sessions', {
  tokenHash: column('token_hash', text),
  operatorId: column('operator_id', text),
  csrfToken: column('csrf_token', text),
  createdAt: column('created_at', timestamptz),
  expiresAt: column('expires_at', timestamptz),
  idleExpiresAt: column('idle_expires_at', timestamptz),
});

export const sessionTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export async function insertSession(db: Queryable, session: SessionRecord): Promise<void> {
  await db.query(sessions.insert, sessions.params(session));
}

const qualified = (table: string, names: readonly string[]): string =>
  names.map((name) => `${table}.${name}`).join(', ');

// One statement finds the session, moves its idle expiry on and reads its operator: a session
// past either expiry is not found (and is deleted by the next sign-in's sweep).
const TOUCH = `UPDATE operator_sessions s SET idle_expires_at = $3
  FROM operators o
  WHERE s.token_hash = $1 AND s.operator_id = o.operator_id
    AND s.expires_at > $2 AND s.idle_expires_at > $2
  RETURNING s.csrf_token, ${qualified('o', operators.names)}`;

/** The live session of `token`: its CSRF token and operator, its idle expiry moved to `idleUntil`. */
export async function touchSession(
  db: Queryable,
  token: string,
  at: Date,
  idleUntil: Date,
): Promise<{ csrfToken: string; operator: OperatorRecord } | undefined> {
  const rows = await db.query(TOUCH, [sessionTokenHash(token), at, idleUntil]);
  const row = rows[0];
  if (!row || typeof row.csrf_token !== 'string') return undefined;
  return { csrfToken: row.csrf_token, operator: operators.toRecord(row) };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [sessionTokenHash(token)]);
}

/** Ends every session of the operator but `keepToken`'s (after a password change). */
export async function deleteOtherSessions(
  db: Queryable,
  operatorId: string,
  keepToken: string | null,
): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE operator_id = $1 AND token_hash <> $2', [
    operatorId,
    keepToken === null ? '' : sessionTokenHash(keepToken),
  ]);
}

export async function deleteExpiredSessions(db: Queryable, at: Date): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE expires_at <= $1 OR idle_expires_at <= $1', [
    at,
  ]);
}
