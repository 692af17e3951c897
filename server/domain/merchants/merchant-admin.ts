import type {
  CreateMerchantAnswer,
  MerchantSummary,
  UpdateMerchantRequest,
} from '../../../common/contract/backoffice-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import type { NewAuditEntry, RecordAudit } from '../audit/audit-store.ts';
import { hashApiKey, lastFourOf, newApiKey, newPostbackSecret } from './api-key.ts';
import { insertApiKey } from './api-key-store.ts';
import { announceMerchantChanged } from './merchant-changed-store.ts';
import {
  listMerchants,
  lockMerchantEntry,
  type MerchantEntry,
  renameMerchant,
  setMerchantDisabled,
} from './merchant-registry-store.ts';
import { insertMerchant } from './merchant-store.ts';

// What an admin does to merchants as a whole in the back office: list them, create one (its key
// and postback secret answered once), rename, disable and enable one. Each change is written with
// its audit entry in one transaction and notified to every process.

type Actor = NewAuditEntry['actor'];

export const merchantSummary = (entry: MerchantEntry): MerchantSummary => ({
  merchant_id: entry.merchantId,
  name: entry.name,
  disabled: entry.disabledAt !== null,
  is_sandbox: entry.isSandbox,
  created_at: entry.createdAt.toISOString(),
});

/** Every merchant, or only `onlyId`'s (a merchant operator's own). */
export async function merchantSummaries(
  db: Database,
  onlyId: string | undefined,
): Promise<MerchantSummary[]> {
  return (await listMerchants(db, onlyId)).map(merchantSummary);
}

export async function createMerchant(
  db: Database,
  request: { name: string; baseCurrencyCode: string },
  context: { actor: Actor; recordAudit: RecordAudit; now: Date },
): Promise<CreateMerchantAnswer> {
  const apiKey = newApiKey();
  const postbackSecret = newPostbackSecret();
  const merchantId = newId('mer');
  await db.transaction(async (tx) => {
    await insertMerchant(tx, {
      merchantId,
      name: request.name,
      callbackUrl: null,
      postbackSecret,
      allowedOrigins: [],
      theme: null,
      baseCurrencyCode: request.baseCurrencyCode,
      isSandbox: false,
    });
    await insertApiKey(tx, {
      keyId: newId('key'),
      merchantId,
      keyHash: hashApiKey(apiKey),
      label: 'first key',
      last4: lastFourOf(apiKey),
      createdAt: context.now,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    await context.recordAudit(tx, {
      merchantId,
      actor: context.actor,
      action: 'merchant.create',
      target: merchantId,
      changes: {
        name: { from: null, to: request.name },
        base_currency_code: { from: null, to: request.baseCurrencyCode },
        api_key: { from: null, to: 'changed' },
        postback_secret: { from: null, to: 'changed' },
      },
    });
  });
  const [entry] = await listMerchants(db, merchantId);
  if (!entry) throw new Error(`[Kassa] merchant ${merchantId} not found after its creation`);
  return { merchant: merchantSummary(entry), api_key: apiKey, postback_secret: postbackSecret };
}

export async function updateMerchant(
  db: Database,
  merchantId: string,
  change: UpdateMerchantRequest,
  context: { actor: Actor; recordAudit: RecordAudit; now: Date },
): Promise<MerchantSummary> {
  const updated = await db.transaction(async (tx) => {
    const entry = await lockMerchantEntry(tx, merchantId);
    if (!entry) throw ApiError.notFound('merchant');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    let next = entry;
    if (change.name !== undefined && change.name !== entry.name) {
      await renameMerchant(tx, merchantId, change.name);
      changes.name = { from: entry.name, to: change.name };
      next = { ...next, name: change.name };
    }
    const disabled = entry.disabledAt !== null;
    if (change.disabled !== undefined && change.disabled !== disabled) {
      const at = change.disabled ? context.now : null;
      await setMerchantDisabled(tx, merchantId, at);
      changes.disabled = { from: disabled, to: change.disabled };
      next = { ...next, disabledAt: at };
    }
    if (Object.keys(changes).length === 0) return next;
    await announceMerchantChanged(tx, merchantId);
    const action =
      changes.disabled === undefined
        ? 'merchant.rename'
        : change.disabled
          ? 'merchant.disable'
          : 'merchant.enable';
    await context.recordAudit(tx, {
      merchantId,
      actor: context.actor,
      action,
      target: merchantId,
      changes,
    });
    return next;
  });
  return merchantSummary(updated);
}
