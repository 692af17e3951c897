import { paymentFormOverrideSchema } from '../../themes/payment-form-override.ts';
import { paymentActionSchema } from './payment-action-schema.ts';
import { savedCardViewFields } from './saved-card-schemas.ts';
import { SHOPPER_CUSTOMER_FIELDS } from './shopper-customer-fields.ts';
import { subscriptionTermsSchema } from './subscription-terms-schema.ts';
import { taxRuleSchema } from './tax-rule.ts';
import { UI_MODES } from './ui-modes.ts';
import { walletConfigSchema } from './wallet-schemas.ts';

// JSON Schema of GET /api/sessions/:token's 200 answer (common/contract/session-api.ts derives the
// form's SessionView from it). Fastify serializes the answer with this schema, which drops any
// field it does not name: a field added to the view is added here, or it never leaves the server.

/** Where a checkout session is in its life. Only OPEN accepts a payment. */
export const SESSION_STATES = ['OPEN', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'EXPIRED'] as const;

const text = { type: 'string' } as const;

export const sessionProductSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product_id', 'product_name', 'product_price', 'is_optional', 'is_preselected'],
  properties: {
    product_id: text,
    product_name: text,
    product_description: text,
    /** Decimal string in the session currency, e.g. "12.50" (never a float). */
    product_price: text,
    is_optional: { type: 'boolean' },
    /** For optional products: selected when the form opens. Required products are always included. */
    is_preselected: { type: 'boolean' },
    /** SUBSCRIPTION products only: the terms the shopper agrees to by paying. */
    subscription: subscriptionTermsSchema,
  },
} as const;

/** A message for the shopper and the response code it stands for (spec: Response codes). */
export const shopperErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error_code', 'error_message'],
  properties: { error_code: { type: 'integer' }, error_message: text },
} as const;

export const sessionViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'state',
    'payment_id',
    'ui_mode',
    'amount',
    'currency_code',
    'products',
    'methods',
    'created_at',
    'expires_at',
    'server_time',
    'attempts_left',
  ],
  properties: {
    state: { type: 'string', enum: SESSION_STATES },
    payment_id: text,
    ui_mode: { type: 'string', enum: UI_MODES },
    /**
     * TOKEN for a session that saves a card without paying (POST /v1/token): the form
     * says "Save card" and shows no amount. Absent for a payment.
     */
    payment_type: { type: 'string', enum: ['TOKEN'] },
    /**
     * EMBEDDED sessions only: the merchant page origins allowed to frame this form
     * ("https://shop.example"). The form posts messages only to a parent on this list.
     */
    embed_origins: { type: 'array', items: text },
    /** What the shopper pays for the required and preselected products (tax included), decimal string. */
    amount: text,
    /** The checkout's taxOverride: ON_TOP tax is added to the products' total, INCLUDED is shown only. */
    tax: taxRuleSchema,
    /** ISO 4217, e.g. "EUR". */
    currency_code: text,
    /**
     * The checkout's language, lower case as in the spec ("en-us"). Absent when the checkout named
     * none: the form then uses the browser's (common/language/shopper-language.ts) and sends it with
     * the payment.
     */
    language: text,
    shop_name: text,
    /** The checkout's shop_url (http or https only): the shop's name on the form links back to it. */
    shop_url: text,
    /**
     * Where Kassa serves the merchant's logo (MERCHANT_LOGO_FILE), a path on the form's own origin;
     * absent without a logo, and the form shows the shop's name as text.
     */
    logo_url: text,
    /**
     * The merchant's setting (MERCHANT_REQUIRE_CARDHOLDER_NAME for the sandbox merchant): the
     * card's cardholder name must be given. Absent: the name is optional.
     */
    cardholder_name_required: { type: 'boolean', const: true },
    /** The checkout's additional_info.customer_full_name: the card holder field starts with it. */
    prefilled_card_holder: text,
    products: { type: 'array', items: sessionProductSchema },
    /**
     * The customer fields the merchant did not send, which the shopper enters on the form before
     * the card (in this order); absent when the checkout has them all.
     */
    missing_customer_fields: {
      type: 'array',
      items: { type: 'string', enum: SHOPPER_CUSTOMER_FIELDS },
    },
    /** Payment methods offered on this form: "CARD", and the wallets "APPLE_PAY", "GOOGLE_PAY". */
    methods: { type: 'array', items: text },
    /** How the form offers the wallets `methods` names (wallet-schemas.ts); absent without one. */
    wallets: walletConfigSchema,
    /** saved_cards and save_card_offered (saved-card-schemas.ts). */
    ...savedCardViewFields,
    /**
     * The merchant's theme defaults (MERCHANT_THEME for the sandbox merchant), below
     * payment_form_override in the theme's precedence (themes/resolve-theme.ts).
     */
    merchant_theme: paymentFormOverrideSchema,
    /** The checkout's own payment_form_override, as validated when the checkout was created. */
    payment_form_override: paymentFormOverrideSchema,
    created_at: text,
    /** Server time when the session stops accepting payments (UTC ISO 8601). */
    expires_at: text,
    /** Server clock when this view was produced, so the form can correct for client clock skew. */
    server_time: text,
    /** How many more payment attempts this session accepts. */
    attempts_left: { type: 'integer' },
    /** The last declined attempt, when the shopper may retry. */
    last_error: shopperErrorSchema,
    /**
     * PROCESSING with a step the shopper must take (a 3-D Secure challenge open): what it is, so a
     * form loaded again (refresh, second tab) shows the same step instead of waiting blind.
     */
    action: paymentActionSchema,
    /**
     * A charge on a saved card that the shopper only confirms with 3-D Secure (POST /v1/cit-sale):
     * the page shows the order and the challenge, no card form. Absent otherwise.
     */
    confirm_only: { type: 'boolean', const: true },
    /**
     * The one alternative method the hosted page starts at once, without showing the form: the
     * checkout gave every customer detail and the merchant's setting sends the shopper straight
     * to the method (server/domain/attempts/straight-to-method.ts). Absent otherwise.
     */
    straight_to_method: text,
    /** Set when the state is terminal: where the shopper must go now (success_url or failure_url?…). */
    redirect_url: text,
  },
} as const;
