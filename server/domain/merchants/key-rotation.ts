import { ApiError } from '../../contract/api-error.ts';
import { instantAfter, parseInstant } from '../../contract/instants.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { hashApiKey, keyWorksAt, lastFourOf, newApiKey, newPostbackSecret } from './api-key.ts';
import { type ApiKeyRecord, insertApiKey, lockApiKeys, setKeyRevokedAt } from './api-key-store.ts';
import { merchantExists } from './merchant-store.ts';
import { rotatePostbackSecret } from './postback-secret-store.ts';

// The back office's changes to a merchant's credentials (docs/key-rotation.md), each in the
// caller's transaction: a key made beside the others, a key stopped now or at a time to come, a
// postback secret replaced with an overlap. The caller records the audit entry and announces the
// change in the same transaction.

/** The overlap of a rotation when none is asked for: a day, for a handler to switch secrets. */
export const DEFAULT_OVERLAP_SECONDS = 86_400;
export const DEFAULT_KEY_LABEL = 'API key';

async function requireMerchant(tx: Queryable, merchantId: string): Promise<void> {
  if (!(await merchantExists(tx, merchantId))) throw ApiError.notFound('merchant');
}

export interface CreatedKey {
  key: ApiKeyRecord;
  /** The key itself: answered once, to the operator who made it, and never stored. */
  apiKey: string;
}

/** A new key for the merchant, working at once beside its others, until `expires_at` if given. */
export async function createApiKey(
  tx: Queryable,
  merchantId: string,
  request: { label?: string | undefined; expires_at?: string | null | undefined },
  now: Date,
): Promise<CreatedKey> {
  await requireMerchant(tx, merchantId);
  const expiresAt =
    request.expires_at == null ? null : parseInstant('expires_at', request.expires_at);
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) {
    throw ApiError.badParameter('expires_at', 'must be a time to come: the key would never work');
  }
  const apiKey = newApiKey();
  const key: ApiKeyRecord = {
    keyId: newId('key'),
    merchantId,
    keyHash: hashApiKey(apiKey),
    label: request.label?.trim() || DEFAULT_KEY_LABEL,
    last4: lastFourOf(apiKey),
    createdAt: now,
    expiresAt,
    revokedAt: null,
    lastUsedAt: null,
  };
  await insertApiKey(tx, key);
  return { key, apiKey };
}

const LAST_KEY_RULE =
  "is the merchant's last working key: create another key before revoking this one";

/**
 * Stops the key at `at` (now when absent or already past). Refused when no other key of the
 * merchant would work from then on, which a key already stopped by then cannot change; the key
 * rows are locked first, so two revocations at once cannot each leave the other's key as the last.
 */
export async function revokeApiKey(
  tx: Queryable,
  merchantId: string,
  keyId: string,
  request: { at?: string | undefined },
  now: Date,
): Promise<{ before: ApiKeyRecord; after: ApiKeyRecord }> {
  await requireMerchant(tx, merchantId);
  const asked = request.at === undefined ? now : parseInstant('at', request.at);
  const at = asked.getTime() < now.getTime() ? now : asked;
  const keys = await lockApiKeys(tx, merchantId);
  const before = keys.find((key) => key.keyId === keyId);
  if (!before) throw ApiError.notFound('key');
  if (!keyWorksAt(before, now)) {
    throw new ApiError(409, 'INVALID_REQUEST', 'key_id has been revoked or has expired already', {
      field: 'key_id',
      rule: 'must be a key that still works',
    });
  }
  const othersWork = keys.some((key) => key.keyId !== keyId && keyWorksAt(key, at));
  if (keyWorksAt(before, at) && !othersWork) {
    throw new ApiError(409, 'INVALID_REQUEST', `key_id ${LAST_KEY_RULE}`, {
      field: 'key_id',
      rule: LAST_KEY_RULE,
    });
  }
  const after = await setKeyRevokedAt(tx, merchantId, keyId, at);
  if (!after) throw ApiError.notFound('key');
  return { before, after };
}

export interface RotatedSecret {
  /** The new secret: answered once, to the operator; kept readable, as every signature needs it. */
  secret: string;
  previousRetiresAt: Date;
}

/** A new postback secret; the one it replaces signs beside it for `overlap_seconds`. */
export async function rotateSecret(
  tx: Queryable,
  merchantId: string,
  request: { overlap_seconds?: number | undefined },
  now: Date,
): Promise<RotatedSecret> {
  const overlap = request.overlap_seconds ?? DEFAULT_OVERLAP_SECONDS;
  const previousRetiresAt = instantAfter(now, overlap * 1000);
  if (previousRetiresAt === undefined) {
    throw ApiError.badParameter('overlap_seconds', 'must end before the calendar does');
  }
  const secret = newPostbackSecret();
  if (!(await rotatePostbackSecret(tx, merchantId, secret, previousRetiresAt))) {
    throw ApiError.notFound('merchant');
  }
  return { secret, previousRetiresAt };
}
