import { boolean, nullable, text, timestamptz } from '../../platform/db/codecs.ts';
import { column, defineRow } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';

// SQL for the back office's list of merchants and what an admin changes about one (its name,
// whether it is disabled), here and nowhere else. Creating one is insertMerchant
// (merchant-store.ts), the key and secret made by the caller.

export interface MerchantEntry {
  merchantId: string;
  name: string;
  disabledAt: Date | null;
  isSandbox: boolean;
  createdAt: Date;
}

const entry = defineRow<MerchantEntry>('merchants', {
  merchantId: column('merchant_id', text),
  name: column('name', text),
  disabledAt: column('disabled_at', nullable(timestamptz)),
  isSandbox: column('is_sandbox', boolean),
  createdAt: column('created_at', timestamptz),
});

const LIST = `SELECT ${entry.list} FROM merchants`;

/** Every merchant, or the one `onlyId` names, oldest first. */
export async function listMerchants(
  db: Queryable,
  onlyId: string | undefined,
): Promise<MerchantEntry[]> {
  const rows =
    onlyId === undefined
      ? await db.query(`${LIST} ORDER BY created_at, merchant_id`)
      : await db.query(`${LIST} WHERE merchant_id = $1`, [onlyId]);
  return rows.map((row) => entry.toRecord(row));
}

export async function lockMerchantEntry(
  tx: Queryable,
  merchantId: string,
): Promise<MerchantEntry | undefined> {
  const rows = await tx.query(`${LIST} WHERE merchant_id = $1 FOR UPDATE`, [merchantId]);
  return rows[0] && entry.toRecord(rows[0]);
}

export async function renameMerchant(
  tx: Queryable,
  merchantId: string,
  name: string,
): Promise<void> {
  await tx.query('UPDATE merchants SET name = $2 WHERE merchant_id = $1', [merchantId, name]);
}

/** Disables the merchant from `at`, or (null) enables it again. */
export async function setMerchantDisabled(
  tx: Queryable,
  merchantId: string,
  at: Date | null,
): Promise<void> {
  await tx.query('UPDATE merchants SET disabled_at = $2 WHERE merchant_id = $1', [merchantId, at]);
}
