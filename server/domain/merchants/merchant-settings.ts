import type {
  MerchantSettings,
  MerchantSettingsPatch,
} from '../../../common/contract/backoffice-api.ts';
import { validatePaymentFormOverride } from '../../../common/messages/override-validation.ts';
import { isKnownCurrency } from '../../../common/money/currency.ts';
import { ApiError } from '../../contract/api-error.ts';
import { PAYOUT_PREREQUISITES } from '../../contract/payout-methods.ts';
import type { Database } from '../../platform/db/database.ts';
import { isOneOf } from '../../platform/db/json-guards.ts';
import { checkHost, type OutboundPolicy } from '../../platform/outbound/address-policy.ts';
import {
  MAX_REBILL_RETRIES,
  MAX_REBILL_WAIT_SECONDS,
} from '../../platform/rebill-retry-schedule.ts';
import type { NewAuditEntry, RecordAudit } from '../audit/audit-store.ts';
import { logoPath } from './logo-image.ts';
import { announceMerchantChanged } from './merchant-changed-store.ts';
import {
  lockMerchantSettings,
  type MerchantSettingsRecord,
  readMerchantSettings,
  writeMerchantSettings,
} from './merchant-settings-store.ts';
import { findFormSettings, type StoredLogo, setMerchantLogo } from './merchant-store.ts';

// A merchant's settings as the back office reads and changes them: checked as the environment's
// values are at start (config.ts), written with their audit entry in one transaction, effective
// for the next request in every process (the write notifies the merchant-changed channel).

/** What the checks need from the server: where postbacks may go, the processor's rates. */
export interface SettingsRules {
  outbound: OutboundPolicy;
  exchangeRate: (currency: string) => string | undefined;
}

type Actor = NewAuditEntry['actor'];

export function settingsView(
  record: MerchantSettingsRecord,
  logoUrl: string | null,
): MerchantSettings {
  return {
    callback_url: record.callbackUrl,
    allowed_origins: record.allowedOrigins,
    base_currency_code: record.baseCurrencyCode,
    theme: record.theme,
    payout_prerequisites: record.payoutPrerequisites,
    tokens_enabled: record.tokensEnabled,
    rebill_retry_seconds: record.rebillRetrySeconds,
    form: {
      logo_url: logoUrl,
      require_cardholder_name: record.requireCardholderName,
      saved_card_without_code: record.savedCardWithoutCode,
      straight_to_method: record.straightToMethod,
    },
  };
}

async function logoUrlOf(db: Database, merchantId: string): Promise<string | null> {
  const { logoDigest } = await findFormSettings(db, merchantId);
  return logoDigest ? logoPath(merchantId, logoDigest) : null;
}

export async function merchantSettings(
  db: Database,
  merchantId: string,
): Promise<MerchantSettings> {
  const record = await readMerchantSettings(db, merchantId);
  if (!record) throw ApiError.notFound('merchant');
  return settingsView(record, await logoUrlOf(db, merchantId));
}

function checkedCallbackUrl(value: string | null, rules: SettingsRules): string | null {
  if (value === null) return null;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw ApiError.badParameter('callback_url', 'must be an http(s) URL');
  }
  if (url.username !== '' || url.password !== '') {
    throw ApiError.badParameter('callback_url', 'must not carry a user name or password');
  }
  const checked = checkHost(rules.outbound, url.hostname);
  if (!checked.ok) {
    throw ApiError.badParameter('callback_url', `is ${checked.refusal.message}`);
  }
  return value;
}

function checkedOrigins(values: string[]): string[] {
  values.forEach((value, index) => {
    let origin: string | undefined;
    try {
      const url = new URL(value);
      origin = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
    } catch {
      origin = undefined;
    }
    if (origin !== value) {
      throw ApiError.badParameter(
        `allowed_origins[${index}]`,
        'must be an origin like https://shop.example (scheme, host, optional port; no path)',
      );
    }
  });
  return values;
}

function checkedRetries(values: number[]): number[] {
  if (values.length > MAX_REBILL_RETRIES) {
    throw ApiError.badParameter(
      'rebill_retry_seconds',
      `must hold at most ${MAX_REBILL_RETRIES} retries`,
    );
  }
  values.forEach((value, index) => {
    if (!Number.isInteger(value) || value < 1 || value > MAX_REBILL_WAIT_SECONDS) {
      throw ApiError.badParameter(
        `rebill_retry_seconds[${index}]`,
        `must be a whole number of seconds from 1 to ${MAX_REBILL_WAIT_SECONDS}`,
      );
    }
  });
  return values;
}

