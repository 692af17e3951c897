// Google Pay on the form, over Google's pay.js (google.payments.api.PaymentsClient). The script is
// loaded only when a session names GOOGLE_PAY and the sandbox sheet is off, in Google's TEST
// environment with the `example` gateway, whose token the sandbox takes as an approved Visa.
import type { SessionView } from '../../common/contract/session-api.ts';
import {
  WALLET_AUTH_METHODS,
  type WalletAuthMethod,
} from '../../common/contract/wallet-schemas.ts';
import type { WalletToken } from './wallet-method.ts';
import { type WalletAmount, type WalletEnd, walletUnavailable } from './wallet-payment.ts';

export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

const API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;

export interface GoogleCardMethod {
  type: 'CARD';
  parameters: {
    allowedAuthMethods: WalletAuthMethod[];
    allowedCardNetworks: string[];
    assuranceDetailsRequired: boolean;
  };
  tokenizationSpecification?: {
    type: 'PAYMENT_GATEWAY';
    parameters: { gateway: string; gatewayMerchantId: string };
  };
}

export interface GoogleIsReadyToPayRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedPaymentMethods: GoogleCardMethod[];
}

export interface GooglePaymentDataRequest extends GoogleIsReadyToPayRequest {
  merchantInfo: { merchantName: string };
  transactionInfo: {
    totalPriceStatus: 'FINAL';
    totalPrice: string;
    currencyCode: string;
    countryCode: string;
  };
}

/** The part of Google's answer Kassa reads. */
export interface GooglePaymentData {
  paymentMethodData: {
    tokenizationData: { token: string };
    info?: {
      authMethod?: string;
      assuranceDetails?: { accountVerified?: boolean; cardHolderAuthenticated?: boolean };
    };
  };
}

export interface GooglePaymentsClient {
  isReadyToPay(request: GoogleIsReadyToPayRequest): Promise<{ result: boolean }>;
  loadPaymentData(request: GooglePaymentDataRequest): Promise<GooglePaymentData>;
}

/** google.payments.api, as pay.js defines it. */
export interface GooglePaymentsApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClient;
}

type WalletSettings = NonNullable<SessionView['wallets']>;

let loading: Promise<GooglePaymentsApi> | null = null;

/** Loads pay.js once per page; rejects when it cannot load (offline, blocked). */
export function loadGooglePay(doc: Document = document): Promise<GooglePaymentsApi> {
  loading ??= new Promise<GooglePaymentsApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GOOGLE_PAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = (globalThis as { google?: { payments?: { api?: GooglePaymentsApi } } }).google
        ?.payments?.api;
      if (api) resolve(api);
      else reject(new Error('[Kassa] pay.js loaded without google.payments.api'));
    };
    script.onerror = () => reject(new Error('[Kassa] pay.js could not be loaded'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    // A later session on the same page may try again.
    loading = null;
    throw error;
  });
  return loading;
}

function cardMethod(settings: WalletSettings): GoogleCardMethod {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: [...settings.networks],
      // Says whether the card holder was authenticated: the auth method when Google does not name it.
      assuranceDetailsRequired: true,
    },
  };
}

export function googleReadyRequest(settings: WalletSettings): GoogleIsReadyToPayRequest {
  return { ...API_VERSION, allowedPaymentMethods: [cardMethod(settings)] };
}

export function googlePaymentRequest(
  settings: WalletSettings,
  { amount, currency }: WalletAmount,
): GooglePaymentDataRequest {
  return {
    ...API_VERSION,
    allowedPaymentMethods: [
      {
        ...cardMethod(settings),
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
        },
      },
    ],
    merchantInfo: { merchantName: settings.merchant_name },
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: amount,
      currencyCode: currency,
      countryCode: settings.country_code,
    },
  };
}

/**
 * How Google's card was authenticated: its own word when it gives one; else a card holder Google
 * authenticated is a device token (CRYPTOGRAM_3DS), anything else a card kept in the account
 * (PAN_ONLY), which 3-D Secure may then check, the safe side.
 */
export function googleAuthMethod(data: GooglePaymentData): WalletAuthMethod {
  const info = data.paymentMethodData.info;
  const named = WALLET_AUTH_METHODS.find((method) => method === info?.authMethod);
  if (named) return named;
  return info?.assuranceDetails?.cardHolderAuthenticated === true ? 'CRYPTOGRAM_3DS' : 'PAN_ONLY';
}

/** The client in Google's TEST environment when this browser can pay with Google Pay, else null. */
export async function readyGooglePay(
  api: GooglePaymentsApi,
  settings: WalletSettings,
): Promise<GooglePaymentsClient | null> {
  const client = new api.PaymentsClient({ environment: 'TEST' });
  try {
    const { result } = await client.isReadyToPay(googleReadyRequest(settings));
    return result ? client : null;
  } catch {
    return null;
  }
}

const isCancel = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  error.statusCode === 'CANCELED';

export interface GooglePayStart {
  client: GooglePaymentsClient;
  settings: WalletSettings;
  amount: WalletAmount;
  pay(wallet: WalletToken): Promise<boolean>;
}

/** Opens Google's sheet (call it from the click) and settles once the payment went or did not. */
export async function startGooglePay(start: GooglePayStart): Promise<WalletEnd> {
  let data: GooglePaymentData;
  try {
    data = await start.client.loadPaymentData(googlePaymentRequest(start.settings, start.amount));
  } catch (error) {
    // The shopper closed the sheet: nothing paid, nothing to say.
    if (isCancel(error)) return 'cancelled';
    return walletUnavailable('Google Pay');
  }
  await start.pay({
    token: data.paymentMethodData.tokenizationData.token,
    auth_method: googleAuthMethod(data),
  });
  return 'sent';
}
