import type { PaymentFormOverride } from '../../themes/payment-form-override.ts';
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
  /** Theme defaults under every checkout's payment_form_override; null for the built-ins only. */
  theme: PaymentFormOverride | null;
}

interface MerchantRow {
  merchant_id: string;
  name: string;
  api_key_hash: string;
  callback_url: string | null;
  postback_secret: string;
  allowed_origins: string[];
  theme: PaymentFormOverride | null;
}

const toMerchant = (row: MerchantRow): Merchant => ({
  merchantId: row.merchant_id,
  name: row.name,
  apiKeyHash: row.api_key_hash,
  callbackUrl: row.callback_url,
  postbackSecret: row.postback_secret,
  allowedOrigins: row.allowed_origins,
  theme: row.theme,
});

export async function findMerchantByKeyHash(
  db: Queryable,
  apiKeyHash: string,
): Promise<Merchant | undefined> {
  const rows = await db.query<MerchantRow>(
    `SELECT merchant_id, name, api_key_hash, callback_url, postback_secret, allowed_origins, theme
     FROM merchants WHERE api_key_hash = $1`,
    [apiKeyHash],
  );
  return rows[0] && toMerchant(rows[0]);
}

/** Creates the merchant, or brings its key, callback URL, secret, origins and theme up to date. */
export async function upsertMerchant(
  db: Queryable,
  merchant: Merchant & { isSandbox: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO merchants (merchant_id, name, api_key_hash, callback_url, postback_secret, is_sandbox,
       allowed_origins, theme)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (merchant_id) DO UPDATE SET
       name = EXCLUDED.name,
       api_key_hash = EXCLUDED.api_key_hash,
       callback_url = EXCLUDED.callback_url,
       postback_secret = EXCLUDED.postback_secret,
       allowed_origins = EXCLUDED.allowed_origins,
       theme = EXCLUDED.theme`,
    [
      merchant.merchantId,
      merchant.name,
      merchant.apiKeyHash,
      merchant.callbackUrl,
      merchant.postbackSecret,
      merchant.isSandbox,
      JSON.stringify(merchant.allowedOrigins),
      merchant.theme && JSON.stringify(merchant.theme),
    ],
  );
}

/** What the payment form needs of its merchant, read fresh for every page and session view. */
export interface FormSettings {
  /** Origins allowed to frame EMBEDDED sessions. */
  allowedOrigins: string[];
  theme: PaymentFormOverride | null;
}

export async function findFormSettings(db: Queryable, merchantId: string): Promise<FormSettings> {
  const rows = await db.query<Pick<MerchantRow, 'allowed_origins' | 'theme'>>(
    'SELECT allowed_origins, theme FROM merchants WHERE merchant_id = $1',
    [merchantId],
  );
  return { allowedOrigins: rows[0]?.allowed_origins ?? [], theme: rows[0]?.theme ?? null };
}
