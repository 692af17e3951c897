import type { Queryable } from '../db/database.ts';

// SQL for merchants lives here and nowhere else.

export interface Merchant {
  merchantId: string;
  name: string;
  apiKeyHash: string;
  callbackUrl: string | null;
  postbackSecret: string;
  /** Origins allowed to frame EMBEDDED sessions. */
  allowedOrigins: string[];
}

interface MerchantRow {
  merchant_id: string;
  name: string;
  api_key_hash: string;
  callback_url: string | null;
  postback_secret: string;
  allowed_origins: string[];
}

const toMerchant = (row: MerchantRow): Merchant => ({
  merchantId: row.merchant_id,
  name: row.name,
  apiKeyHash: row.api_key_hash,
  callbackUrl: row.callback_url,
  postbackSecret: row.postback_secret,
  allowedOrigins: row.allowed_origins,
});

export async function findMerchantByKeyHash(
  db: Queryable,
  apiKeyHash: string,
): Promise<Merchant | undefined> {
  const rows = await db.query<MerchantRow>(
    'SELECT merchant_id, name, api_key_hash, callback_url, postback_secret, allowed_origins FROM merchants WHERE api_key_hash = $1',
    [apiKeyHash],
  );
  return rows[0] && toMerchant(rows[0]);
}

/** Creates the merchant, or brings its key, callback URL and secret up to date. */
export async function upsertMerchant(
  db: Queryable,
  merchant: Merchant & { isSandbox: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO merchants (merchant_id, name, api_key_hash, callback_url, postback_secret, is_sandbox,
       allowed_origins)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_id) DO UPDATE SET
       name = EXCLUDED.name,
       api_key_hash = EXCLUDED.api_key_hash,
       callback_url = EXCLUDED.callback_url,
       postback_secret = EXCLUDED.postback_secret,
       allowed_origins = EXCLUDED.allowed_origins`,
    [
      merchant.merchantId,
      merchant.name,
      merchant.apiKeyHash,
      merchant.callbackUrl,
      merchant.postbackSecret,
      merchant.isSandbox,
      JSON.stringify(merchant.allowedOrigins),
    ],
  );
}

/** The origins currently allowed to frame the merchant's EMBEDDED sessions. */
export async function findAllowedOrigins(db: Queryable, merchantId: string): Promise<string[]> {
  const rows = await db.query<{ allowed_origins: string[] }>(
    'SELECT allowed_origins FROM merchants WHERE merchant_id = $1',
    [merchantId],
  );
  return rows[0]?.allowed_origins ?? [];
}
