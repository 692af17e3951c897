import { hashApiKey, lastFourOf } from '../domain/merchants/api-key.ts';
import { addApiKeyIfMissing } from '../domain/merchants/api-key-store.ts';
import { type Merchant, upsertMerchant } from '../domain/merchants/merchant-store.ts';
import type { Queryable } from '../platform/db/database.ts';
import { newId } from '../platform/ids.ts';

/** When the keys tests add were made: before every test clock's start. */
const KEYS_MADE_AT = new Date('2026-01-01T00:00:00.000Z');

/**
 * A merchant beside the sandbox one, with `apiKey` as its one key when given; what is not given
 * is a plain merchant's: no callback URL, no origins, the built-in theme, EUR.
 */
export async function addMerchant(
  db: Queryable,
  merchant: Partial<Merchant> & { merchantId: string; apiKey?: string; isSandbox?: boolean },
): Promise<void> {
  const { apiKey, ...fields } = merchant;
  await upsertMerchant(db, {
    name: 'Other shop',
    callbackUrl: null,
    postbackSecret: 'whsec_other_0123456789',
    allowedOrigins: [],
    theme: null,
    baseCurrencyCode: 'EUR',
    isSandbox: false,
    ...fields,
  });
  if (apiKey !== undefined) await addKey(db, merchant.merchantId, apiKey);
}

/** One more key for the merchant, working until revoked. */
export async function addKey(db: Queryable, merchantId: string, apiKey: string): Promise<void> {
  await addApiKeyIfMissing(db, {
    keyId: newId('key'),
    merchantId,
    keyHash: hashApiKey(apiKey),
    label: 'test',
    last4: lastFourOf(apiKey),
    createdAt: KEYS_MADE_AT,
  });
}
