// Apple Pay on the form, over the browser's ApplePaySession (Safari; version 3 is enough for what
// Kassa asks). The session must be created in the button's click, so everything it needs is at
// hand before: the amount, the session's wallet settings and the merchant validation call.

import type { SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import type { WalletToken } from './wallet-method.ts';
import { type WalletAmount, type WalletEnd, walletUnavailable } from './wallet-payment.ts';

export const APPLE_PAY_VERSION = 3;

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string; type: 'final' };
}

/** The part of ApplePaySession Kassa uses (Apple Pay JS API). */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: object): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

type WalletSettings = NonNullable<SessionView['wallets']>;

/** The browser's ApplePaySession, when it has one (Safari on a device that has Apple Pay). */
export function browserApplePay(): ApplePaySessionClass | undefined {
  return (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
}

/** Whether this browser can pay with Apple Pay now; false rather than an error where it cannot. */
export function canUseApplePay(session: ApplePaySessionClass | undefined): boolean {
  try {
    if (session?.supportsVersion && !session.supportsVersion(APPLE_PAY_VERSION)) return false;
    return session?.canMakePayments() === true;
  } catch {
    // canMakePayments throws on an insecure page or in a frame without `allow="payment"`.
    return false;
  }
}

/** Apple's request: the session's networks in Apple's lower case, the total as a decimal string. */
export function applePayRequest(
  settings: WalletSettings,
  { amount, currency }: WalletAmount,
): ApplePayPaymentRequest {
  return {
    countryCode: settings.country_code,
    currencyCode: currency,
    supportedNetworks: settings.networks.map((network) => network.toLowerCase()),
    merchantCapabilities: ['supports3DS'],
    total: { label: settings.merchant_name, amount, type: 'final' },
  };
}

/** The payment token as the server takes it: JSON of paymentData, or the string it already is. */
export function applePayToken(paymentData: unknown): string {
  return typeof paymentData === 'string' ? paymentData : JSON.stringify(paymentData);
}

export interface ApplePayStart {
  ApplePaySession: ApplePaySessionClass;
  settings: WalletSettings;
  amount: WalletAmount;
  merchantSession: NonNullable<ApiClient['appleMerchantSession']>;
  /** Pays with the token; answers whether Apple's sheet may show success. */
  pay(wallet: WalletToken): Promise<boolean>;
}

/**
 * Opens Apple's sheet (call it from the click) and settles once it is gone: 'sent' after a
 * payment went through the form's flow (its outcome is the form's to show), 'cancelled' when the
 * shopper closed it with nothing paid, an error when Apple Pay could not be used.
 */
export function startApplePay(start: ApplePayStart): Promise<WalletEnd> {
  const { ApplePaySession } = start;
  let session: InstanceType<ApplePaySessionClass>;
  try {
    session = new ApplePaySession(APPLE_PAY_VERSION, applePayRequest(start.settings, start.amount));
  } catch {
    // Safari refuses a session outside a click, or a request it cannot show: say so, send nothing.
    return Promise.resolve(walletUnavailable('Apple Pay'));
  }
  return new Promise<WalletEnd>((resolve) => {
    let sent = false;
    const fail = (): void => {
      try {
        session.abort();
      } catch {
        // The sheet is already gone (the shopper closed it meanwhile): nothing left to abort.
      }
      resolve(walletUnavailable('Apple Pay'));
    };
    session.onvalidatemerchant = (event) => {
      start
        .merchantSession(event.validationURL)
        .then((result) => {
          if (!result.ok) return fail();
          // Throws when Apple refuses the merchant session: the sheet cannot go on.
          session.completeMerchantValidation(result.value);
        })
        .catch(fail);
    };
    session.onpaymentauthorized = (event) => {
      sent = true;
      const wallet: WalletToken = {
        token: applePayToken(event.payment.token.paymentData),
        // An Apple Pay token is a device token with its cryptogram: already strongly authenticated.
        auth_method: 'CRYPTOGRAM_3DS',
      };
      start.pay(wallet).then(
        (accepted) => {
          session.completePayment(
            accepted ? ApplePaySession.STATUS_SUCCESS : ApplePaySession.STATUS_FAILURE,
          );
          resolve('sent');
        },
        () => {
          session.completePayment(ApplePaySession.STATUS_FAILURE);
          resolve('sent');
        },
      );
    };
    // Closed before paying (or after a failed payment): nothing more is sent, the button works again.
    session.oncancel = () => resolve(sent ? 'sent' : 'cancelled');
    try {
      session.begin();
    } catch {
      resolve(walletUnavailable('Apple Pay'));
    }
  });
}
