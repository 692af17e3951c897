// The API between the payment form and the server, under `/api/sessions/:token`.
// It is not the merchant API: it is addressed by the unguessable session token from
// `session.redirect_url` and never accepts (or needs) the merchant's X-Api-Key.
// Types only: the server and the form both import them, so the two cannot drift apart.

import type { TaxRule } from '../money/tax.ts';

/** Where a checkout session is in its life. Only OPEN accepts a payment. */
export type SessionState = 'OPEN' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';

export type UiMode = 'HOSTED' | 'EMBEDDED';

export type ThemeType = 'LIGHT' | 'DARK' | 'BROWSER';

export interface PaymentFormOverride {
  color?: string;
  theme_type?: ThemeType;
  theme_variables?: Record<string, string>;
  theme_rules?: Record<string, Record<string, string>>;
}

export interface SessionProduct {
  product_id: string;
  product_name: string;
  product_description?: string;
  /** Decimal string in the session currency, e.g. "12.50" (never a float). */
  product_price: string;
  is_optional: boolean;
  /** For optional products: selected when the form opens. Required products are always included. */
  is_preselected: boolean;
}

/** A message for the shopper and the response code it stands for (spec: Response codes). */
export interface ShopperError {
  error_code: number;
  error_message: string;
}

/** GET /api/sessions/:token → 200 SessionView, or 404 NOT_FOUND in the spec's error body. */
export interface SessionView {
  state: SessionState;
  payment_id: string;
  ui_mode: UiMode;
  /**
   * EMBEDDED sessions only: the merchant page origins allowed to frame this form
   * ("https://shop.example"). The form posts messages only to a parent on this list.
   */
  embed_origins?: string[];
  /** What the shopper pays for the required and preselected products (tax included), decimal string. */
  amount: string;
  /** The checkout's taxOverride: ON_TOP tax is added to the products' total, INCLUDED is shown only. */
  tax?: TaxRule;
  /** ISO 4217, e.g. "EUR". */
  currency_code: string;
  /** BCP 47-ish tag from the checkout, lower case as in the spec ("en-us"). */
  language: string;
  shop_name?: string;
  products: SessionProduct[];
  /** Payment methods offered on this form. Only "CARD" exists so far. */
  methods: string[];
  /**
   * The merchant's theme defaults (MERCHANT_THEME for the sandbox merchant), below
   * payment_form_override in the theme's precedence (themes/resolve-theme.ts).
   */
  merchant_theme?: PaymentFormOverride;
  /** The checkout's own payment_form_override, as validated when the checkout was created. */
  payment_form_override?: PaymentFormOverride;
  created_at: string;
  /** Server time when the session stops accepting payments (UTC ISO 8601). */
  expires_at: string;
  /** Server clock when this view was produced, so the form can correct for client clock skew. */
  server_time: string;
  /** How many more payment attempts this session accepts. */
  attempts_left: number;
  /** The last declined attempt, when the shopper may retry. */
  last_error?: ShopperError;
  /** Set when the state is terminal: where the shopper must go now (success_url or failure_url?…). */
  redirect_url?: string;
}

/** Card fields as the shopper typed them. Sent once over TLS, never stored or logged. */
export interface CardInput {
  /** Digits only. */
  number: string;
  expiry_month: number;
  /** Four digits. */
  expiry_year: number;
  security_code: string;
  holder_name: string;
}

/** POST /api/sessions/:token/payments */
export interface CardPaymentRequest {
  method: 'CARD';
  card: CardInput;
  /** product_ids of the optional products the shopper kept selected. */
  selected_product_ids?: string[];
}

/**
 * The outcome of one attempt:
 * - SUCCESS: paid; go to `redirect_url` (success_url).
 * - PENDING: the processor answers later; poll GET /api/sessions/:token until the state is terminal.
 * - RETRY: declined for a reason the shopper can fix; show `error.error_message`, keep the form.
 * - FAILED: final; go to `redirect_url` (failure_url with error_code and error_message).
 */
export type PaymentOutcome = 'SUCCESS' | 'PENDING' | 'RETRY' | 'FAILED';

/** 200 response of POST /api/sessions/:token/payments. 400 for malformed card fields, 409 when the
 * session no longer accepts payments (re-read the session then), 404 for an unknown token. */
export interface PaymentResult {
  outcome: PaymentOutcome;
  error?: ShopperError;
  redirect_url?: string;
  attempts_left: number;
}

export const sessionApiPath = (token: string): string =>
  `/api/sessions/${encodeURIComponent(token)}`;
