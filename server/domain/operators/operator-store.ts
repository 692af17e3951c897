import { OPERATOR_ROLES, type OperatorRole } from '../../../common/contract/backoffice-api.ts';
import { jsonb, nullable, oneOf, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { PasswordHash, ScryptParams } from './password-hash.ts';

// SQL for the back office's operators lives here and nowhere else (migration 0043).

export interface OperatorRecord {
  operatorId: string;
  login: string;
  role: OperatorRole;
  merchantId: string | null;
  passwordHash: string;
  passwordSalt: string;
  passwordParams: ScryptParams;
  createdAt: Date;
  passwordChangedAt: Date;
}

const isScryptParams = (value: unknown): value is ScryptParams =>
  typeof value === 'object' &&
  value !== null &&
  ['n', 'r', 'p', 'keylen'].every((key) =>
    Number.isInteger((value as Record<string, unknown>)[key]),
  );

export const operators = defineTable<OperatorRecord>('operators', {
  operatorId: column('operator_id', text),
  login: column('login', text),
  role: column('role', oneOf(OPERATOR_ROLES)),
  merchantId: column('merchant_id', nullable(text)),
  passwordHash: column('password_hash', text),
  passwordSalt: column('password_salt', text),
  passwordParams: column('password_params', jsonb(isScryptParams, 'scrypt parameters')),
  createdAt: column('created_at', timestamptz),
  passwordChangedAt: column('password_changed_at', timestamptz),
});

export const storedPassword = (operator: OperatorRecord): PasswordHash => ({
  hash: operator.passwordHash,
  salt: operator.passwordSalt,
  params: operator.passwordParams,
});

/** Creates the operator unless its login is taken: answers whether it did. */
export async function insertOperator(db: Queryable, operator: OperatorRecord): Promise<boolean> {
  const rows = await db.query(
    `${operators.insert} ON CONFLICT (login) DO NOTHING RETURNING operator_id`,
    operators.params(operator),
  );
  return rows.length > 0;
}

// Several processes may start at once on one database: the one whose insert lands creates the
// first admin, the others find an operator already there (or the login taken) and insert nothing.
const FIRST = `INSERT INTO operators (${operators.list})
  SELECT ${operators.names.map((_, i) => `$${i + 1}`).join(', ')}
  WHERE NOT EXISTS (SELECT 1 FROM operators)
  ON CONFLICT (login) DO NOTHING RETURNING operator_id`;

/** Creates `operator` only when there is no operator at all: answers whether it did. */
export async function insertFirstOperator(
  db: Queryable,
  operator: OperatorRecord,
): Promise<boolean> {
  const rows = await db.query(FIRST, operators.params(operator));
  return rows.length > 0;
}

export async function findOperatorByLogin(
  db: Queryable,
  login: string,
): Promise<OperatorRecord | undefined> {
  const rows = await db.query(`${operators.select} WHERE login = $1`, [login]);
  return rows[0] && operators.toRecord(rows[0]);
}

export async function findOperator(
  db: Queryable,
  operatorId: string,
): Promise<OperatorRecord | undefined> {
  const rows = await db.query(`${operators.select} WHERE operator_id = $1`, [operatorId]);
  return rows[0] && operators.toRecord(rows[0]);
}

const SET_PASSWORD = operators.update(
  ['passwordHash', 'passwordSalt', 'passwordParams', 'passwordChangedAt'],
  'operatorId',
);

export async function setOperatorPassword(
  db: Queryable,
  operatorId: string,
  password: PasswordHash,
  at: Date,
): Promise<void> {
  await db.query(
    SET_PASSWORD.sql,
    SET_PASSWORD.params({
      operatorId,
      passwordHash: password.hash,
      passwordSalt: password.salt,
      passwordParams: password.params,
      passwordChangedAt: at,
    }),
  );
}

/** Whether any operator exists (the first start creates one). */
export async function anyOperator(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM operators LIMIT 1')).length > 0;
}

/** The admin created first: who the back office's loopback shortcut acts as. */
export async function firstAdmin(db: Queryable): Promise<OperatorRecord | undefined> {
  const rows = await db.query(
    `${operators.select} WHERE role = 'ADMIN' ORDER BY created_at, operator_id LIMIT 1`,
  );
  return rows[0] && operators.toRecord(rows[0]);
}
