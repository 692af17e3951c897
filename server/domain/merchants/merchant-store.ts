import {
  isPaymentFormOverride,
  type PaymentFormOverride,
} from '../../../themes/payment-form-override.ts';
import { PAYOUT_PREREQUISITES, type PayoutPrerequisite } from '../../contract/payout-methods.ts';
import { boolean, jsonb, nullable, text } from '../../platform/db/codecs.ts';
import { column, defineRow, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { isOneOf, isStringList } from '../../platform/db/json-guards.ts';

// SQL for merchants lives here and nowhere else, built from the one column table below.

export interface Merchant {
  merchantId: string;
  name: string;
  callbackUrl: string | null;
  postbackSecret: string;
  /** Origins allowed to frame EMBEDDED sessions. */
  allowedOrigins: string[];
  /** Theme defaults under every checkout's payment_form_override; null for the built-ins only. */
  theme: PaymentFormOverride | null;
  /** The currency base amounts are converted to (spec: base_currency_code); EUR unless set. */
  baseCurrencyCode: string;
}

/** A merchant as its key finds it (api-key-store.ts): a disabled one's keys are refused (server/http/merchant-disabled.ts). */
export type KeyedMerchant = Merchant & { disabled: boolean };

/** A merchant as written: `is_sandbox` marks the configured sandbox merchant. */
type StoredMerchant = Merchant & { isSandbox: boolean };

const merchants = defineTable<StoredMerchant>('merchants', {
  merchantId: column('merchant_id', text),
  name: column('name', text),
  callbackUrl: column('callback_url', nullable(text)),
  postbackSecret: column('postback_secret', text),
  allowedOrigins: column('allowed_origins', jsonb(isStringList, 'a list of origins')),
  theme: column('theme', nullable(jsonb(isPaymentFormOverride, 'a payment form override'))),
  baseCurrencyCode: column('base_currency_code', text),
  isSandbox: column('is_sandbox', boolean),
});

/** The merchant as every request carries it, for the stores that read it with something else. */
export const merchantRecord = merchants.pick([
  'merchantId',
  'name',
  'callbackUrl',
  'postbackSecret',
  'allowedOrigins',
  'theme',
  'baseCurrencyCode',
]);

const INSERT_NEW = `${merchants.insert} ON CONFLICT (merchant_id) DO NOTHING RETURNING merchant_id`;

/**
 * Creates the merchant unless one with its id exists: answers whether it did. Its API keys are
 * rows of their own (api-key-store.ts).
 */
export async function insertMerchant(db: Queryable, merchant: StoredMerchant): Promise<boolean> {
  const rows = await db.query(INSERT_NEW, merchants.params(merchant));
  return rows.length > 0;
}

// A merchant that exists keeps its is_sandbox and its postback secret (rotated in the back office,
// or replaced by the environment's: postback-secret-store.ts); everything else is brought up to
// date. Its API keys are rows of their own (api-key-store.ts).
const UPSERT = `${merchants.insert} ON CONFLICT (merchant_id) DO UPDATE SET ${merchantRecord.names
  .filter((name) => name !== 'merchant_id' && name !== 'postback_secret')
  .map((name) => `${name} = EXCLUDED.${name}`)
  .join(', ')}`;

/**
 * Creates the merchant, or brings its name, callback URL, origins, theme and base currency up to
 * date.
 */
export async function upsertMerchant(db: Queryable, merchant: StoredMerchant): Promise<void> {
  await db.query(UPSERT, merchants.params(merchant));
}

const BASE_CURRENCY = 'SELECT base_currency_code FROM merchants WHERE merchant_id = $1';

/** The merchant's base currency as set now (payments made without a request, such as rebills). */
export async function merchantBaseCurrency(db: Queryable, merchantId: string): Promise<string> {
  const rows = await db.query(BASE_CURRENCY, [merchantId]);
  const code = rows[0]?.base_currency_code;
  // Payments reference their merchant, and base_currency_code is NOT NULL.
  if (typeof code !== 'string') throw new Error(`[Kassa] merchant ${merchantId} not found`);
  return code;
}

/** What the payment form needs of its merchant, read fresh for every page and session view. */
export interface FormSettings {
  /** Origins allowed to frame EMBEDDED sessions. */
  allowedOrigins: string[];
  theme: PaymentFormOverride | null;
  /**
   * The back-office setting (migration 0033) that sends the shopper of a checkout with one
   * alternative method, every customer detail given, straight to the method (session-view.ts).
   */
  straightToMethod: boolean;
  /**
   * The back-office setting (migration 0034) that lets a saved card pay without its security
   * code: the view says so to the form, and the saved-card payment takes a request without one.
   */
  savedCardWithoutCode: boolean;
  /** The SHA-256 of the merchant's logo (migration 0036), which its URL names; null without one. */
  logoDigest?: string | null;
  /** The back-office setting (migration 0035): the card form asks the cardholder name. */
  requireCardholderName: boolean;
}

/** A merchant's form settings before anything is set: every setting off. */
export const DEFAULT_FORM_SETTINGS: FormSettings = {
  allowedOrigins: [],
  theme: null,
  straightToMethod: false,
  savedCardWithoutCode: false,
  requireCardholderName: false,
  logoDigest: null,
};

const formSettings = merchants.pick(['allowedOrigins', 'theme']);
// straight_to_method (migration 0033), saved_card_without_code (0034), require_cardholder_name
// (0035) and the logo (0036) are back-office settings of their own, beside the two.
const FORM_SETTINGS = `SELECT ${formSettings.list}, straight_to_method, saved_card_without_code,
  require_cardholder_name, logo_digest FROM merchants WHERE merchant_id = $1`;

export async function findFormSettings(db: Queryable, merchantId: string): Promise<FormSettings> {
  const rows = await db.query(FORM_SETTINGS, [merchantId]);
  const row = rows[0];
  return row
    ? {
        ...formSettings.toRecord(row),
        straightToMethod: row.straight_to_method === true,
        savedCardWithoutCode: row.saved_card_without_code === true,
        requireCardholderName: row.require_cardholder_name === true,
        logoDigest: typeof row.logo_digest === 'string' ? row.logo_digest : null,
      }
    : DEFAULT_FORM_SETTINGS;
}

/** The merchant's logo as stored (logo-image.ts checked it before it was stored). */
export interface StoredLogo {
  contentType: string;
  bytes: Uint8Array;
  digest: string;
}

/** Sets the merchant's logo, or takes it away (null): the form then shows the shop's name. */
export async function setMerchantLogo(
  db: Queryable,
  merchantId: string,
  logo: StoredLogo | null,
): Promise<void> {
  await db.query(
    'UPDATE merchants SET logo_content_type = $2, logo_base64 = $3, logo_digest = $4 WHERE merchant_id = $1',
    [
      merchantId,
      logo?.contentType ?? null,
      logo ? Buffer.from(logo.bytes).toString('base64') : null,
      logo?.digest ?? null,
    ],
  );
}

const LOGO = `SELECT logo_content_type, logo_base64 FROM merchants
  WHERE merchant_id = $1 AND logo_digest = $2`;

/** The merchant's logo when `digest` is still its logo's; undefined otherwise. */
export async function findMerchantLogo(
  db: Queryable,
  merchantId: string,
  digest: string,
): Promise<StoredLogo | undefined> {
  const rows = await db.query(LOGO, [merchantId, digest]);
  const row = rows[0];
  if (typeof row?.logo_content_type !== 'string' || typeof row.logo_base64 !== 'string') {
    return undefined;
  }
  return {
    contentType: row.logo_content_type,
    bytes: new Uint8Array(Buffer.from(row.logo_base64, 'base64')),
    digest,
  };
}

// The back-office setting behind POST /v1/token (migration 0016): off unless set, read
// by that endpoint alone, so the merchant record every request carries stays as it is. The
// settings, this one included, are written by merchant-settings-store.ts.

export async function tokensEnabled(db: Queryable, merchantId: string): Promise<boolean> {
  const rows = await db.query('SELECT tokens_enabled FROM merchants WHERE merchant_id = $1', [
    merchantId,
  ]);
  return rows[0]?.tokens_enabled === true;
}

// The back-office setting payouts read (migration 0020): the setups the payout methods need.
// Read fresh by POST /v1/payout alone.

export interface PayoutSettings {
  prerequisites: PayoutPrerequisite[];
}

const isPrerequisiteList = (value: unknown): value is PayoutPrerequisite[] =>
  Array.isArray(value) && value.every((item) => isOneOf(PAYOUT_PREREQUISITES, item));

const payoutSettingsRow = defineRow<PayoutSettings>('merchants', {
  prerequisites: column(
    'payout_prerequisites',
    jsonb(isPrerequisiteList, 'a list of payout prerequisites'),
  ),
});

const PAYOUT_SETTINGS = `SELECT ${payoutSettingsRow.list} FROM merchants WHERE merchant_id = $1`;

export async function payoutSettings(db: Queryable, merchantId: string): Promise<PayoutSettings> {
  const rows = await db.query(PAYOUT_SETTINGS, [merchantId]);
  return rows[0] ? payoutSettingsRow.toRecord(rows[0]) : { prerequisites: [] };
}

const EXISTS = 'SELECT 1 AS found FROM merchants WHERE merchant_id = $1';

export async function merchantExists(db: Queryable, merchantId: string): Promise<boolean> {
  return (await db.query(EXISTS, [merchantId])).length > 0;
}
