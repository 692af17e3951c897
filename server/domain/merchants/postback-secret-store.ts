import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';
import type { PostbackSecrets } from '../postbacks/signature.ts';

// SQL for a merchant's postback secrets (migration 0048): the current one, and the previous one
// that signs beside it until it retires, so a handler can switch secrets without refusing a
// postback (docs/key-rotation.md).

const ROTATE = `UPDATE merchants
  SET previous_postback_secret = postback_secret, previous_postback_secret_retires_at = $3,
    postback_secret = $2
  WHERE merchant_id = $1 RETURNING merchant_id`;

/**
 * Makes `secret` the merchant's postback secret; the one it replaces signs too until `retiresAt`.
 * A secret still in its overlap when the next rotation comes retires at once. False when there is
 * no such merchant.
 */
export async function rotatePostbackSecret(
  tx: Queryable,
  merchantId: string,
  secret: string,
  retiresAt: Date,
): Promise<boolean> {
  return (await tx.query(ROTATE, [merchantId, secret, retiresAt])).length > 0;
}

const SIGNING = `SELECT postback_secret,
    CASE WHEN previous_postback_secret_retires_at > $2 THEN previous_postback_secret END
      AS previous_postback_secret
  FROM merchants WHERE merchant_id = $1`;

/** The secrets the merchant's postbacks are signed with at `now`. */
export async function signingSecrets(
  db: Queryable,
  merchantId: string,
  now: Date,
): Promise<PostbackSecrets | undefined> {
  const rows = await db.query(SIGNING, [merchantId, now]);
  const row = rows[0];
  if (typeof row?.postback_secret !== 'string') return undefined;
  const previous = row.previous_postback_secret;
  return { current: row.postback_secret, previous: typeof previous === 'string' ? previous : null };
}

// Only a secret the environment had not given before replaces the stored one: a restart with the
// same POSTBACK_SECRET leaves a secret rotated since in the back office as it is.
const FROM_ENVIRONMENT = `UPDATE merchants
  SET postback_secret = $2, previous_postback_secret = NULL,
    previous_postback_secret_retires_at = NULL, environment_postback_secret_sha256 = $3
  WHERE merchant_id = $1 AND environment_postback_secret_sha256 IS DISTINCT FROM $3`;

/**
 * The postback secret the environment configures (POSTBACK_SECRET, or the one generated in
 * DATA_DIR), applied when it is new to the database: at the first start, and when it changed.
 */
export async function applyEnvironmentSecret(
  db: Queryable,
  merchantId: string,
  secret: string,
): Promise<void> {
  const digest = createHash('sha256').update(secret, 'utf8').digest('hex');
  await db.query(FROM_ENVIRONMENT, [merchantId, secret, digest]);
}
