// The back office's HTTP contract (`/backoffice/api/…`), read by the server's routes and the back
// office app alike. Names on the wire are snake_case, as the merchant API's; money is a decimal
// string; times are ISO 8601 strings in UTC. Every error answers the merchant API's error body
// (common/contract/error-body.ts), naming the field and the rule.
//
// Sign-in is a session cookie (HttpOnly, SameSite=Strict, Secure over HTTPS). Every request that
// changes something also carries the session's CSRF token in the `X-Kassa-Csrf` header; a change
// without it, or with another session's, is refused 403 before it is looked at.

import type { PaymentFormOverride } from '../../themes/payment-form-override.ts';

export const BACKOFFICE_API = '/backoffice/api';
export const CSRF_HEADER = 'x-kassa-csrf';

/** Who may do what: an admin sees and changes every merchant; a merchant user only its own. */
export const OPERATOR_ROLES = ['ADMIN', 'MERCHANT'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export interface Operator {
  operator_id: string;
  /** What the operator signs in with. */
  login: string;
  role: OperatorRole;
  /** The one merchant a MERCHANT operator belongs to; null for an ADMIN. */
  merchant_id: string | null;
  created_at: string;
}

/** `GET /backoffice/api/session`: who is signed in, if anyone. */
export interface SessionAnswer {
  operator: Operator | null;
  /** To send back in `X-Kassa-Csrf` with every change; null when nobody is signed in. */
  csrf_token: string | null;
  /**
   * True when the server lets the local developer in without a password (a loopback `HOST` with
   * the shortcut on): the app then skips its sign-in page.
   */
  local_shortcut: boolean;
}

/**
 * `POST /backoffice/api/session`: sign in. 401 with a human message when the pair is wrong.
 * `DELETE /backoffice/api/session` (CSRF): sign out, 204; the cookie is cleared.
 */
export interface SignInRequest {
  login: string;
  password: string;
}

/** `POST /backoffice/api/operator/password` (CSRF). 204 when changed. */
export interface ChangePasswordRequest {
  current_password: string;
  /** At least 12 characters. */
  new_password: string;
}

/** `POST /backoffice/api/operators` (ADMIN, CSRF): the password is shown once, in this answer. */
export interface CreateOperatorRequest {
  login: string;
  role: OperatorRole;
  merchant_id: string | null;
}
export interface CreateOperatorAnswer {
  operator: Operator;
  password: string;
}

export interface MerchantSummary {
  merchant_id: string;
  name: string;
  /** A disabled merchant's keys are refused (401) and its checkout pages say the shop is closed. */
  disabled: boolean;
  /** The merchant configured by the environment at first start. */
  is_sandbox: boolean;
  created_at: string;
}

/** `GET /backoffice/api/merchants`: every merchant the operator may see. */
export interface MerchantListAnswer {
  merchants: MerchantSummary[];
}

/** `POST /backoffice/api/merchants` (ADMIN, CSRF). The key and secret are shown once, here. */
export interface CreateMerchantRequest {
  name: string;
  base_currency_code?: string;
}
export interface CreateMerchantAnswer {
  merchant: MerchantSummary;
  api_key: string;
  postback_secret: string;
}

/** `PATCH /backoffice/api/merchants/:merchant_id` (ADMIN, CSRF): rename, disable, enable. */
export interface UpdateMerchantRequest {
  name?: string;
  disabled?: boolean;
}

/** A merchant's settings: everything the environment used to set, read and changed at run time. */
export interface MerchantSettings {
  /** Where postbacks go; null sends none. */
  callback_url: string | null;
  /** Origins allowed to frame EMBEDDED sessions (scheme://host[:port]). */
  allowed_origins: string[];
  base_currency_code: string;
  /** Theme defaults under every checkout's payment_form_override; null for the built-ins. */
  theme: PaymentFormOverride | null;
  /** Payout methods' setup the merchant has done (the server's PAYOUT_PREREQUISITES names). */
  payout_prerequisites: string[];
  /** Whether `POST /v1/token` is on. */
  tokens_enabled: boolean;
  /**
   * Seconds from a declined rebill to each retry, each from the one before, e.g. [86400, 172800]
   * (SUBSCRIPTION_RETRY_SCHEDULE's waits, which may be hours, minutes or seconds); empty: no retry.
   */
  rebill_retry_seconds: number[];
  form: FormSettings;
}

export interface FormSettings {
  /** The logo's address on Kassa (`/merchant-logo/…`), or null for the shop's name alone. */
  logo_url: string | null;
  require_cardholder_name: boolean;
  saved_card_without_code: boolean;
  /** A checkout that gives the customer and one alternative method goes straight to it. */
  straight_to_method: boolean;
}

/**
 * `GET` and `PATCH /backoffice/api/merchants/:merchant_id/settings` (PATCH: CSRF; any subset of
 * the fields, `form` merged field by field; answers the settings as now stored). Effective for
 * the next request, in every process. The logo is `PUT …/settings/logo` with the image as the body
 * (PNG, JPEG, WebP or SVG, its Content-Type; at most 256 KB) and `DELETE …/settings/logo`.
 */
export type MerchantSettingsPatch = Partial<Omit<MerchantSettings, 'form'>> & {
  form?: Partial<Omit<FormSettings, 'logo_url'>>;
};

/** An API key as listed: never the key itself after its creation. */
export interface ApiKeySummary {
  key_id: string;
  label: string;
  /** The key's last four characters, to tell keys apart. */
  last4: string;
  created_at: string;
  /** When the key stops working by itself; null for never. */
  expires_at: string | null;
  revoked_at: string | null;
  /** The last request it authenticated, to the minute; null when never used. */
  last_used_at: string | null;
}

/** `GET /backoffice/api/merchants/:merchant_id/keys`. */
export interface ApiKeyListAnswer {
  keys: ApiKeySummary[];
}

/** `POST …/keys` (CSRF): a new key, working at once beside the others. Shown once, here. */
export interface CreateApiKeyRequest {
  label?: string;
  expires_at?: string | null;
}
export interface CreateApiKeyAnswer {
  key: ApiKeySummary;
  api_key: string;
}

/**
 * `POST …/keys/:key_id/revoke` (CSRF): the key stops working at `at` (now when absent; a future
 * time gives integrations a window to switch). A merchant's last working key cannot be revoked.
 */
export interface RevokeApiKeyRequest {
  at?: string;
}

/**
 * `POST …/postback-secret` (CSRF): a new postback secret. For `overlap_seconds` (default 86,400)
 * every postback is signed with both secrets, the new one first (two `v1=` values in the
 * signature header), so a handler can switch without losing one; then the old one retires.
 */
export interface RotatePostbackSecretRequest {
  overlap_seconds?: number;
}
export interface RotatePostbackSecretAnswer {
  postback_secret: string;
  /** When the previous secret stops signing. */
  previous_retires_at: string;
}

/** Who made a change: an operator in the back office, a merchant's key on the sandbox APIs. */
export interface AuditActor {
  kind: 'OPERATOR' | 'API_KEY' | 'SYSTEM';
  /** The operator's login, the key's label and last four, or what the system did it for. */
  name: string;
  id: string | null;
}

export interface AuditEntry {
  audit_id: string;
  merchant_id: string | null;
  at: string;
  actor: AuditActor;
  /** What was done, e.g. `settings.update`, `api_key.create`, `merchant.disable`. */
  action: string;
  /** What it was done to, e.g. a key's id. */
  target: string | null;
  /** The fields changed, old and new values (secrets never: a secret shows as "changed"). */
  changes: Record<string, { from: unknown; to: unknown }>;
}

/**
 * `GET /backoffice/api/audit?merchant_id=&limit=&before=`: newest first, `limit` 1–100 (50);
 * `before` is the `audit_id` the page continues after.
 */
export interface AuditListAnswer {
  entries: AuditEntry[];
  /** Pass as `before` for the next page; null on the last. */
  next_before: string | null;
}
