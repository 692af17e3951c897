// The settings form's values as typed (text for lists, numbers and JSON) and the PATCH they make:
// only the fields that differ from what is stored, so the audit log records what was changed.
import type {
  MerchantSettings,
  MerchantSettingsPatch,
} from '../../../common/contract/backoffice-api.ts';
import type { PaymentFormOverride } from '../../../themes/payment-form-override.ts';
import type { FieldErrors } from '../../api/field-errors.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { waitsFrom, waitsText } from '../../parts/waits.ts';

export interface SettingsDraft {
  callback_url: string;
  /** One origin per line. */
  allowed_origins: string;
  base_currency_code: string;
  /** payment_form_override JSON; empty for null. */
  theme: string;
  /** One name per line. */
  payout_prerequisites: string;
  tokens_enabled: boolean;
  /** Waits with their units, `1d, 2d, 12h` (parts/waits.ts). */
  rebill_retry_seconds: string;
  'form.require_cardholder_name': boolean;
  'form.saved_card_without_code': boolean;
  'form.straight_to_method': boolean;
}

/** The names the server's errors start with: a settings field, or the logo's upload. */
export const SETTINGS_FIELDS = [
  'callback_url',
  'allowed_origins',
  'base_currency_code',
  'theme',
  'payout_prerequisites',
  'tokens_enabled',
  'rebill_retry_seconds',
  'form.require_cardholder_name',
  'form.saved_card_without_code',
  'form.straight_to_method',
] as const satisfies readonly (keyof SettingsDraft)[];

const lines = (list: readonly string[]): string => list.join('\n');
const listOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

export function draftOf(settings: MerchantSettings): SettingsDraft {
  return {
    callback_url: settings.callback_url ?? '',
    allowed_origins: lines(settings.allowed_origins),
    base_currency_code: settings.base_currency_code,
    theme: settings.theme === null ? '' : JSON.stringify(settings.theme, null, 2),
    payout_prerequisites: lines(settings.payout_prerequisites),
    tokens_enabled: settings.tokens_enabled,
    rebill_retry_seconds: waitsText(settings.rebill_retry_seconds),
    'form.require_cardholder_name': settings.form.require_cardholder_name,
    'form.saved_card_without_code': settings.form.saved_card_without_code,
    'form.straight_to_method': settings.form.straight_to_method,
  };
}

function themeOf(text: string): PaymentFormOverride | null | undefined {
  if (text.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as PaymentFormOverride)
      : undefined;
  } catch {
    return undefined;
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH of the fields that changed, or the problems of the values the page cannot read (the
 * server checks the rest and names the field it refuses).
 */
export function patchOf(
  draft: SettingsDraft,
  stored: MerchantSettings,
): { patch: MerchantSettingsPatch } | { errors: FieldErrors } {
  const theme = themeOf(draft.theme);
  const waits = waitsFrom(draft.rebill_retry_seconds);
  const problems: Record<string, string> = {};
  if (theme === undefined) problems.theme = MESSAGES.settings.themeNotJson;
  if (waits === undefined) problems.rebill_retry_seconds = MESSAGES.settings.rebillRetryNotWaits;
  if (theme === undefined || waits === undefined)
    return { errors: { fields: problems, general: [] } };

  const wanted: MerchantSettings = {
    callback_url: draft.callback_url.trim() === '' ? null : draft.callback_url.trim(),
    allowed_origins: listOf(draft.allowed_origins),
    base_currency_code: draft.base_currency_code.trim(),
    theme,
    payout_prerequisites: listOf(draft.payout_prerequisites),
    tokens_enabled: draft.tokens_enabled,
    rebill_retry_seconds: waits,
    form: {
      logo_url: stored.form.logo_url,
      require_cardholder_name: draft['form.require_cardholder_name'],
      saved_card_without_code: draft['form.saved_card_without_code'],
      straight_to_method: draft['form.straight_to_method'],
    },
  };
  const patch: MerchantSettingsPatch = {};
  const put = <Key extends Exclude<keyof MerchantSettings, 'form'>>(key: Key): void => {
    if (!same(wanted[key], stored[key])) Object.assign(patch, { [key]: wanted[key] });
  };
  put('callback_url');
  put('allowed_origins');
  put('base_currency_code');
  put('theme');
  put('payout_prerequisites');
  put('tokens_enabled');
  put('rebill_retry_seconds');
  const form: NonNullable<MerchantSettingsPatch['form']> = {};
  for (const key of [
    'require_cardholder_name',
    'saved_card_without_code',
    'straight_to_method',
  ] as const) {
    if (wanted.form[key] !== stored.form[key]) form[key] = wanted.form[key];
  }
  if (Object.keys(form).length > 0) patch.form = form;
  return { patch };
}
