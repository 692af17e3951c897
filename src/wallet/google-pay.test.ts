import { describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_PAY_SCRIPT,
  type GooglePaymentData,
  type GooglePaymentsApi,
  type GooglePaymentsClient,
  googleAuthMethod,
  loadGooglePay,
  readyGooglePay,
  startGooglePay,
} from './google-pay.ts';
import type { WalletToken } from './wallet-method.ts';

// Google Pay's adapter against a stub google.payments.api: what Google is asked, and what the
// form sends for each way the sheet ends.

const SETTINGS = {
  methods: ['GOOGLE_PAY'] as 'GOOGLE_PAY'[],
  sandbox_sheet: false,
  merchant_name: 'Fern & Feather',
  country_code: 'NL',
  networks: ['VISA', 'MASTERCARD'] as ('VISA' | 'MASTERCARD')[],
};

const TOKEN_DATA: GooglePaymentData = {
  paymentMethodData: {
    tokenizationData: { token: 'examplePaymentMethodToken' },
    info: { assuranceDetails: { accountVerified: true, cardHolderAuthenticated: false } },
  },
};

function stubGoogle(ready = true) {
  const client = {
    isReadyToPay: vi
      .fn<GooglePaymentsClient['isReadyToPay']>()
      .mockResolvedValue({ result: ready }),
    loadPaymentData: vi.fn<GooglePaymentsClient['loadPaymentData']>().mockResolvedValue(TOKEN_DATA),
  };
  const PaymentsClient = vi.fn(function (this: unknown) {
    return client;
  });
  const api = { PaymentsClient } as unknown as GooglePaymentsApi;
  return { api, client, PaymentsClient };
}

const CARD_PARAMETERS = {
  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
  allowedCardNetworks: ['VISA', 'MASTERCARD'],
  assuranceDetailsRequired: true,
};

describe('Google Pay', () => {
  it("asks isReadyToPay in Google's TEST environment", async () => {
    const { api, client, PaymentsClient } = stubGoogle(true);
    expect(await readyGooglePay(api, SETTINGS)).toBe(client);
    expect(PaymentsClient).toHaveBeenCalledWith({ environment: 'TEST' });
    expect(client.isReadyToPay).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: 'CARD', parameters: CARD_PARAMETERS }],
    });
    expect(await readyGooglePay(stubGoogle(false).api, SETTINGS)).toBeNull();
  });

  it('asks for the final total as a decimal string through the example gateway, and pays with its token', async () => {
    const { client } = stubGoogle();
    const pay = vi.fn<(wallet: WalletToken) => Promise<boolean>>().mockResolvedValue(true);
    const end = await startGooglePay({
      client,
      settings: SETTINGS,
      amount: { amount: '12.50', currency: 'EUR' },
      pay,
    });
    expect(end).toBe('sent');
    expect(client.loadPaymentData).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: CARD_PARAMETERS,
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
          },
        },
      ],
      merchantInfo: { merchantName: 'Fern & Feather' },
      transactionInfo: {
        totalPriceStatus: 'FINAL',
        totalPrice: '12.50',
        currencyCode: 'EUR',
        countryCode: 'NL',
      },
    });
    expect(pay).toHaveBeenCalledWith({
      token: 'examplePaymentMethodToken',
      auth_method: 'PAN_ONLY',
    });
  });

  it('sends nothing and says nothing when the shopper cancels', async () => {
    const { client } = stubGoogle();
    client.loadPaymentData.mockRejectedValue({ statusCode: 'CANCELED' });
    const pay = vi.fn<(wallet: WalletToken) => Promise<boolean>>();
    const end = await startGooglePay({
      client,
      settings: SETTINGS,
      amount: { amount: '1.00', currency: 'EUR' },
      pay,
    });
    expect(end).toBe('cancelled');
    expect(pay).not.toHaveBeenCalled();
  });

  it('answers that it could not be used for any other error (the form words it: wallet-model)', async () => {
    const { client } = stubGoogle();
    client.loadPaymentData.mockRejectedValue({ statusCode: 'DEVELOPER_ERROR' });
    const pay = vi.fn<(wallet: WalletToken) => Promise<boolean>>();
    const end = await startGooglePay({
      client,
      settings: SETTINGS,
      amount: { amount: '1.00', currency: 'EUR' },
      pay,
    });
    expect(end).toEqual({ unavailable: 'Google Pay' });
    expect(pay).not.toHaveBeenCalled();
  });

  it("maps Google's answer to the auth method", () => {
    const data = (info: GooglePaymentData['paymentMethodData']['info']): GooglePaymentData => ({
      paymentMethodData: { tokenizationData: { token: 't' }, ...(info && { info }) },
    });
    expect(googleAuthMethod(data({ authMethod: 'CRYPTOGRAM_3DS' }))).toBe('CRYPTOGRAM_3DS');
    expect(googleAuthMethod(data({ authMethod: 'PAN_ONLY' }))).toBe('PAN_ONLY');
    expect(googleAuthMethod(data({ assuranceDetails: { cardHolderAuthenticated: true } }))).toBe(
      'CRYPTOGRAM_3DS',
    );
    expect(googleAuthMethod(data({ assuranceDetails: { cardHolderAuthenticated: false } }))).toBe(
      'PAN_ONLY',
    );
    expect(googleAuthMethod(data(undefined))).toBe('PAN_ONLY');
  });

  it("loads Google's pay.js once, and again after a failure", async () => {
    const appended: { src: string; onload?: () => void; onerror?: () => void }[] = [];
    const doc = {
      createElement: () => ({}) as { src: string },
      head: { append: (script: (typeof appended)[number]) => appended.push(script) },
    } as unknown as Document;
    const failed = loadGooglePay(doc);
    appended[0]?.onerror?.();
    await expect(failed).rejects.toThrow('pay.js could not be loaded');

    const api = stubGoogle().api;
    vi.stubGlobal('google', { payments: { api } });
    const loaded = loadGooglePay(doc);
    expect(loadGooglePay(doc)).toBe(loaded);
    expect(appended).toHaveLength(2);
    expect(appended[1]?.src).toBe(GOOGLE_PAY_SCRIPT);
    appended[1]?.onload?.();
    expect(await loaded).toBe(api);
    vi.unstubAllGlobals();
  });
});
