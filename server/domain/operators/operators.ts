import { randomBytes } from 'node:crypto';
import type { Operator, OperatorRole } from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import type { NewAuditEntry, RecordAudit } from '../audit/audit-store.ts';
import { listMerchants } from '../merchants/merchant-registry-store.ts';
import {
  anyOperator,
  findOperator,
  findOperatorByLogin,
  firstAdmin,
  insertFirstOperator,
  insertOperator,
  type OperatorRecord,
  setOperatorPassword,
  storedPassword,
} from './operator-store.ts';
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  newPassword,
  passwordMatches,
  SCRYPT_PARAMS,
} from './password-hash.ts';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  insertSession,
  sessionTokenHash,
  touchSession,
} from './session-store.ts';

// The back office's operators and their sessions: signing in and out, the first admin, new
// operators and password changes. Nothing here knows HTTP; the routes (server/api/backoffice/)
// carry the session token in a cookie.

/** A session ends this long after sign-in, whatever happens. */
export const SESSION_MS = 12 * 3_600_000;
/** …or this long after its last request. */
export const SESSION_IDLE_MS = 2 * 3_600_000;

/** The login the first admin is created with. */
export const FIRST_ADMIN_LOGIN = 'admin';

export const operatorView = (record: OperatorRecord): Operator => ({
  operator_id: record.operatorId,
  login: record.login,
  role: record.role,
  merchant_id: record.merchantId,
  created_at: record.createdAt.toISOString(),
});

/** An operator's actor in the audit log. */
export const operatorActor = (operator: Operator): NewAuditEntry['actor'] => ({
  kind: 'OPERATOR',
  name: operator.login,
  id: operator.operator_id,
});

export interface SignedIn {
  token: string;
  csrfToken: string;
  operator: Operator;
}

const newToken = (): string => randomBytes(32).toString('base64url');

// A wrong login costs the same scrypt as a wrong password, so the answer's time does not tell
// which logins exist.
let decoy: Promise<Awaited<ReturnType<typeof hashPassword>>> | undefined;

/** A new session for the pair, or undefined when the login or the password is wrong. */
export async function signIn(
  db: Queryable,
  login: string,
  password: string,
  now: Date,
): Promise<SignedIn | undefined> {
  const record = await findOperatorByLogin(db, login);
  if (!record) {
    decoy ??= hashPassword(newPassword());
    await passwordMatches(password, await decoy);
    return undefined;
  }
  if (!(await passwordMatches(password, storedPassword(record)))) return undefined;
  return openSession(db, record, now);
}

/** A session for an operator already known to be who they are (the loopback shortcut). */
export async function openSession(
  db: Queryable,
  record: OperatorRecord,
  now: Date,
): Promise<SignedIn> {
  await deleteExpiredSessions(db, now);
  const token = newToken();
  const csrfToken = newToken();
  await insertSession(db, {
    tokenHash: sessionTokenHash(token),
    operatorId: record.operatorId,
    csrfToken,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return { token, csrfToken, operator: operatorView(record) };
}

/** The session `token` opens now, its idle expiry moved on; undefined when it is over or unknown. */
export async function currentSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ csrfToken: string; operator: Operator } | undefined> {
  const found = await touchSession(db, token, now, new Date(now.getTime() + SESSION_IDLE_MS));
  return found && { csrfToken: found.csrfToken, operator: operatorView(found.operator) };
}

export async function signOut(db: Queryable, token: string): Promise<void> {
  await deleteSession(db, token);
}

/** Who the loopback shortcut acts as: the admin created first. */
export const shortcutAdmin = (db: Queryable): Promise<OperatorRecord | undefined> => firstAdmin(db);

/**
 * Changes the operator's password when `current` is right; every other session of the operator
 * ends (whoever knew the old password is signed out), `keepToken`'s stays.
 */
export async function changePassword(
  db: Database,
  operator: Operator,
  change: { current: string; next: string; keepToken: string | null },
  now: Date,
  recordAudit: RecordAudit,
): Promise<void> {
  const record = await findOperator(db, operator.operator_id);
  if (!record || !(await passwordMatches(change.current, storedPassword(record)))) {
    throw ApiError.badParameter('current_password', 'is not your current password');
  }
  if (change.next.length < MIN_PASSWORD_LENGTH) {
    throw ApiError.badParameter(
      'new_password',
      `must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    );
  }
  const hash = await hashPassword(change.next, SCRYPT_PARAMS);
  await db.transaction(async (tx) => {
    await setOperatorPassword(tx, record.operatorId, hash, now);
    await deleteOtherSessions(tx, record.operatorId, change.keepToken);
    await recordAudit(tx, {
      merchantId: record.merchantId,
      actor: operatorActor(operator),
      action: 'operator.password_change',
      target: record.operatorId,
      changes: { password: { from: 'changed', to: 'changed' } },
    });
  });
}

export interface NewOperator {
  login: string;
  role: OperatorRole;
  merchantId: string | null;
}

/** Creates an operator with a generated password, answered once. */
export async function createOperator(
  db: Database,
  by: Operator,
  wanted: NewOperator,
  now: Date,
  recordAudit: RecordAudit,
): Promise<{ operator: Operator; password: string }> {
  if ((wanted.role === 'ADMIN') !== (wanted.merchantId === null)) {
    throw ApiError.badParameter(
      'merchant_id',
      wanted.role === 'ADMIN'
        ? 'must be null for an ADMIN, who sees every merchant'
        : 'is required for a MERCHANT operator: the merchant they belong to',
    );
  }
  const password = newPassword();
  const hash = await hashPassword(password);
  const record: OperatorRecord = {
    operatorId: newId('op'),
    login: wanted.login,
    role: wanted.role,
    merchantId: wanted.merchantId,
    passwordHash: hash.hash,
    passwordSalt: hash.salt,
    passwordParams: hash.params,
    createdAt: now,
    passwordChangedAt: now,
  };
  await db.transaction(async (tx) => {
    if (wanted.merchantId !== null && (await listMerchants(tx, wanted.merchantId)).length === 0) {
      throw ApiError.badParameter('merchant_id', 'names no merchant');
    }
    if (!(await insertOperator(tx, record))) {
      throw new ApiError(409, 'INVALID_REQUEST', `login ${wanted.login} is taken: choose another`, {
        field: 'login',
        rule: 'is taken',
      });
    }
    await recordAudit(tx, {
      merchantId: wanted.merchantId,
      actor: operatorActor(by),
      action: 'operator.create',
      target: record.operatorId,
      changes: {
        login: { from: null, to: wanted.login },
        role: { from: null, to: wanted.role },
        password: { from: null, to: 'changed' },
      },
    });
  });
  return { operator: operatorView(record), password };
}

/**
 * At first start, with no operator at all: an ADMIN `admin` with a generated password, answered
 * once for the start-up banner. Of several processes starting together, only the one whose insert
 * lands gets a password back; the others get undefined.
 */
export async function ensureFirstAdmin(db: Queryable, now: Date): Promise<string | undefined> {
  if (await anyOperator(db)) return undefined;
  const password = newPassword();
  const hash = await hashPassword(password);
  const inserted = await insertFirstOperator(db, {
    operatorId: newId('op'),
    login: FIRST_ADMIN_LOGIN,
    role: 'ADMIN',
    merchantId: null,
    passwordHash: hash.hash,
    passwordSalt: hash.salt,
    passwordParams: hash.params,
    createdAt: now,
    passwordChangedAt: now,
  });
  return inserted ? password : undefined;
}
