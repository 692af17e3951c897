import type {
  PaymentAction,
  SessionState,
  SessionView,
} from '../../../common/contract/session-api.ts';
import { SHOPPER_CUSTOMER_FIELDS } from '../../../common/contract/shopper-customer-fields.ts';
import { WALLET_NETWORKS } from '../../../common/contract/wallet-schemas.ts';
import { checkoutFormLanguage } from '../../../common/language/shopper-language.ts';
import { isWalletMethod } from '../../../common/methods/payment-methods.ts';
import { redirectFor } from '../checkout/outcome-urls.ts';
import { attemptsLeft } from '../ledger/attempts.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { SavedCard } from '../ledger/token-store.ts';
import { firstChargeProductPrice } from '../ledger/totals.ts';
import { logoPath } from '../merchants/logo-image.ts';
import { DEFAULT_FORM_SETTINGS, type FormSettings } from '../merchants/merchant-store.ts';
import { subscriptionTermsOf } from '../subscriptions/subscription-terms.ts';
import { savedCardsView } from './saved-cards-view.ts';
import { straightToMethod } from './straight-to-method.ts';

/**
 * The shop's own address, which the form's shop name links back to: only an http(s) URL, whatever
 * an older dialect let through, so the link can never run a script.
 */
function shopLink(shopUrl: string | null): Pick<SessionView, 'shop_url'> {
  return shopUrl !== null && /^https?:\/\//i.test(shopUrl) ? { shop_url: shopUrl } : {};
}

const straightTo = (method: string | undefined): Pick<SessionView, 'straight_to_method'> =>
  method === undefined ? {} : { straight_to_method: method };

/** An OPEN session past its expiry is EXPIRED, whether or not anyone has written that down yet. */
export function effectiveState(p: PaymentRecord, now: Date): SessionState {
  return p.state === 'OPEN' && now >= p.expiresAt ? 'EXPIRED' : p.state;
}

/**
 * The customer fields the merchant left to the shopper, in the order the form asks for them; still
 * listed once the shopper entered them, so a retry may correct them.
 */
function missingCustomerFields(p: PaymentRecord): Pick<SessionView, 'missing_customer_fields'> {
  const { customer } = p;
  const missing = SHOPPER_CUSTOMER_FIELDS.filter(
    (field) => customer[field] === undefined || customer.shopper_entered?.includes(field),
  );
  return missing.length > 0 ? { missing_customer_fields: missing } : {};
}

/** What the view adds beyond the payment and the merchant's settings. */
export interface SessionExtras {
  /** An open 3-D Secure challenge (a pending shopper step, ../steps/pending-step.ts). */
  action?: PaymentAction | undefined;
  /** SANDBOX_WALLETS. */
  sandboxWallets?: boolean;
  /** The customer's saved cards (saved-cards-view.ts savedCardsFor). */
  savedCards?: readonly SavedCard[];
}

/** The sandbox merchant's country, which Apple Pay's payment request names. */
const MERCHANT_COUNTRY = 'US';

/** How the form offers the wallets the checkout names; nothing when it names none. */
function walletConfig(p: PaymentRecord, sandboxSheet: boolean): Pick<SessionView, 'wallets'> {
  const methods = p.methods.filter(isWalletMethod);
  if (methods.length === 0) return {};
  return {
    wallets: {
      methods,
      sandbox_sheet: sandboxSheet,
      merchant_name: p.shopName ?? 'Kassa sandbox',
      country_code: MERCHANT_COUNTRY,
      networks: [...WALLET_NETWORKS],
    },
  };
}

/**
 * What the payment form may know about its session: no merchant secrets, no customer email. The
 * merchant's settings are read when the view is made, so a change applies to open sessions too.
 */
export function sessionView(
  p: PaymentRecord,
  now: Date,
  merchant: FormSettings = DEFAULT_FORM_SETTINGS,
  extras: SessionExtras = {},
): SessionView {
  const { action } = extras;
  const state = effectiveState(p, now);
  const redirect = redirectFor(p, state);
  return {
    state,
    payment_id: p.paymentId,
    ui_mode: p.uiMode,
    // A token session's form saves the card and names no amount.
    ...(p.paymentType === 'TOKEN' && { payment_type: 'TOKEN' as const }),
    ...(p.uiMode === 'EMBEDDED' && { embed_origins: [...merchant.allowedOrigins] }),
    amount: p.amount,
    ...(p.tax && { tax: p.tax }),
    currency_code: p.currencyCode,
    // Stored as the merchant sent it; a bare "en" is shown as the form's English ("en-gb").
    ...(p.language !== null && { language: checkoutFormLanguage(p.language) }),
    ...(p.shopName !== null && { shop_name: p.shopName }),
    ...shopLink(p.shopUrl),
    ...(merchant.logoDigest && { logo_url: logoPath(p.merchantId, merchant.logoDigest) }),
    ...(merchant.requireCardholderName && { cardholder_name_required: true as const }),
    ...(p.additionalInfo?.customer_full_name !== undefined && {
      prefilled_card_holder: p.additionalInfo.customer_full_name,
    }),
    products: p.products.map((product) => ({
      product_id: product.product_id,
      product_name: product.product_name,
      ...(product.product_description !== undefined && {
        product_description: product.product_description,
      }),
      // A subscription in a trial shows what it costs today (nothing), like the amount.
      product_price: firstChargeProductPrice(product, p.currencyCode),
      is_optional: product.is_optional,
      is_preselected: product.is_preselected,
      ...subscriptionTermsOf(product, p),
    })),
    ...missingCustomerFields(p),
    methods: p.methods,
    ...walletConfig(p, extras.sandboxWallets ?? true),
    ...(state === 'OPEN' && savedCardsView(p, extras.savedCards ?? [], merchant)),
    ...(merchant.theme && { merchant_theme: merchant.theme }),
    ...(p.paymentFormOverride && { payment_form_override: p.paymentFormOverride }),
    created_at: p.createdAt.toISOString(),
    expires_at: p.expiresAt.toISOString(),
    server_time: now.toISOString(),
    attempts_left: attemptsLeft(state, p.attempts),
    ...(p.lastError &&
      state === 'OPEN' && {
        last_error: {
          error_code: p.lastError.error_code,
          error_message: p.lastError.error_message,
        },
      }),
    ...(action && state === 'PROCESSING' && { action }),
    ...(p.paymentType === 'CIT_SALE' && { confirm_only: true }),
    ...straightTo(straightToMethod(p, state, merchant)),
    ...(redirect !== undefined && { redirect_url: redirect }),
  };
}