/** The record with the patch's fields checked and applied (the form's merged field by field). */
export function patched(
  record: MerchantSettingsRecord,
  patch: MerchantSettingsPatch,
  rules: SettingsRules,
): MerchantSettingsRecord {
  const next = { ...record };
  if (patch.callback_url !== undefined)
    next.callbackUrl = checkedCallbackUrl(patch.callback_url, rules);
  if (patch.allowed_origins !== undefined)
    next.allowedOrigins = checkedOrigins(patch.allowed_origins);
  if (patch.base_currency_code !== undefined) {
    const code = patch.base_currency_code;
    if (!isKnownCurrency(code) || rules.exchangeRate(code) === undefined) {
      throw ApiError.badParameter(
        'base_currency_code',
        'must be a currency the processor has a rate for (docs/payouts.md, The rate table)',
      );
    }
    next.baseCurrencyCode = code;
  }
  if (patch.theme !== undefined) {
    if (patch.theme === null) next.theme = null;
    else {
      const checked = validatePaymentFormOverride(patch.theme, 'theme');
      if (!checked.ok) throw ApiError.badParameter(checked.error.field, checked.error.rule);
      next.theme = checked.override;
    }
  }
  if (patch.payout_prerequisites !== undefined) {
    next.payoutPrerequisites = [...new Set(patch.payout_prerequisites)].map((item, index) => {
      if (!isOneOf(PAYOUT_PREREQUISITES, item)) {
        throw ApiError.badParameter(
          `payout_prerequisites[${index}]`,
          `must be one of ${PAYOUT_PREREQUISITES.join(', ')}`,
        );
      }
      return item;
    });
  }
  if (patch.tokens_enabled !== undefined) next.tokensEnabled = patch.tokens_enabled;
  if (patch.rebill_retry_seconds !== undefined) {
    next.rebillRetrySeconds = checkedRetries(patch.rebill_retry_seconds);
  }
  const form = patch.form ?? {};
  if (form.require_cardholder_name !== undefined) {
    next.requireCardholderName = form.require_cardholder_name;
  }
  if (form.saved_card_without_code !== undefined) {
    next.savedCardWithoutCode = form.saved_card_without_code;
  }
  if (form.straight_to_method !== undefined) next.straightToMethod = form.straight_to_method;
  return next;
}

/** The settings that differ between two records, as the audit log shows them (snake_case). */
export function settingsChanges(
  before: MerchantSettingsRecord,
  after: MerchantSettingsRecord,
): Record<string, { from: unknown; to: unknown }> {
  const was = settingsView(before, null);
  const is = settingsView(after, null);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(is) as (keyof MerchantSettings)[]) {
    if (key === 'form') continue;
    if (JSON.stringify(was[key]) !== JSON.stringify(is[key])) {
      changes[key] = { from: was[key], to: is[key] };
    }
  }
  for (const key of Object.keys(is.form) as (keyof MerchantSettings['form'])[]) {
    if (was.form[key] !== is.form[key])
      changes[`form.${key}`] = { from: was.form[key], to: is.form[key] };
  }
  return changes;
}

/** Applies the patch with its audit entry in one transaction; answers the settings as stored. */
export async function updateMerchantSettings(
  db: Database,
  merchantId: string,
  patch: MerchantSettingsPatch,
  context: { actor: Actor; rules: SettingsRules; recordAudit: RecordAudit },
): Promise<MerchantSettings> {
  const stored = await db.transaction(async (tx) => {
    const record = await lockMerchantSettings(tx, merchantId);
    if (!record) throw ApiError.notFound('merchant');
    const next = patched(record, patch, context.rules);
    const changes = settingsChanges(record, next);
    if (Object.keys(changes).length === 0) return next;
    await writeMerchantSettings(tx, merchantId, next);
    await context.recordAudit(tx, {
      merchantId,
      actor: context.actor,
      action: 'settings.update',
      target: null,
      changes,
    });
    return next;
  });
  return settingsView(stored, await logoUrlOf(db, merchantId));
}

/** Sets or (null) removes the logo, with its audit entry, in one transaction. */
export async function updateMerchantLogo(
  db: Database,
  merchantId: string,
  logo: StoredLogo | null,
  context: { actor: Actor; recordAudit: RecordAudit },
): Promise<MerchantSettings> {
  const before = await findFormSettings(db, merchantId);
  await db.transaction(async (tx) => {
    if (!(await lockMerchantSettings(tx, merchantId))) throw ApiError.notFound('merchant');
    await setMerchantLogo(tx, merchantId, logo);
    await announceMerchantChanged(tx, merchantId);
    await context.recordAudit(tx, {
      merchantId,
      actor: context.actor,
      action: logo ? 'settings.logo_set' : 'settings.logo_remove',
      target: null,
      changes: { 'form.logo_url': { from: before.logoDigest ?? null, to: logo?.digest ?? null } },
    });
  });
  return merchantSettings(db, merchantId);
}
