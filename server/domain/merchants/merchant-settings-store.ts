import {
  isPaymentFormOverride,
  type PaymentFormOverride,
} from '../../../themes/payment-form-override.ts';
import { PAYOUT_PREREQUISITES, type PayoutPrerequisite } from '../../contract/payout-methods.ts';
import { boolean, jsonb, nullable, text } from '../../platform/db/codecs.ts';
import { column, defineTable } from '../../platform/db/columns.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { isOneOf, isStringList } from '../../platform/db/json-guards.ts';
import { announceMerchantChanged } from './merchant-changed-store.ts';

// SQL for a merchant's settings as the back office reads and writes them, all of them in one row
// of `merchants`, here and nowhere else. Every write also tells every process that the merchant
// changed (merchant-changed-store.ts), in the write's own transaction: the notification goes out
// when the change commits, never for a change rolled back.

export interface MerchantSettingsRecord {
  callbackUrl: string | null;
  allowedOrigins: string[];
  baseCurrencyCode: string;
  theme: PaymentFormOverride | null;
  payoutPrerequisites: PayoutPrerequisite[];
  tokensEnabled: boolean;
  /** Seconds from a declined rebill to each retry, each from the one before. */
  rebillRetrySeconds: number[];
  requireCardholderName: boolean;
  savedCardWithoutCode: boolean;
  straightToMethod: boolean;
}

const isPrerequisiteList = (value: unknown): value is PayoutPrerequisite[] =>
  Array.isArray(value) && value.every((item) => isOneOf(PAYOUT_PREREQUISITES, item));

const isSecondsList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item) && item > 0);

const settings = defineTable<MerchantSettingsRecord & { merchantId: string }>('merchants', {
  merchantId: column('merchant_id', text),
  callbackUrl: column('callback_url', nullable(text)),
  allowedOrigins: column('allowed_origins', jsonb(isStringList, 'a list of origins')),
  baseCurrencyCode: column('base_currency_code', text),
  theme: column('theme', nullable(jsonb(isPaymentFormOverride, 'a payment form override'))),
  payoutPrerequisites: column(
    'payout_prerequisites',
    jsonb(isPrerequisiteList, 'a list of payout prerequisites'),
  ),
  tokensEnabled: column('tokens_enabled', boolean),
  rebillRetrySeconds: column('rebill_retry_seconds', jsonb(isSecondsList, 'a list of seconds')),
  requireCardholderName: column('require_cardholder_name', boolean),
  savedCardWithoutCode: column('saved_card_without_code', boolean),
  straightToMethod: column('straight_to_method', boolean),
});

export const SETTING_FIELDS = settings.fields.filter(
  (field): field is keyof MerchantSettingsRecord => field !== 'merchantId',
);

const READ = `${settings.select} WHERE merchant_id = $1`;

/** The merchant's settings, or undefined when there is no such merchant. */
export async function readMerchantSettings(
  db: Queryable,
  merchantId: string,
): Promise<MerchantSettingsRecord | undefined> {
  const rows = await db.query(READ, [merchantId]);
  if (!rows[0]) return undefined;
  const { merchantId: _, ...record } = settings.toRecord(rows[0]);
  return record;
}

/** The same, locked against another writer until the transaction ends (read, compare, write). */
export async function lockMerchantSettings(
  tx: Queryable,
  merchantId: string,
): Promise<MerchantSettingsRecord | undefined> {
  const rows = await tx.query(`${READ} FOR UPDATE`, [merchantId]);
  if (!rows[0]) return undefined;
  const { merchantId: _, ...record } = settings.toRecord(rows[0]);
  return record;
}

const WRITE = settings.update(SETTING_FIELDS, 'merchantId');

/** Writes every setting of the merchant and tells every process (call in a transaction). */
export async function writeMerchantSettings(
  tx: Queryable,
  merchantId: string,
  record: MerchantSettingsRecord,
): Promise<void> {
  await tx.query(WRITE.sql, WRITE.params({ ...record, merchantId }));
  await announceMerchantChanged(tx, merchantId);
}

/**
 * Marks the merchant's settings as seeded from the environment, unless a start did before:
 * answers whether this one is the seeding start.
 */
export async function claimSettingsSeed(
  tx: Queryable,
  merchantId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE merchants SET settings_seeded_at = $2
      WHERE merchant_id = $1 AND settings_seeded_at IS NULL RETURNING merchant_id`,
    [merchantId, at],
  );
  return rows.length > 0;
}

/** The merchant's rebill retry schedule as now set (read by each run of rebills). */
export async function merchantRebillRetrySeconds(
  db: Queryable,
  merchantId: string,
): Promise<number[]> {
  const rows = await db.query('SELECT rebill_retry_seconds FROM merchants WHERE merchant_id = $1', [
    merchantId,
  ]);
  const value = rows[0]?.rebill_retry_seconds;
  return isSecondsList(value) ? value : [];
}
