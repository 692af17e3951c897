import { WALLET_METHODS } from '../methods/payment-methods.ts';
import { browserContextSchema } from './browser-context-schema.ts';
import { shopperParts } from './payment-request-parts.ts';

// Apple Pay and Google Pay on the form: what the session view tells the form about the
// wallets it offers, the payment request a wallet sends, and Apple Pay's merchant validation.

export { WALLET_METHODS, type WalletMethod } from '../methods/payment-methods.ts';

/**
 * How the wallet's card was authenticated (Google Pay's names, which Apple Pay's token types map
 * to): PAN_ONLY is a card number kept in the account, which may need 3-D Secure like any card;
 * CRYPTOGRAM_3DS is a device token with a cryptogram, already strongly authenticated.
 */
export const WALLET_AUTH_METHODS = ['PAN_ONLY', 'CRYPTOGRAM_3DS'] as const;
export type WalletAuthMethod = (typeof WALLET_AUTH_METHODS)[number];

/** Card networks the wallets are offered with (Google Pay's names; Apple Pay's differ in case). */
export const WALLET_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB'] as const;

/** POST /api/sessions/:token/wallet-payments */
export const walletPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'wallet'],
  properties: {
    method: { type: 'string', enum: WALLET_METHODS },
    wallet: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'auth_method'],
      properties: {
        /**
         * The wallet's payment token as the wallet gave it (Google Pay: paymentMethodData.
         * tokenizationData.token; Apple Pay: JSON of payment.token.paymentData). The sandbox takes
         * its own sheet's `sandbox:<card id>` tokens and Google Pay's TEST token.
         */
        token: { type: 'string', minLength: 1, maxLength: 16_384 },
        auth_method: { type: 'string', enum: WALLET_AUTH_METHODS },
      },
    },
    ...shopperParts,
    browser: browserContextSchema,
  },
} as const;

/** The session view's `wallets`, present when `methods` names a wallet. */
export const walletConfigSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['methods', 'sandbox_sheet', 'merchant_name', 'country_code', 'networks'],
  properties: {
    /**
     * The wallets `methods` names, once each, in its order: read off the server's method table, so
     * the form's first bytes need no table to tell a wallet from an alternative method.
     */
    methods: { type: 'array', items: { type: 'string', enum: WALLET_METHODS } },
    /**
     * SANDBOX_WALLETS=on: the wallet buttons open Kassa's own sheet (pick a test card, confirm)
     * instead of the real wallet, which cannot pay in a sandbox without Apple's and Google's keys.
     */
    sandbox_sheet: { type: 'boolean' },
    /** What the wallet sheet names as the payee (the checkout's shop name, else "Kassa sandbox"). */
    merchant_name: { type: 'string' },
    /** The merchant's country for Apple Pay's countryCode (ISO 3166-1 alpha-2). */
    country_code: { type: 'string' },
    networks: { type: 'array', items: { type: 'string', enum: WALLET_NETWORKS } },
  },
} as const;

/** POST /api/sessions/:token/apple-pay/merchant-session: the URL ApplePaySession's onvalidatemerchant gives. */
export const appleMerchantValidationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['validation_url'],
  properties: { validation_url: { type: 'string', minLength: 1, maxLength: 2048 } },
} as const;

/** The opaque merchant session passed to ApplePaySession.completeMerchantValidation. */
export const appleMerchantSessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'merchantSessionIdentifier',
    'merchantIdentifier',
    'displayName',
    'domainName',
    'nonce',
    'signature',
    'epochTimestamp',
    'expiresAt',
  ],
  properties: {
    merchantSessionIdentifier: { type: 'string' },
    merchantIdentifier: { type: 'string' },
    displayName: { type: 'string' },
    domainName: { type: 'string' },
    nonce: { type: 'string' },
    signature: { type: 'string' },
    epochTimestamp: { type: 'integer' },
    expiresAt: { type: 'integer' },
  },
} as const;
