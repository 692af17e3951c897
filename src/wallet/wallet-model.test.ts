import { describe, expect, it, vi } from 'vitest';
import type { PaymentResult, SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient, ApiResult } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import * as customerStep from '../components/customer-step.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  type SessionOverrides,
  sessionFixture,
  settle,
  type WalletFixture,
} from '../test-support/session-fixture.ts';
import type { GooglePaymentData, GooglePaymentsApi, GooglePaymentsClient } from './google-pay.ts';
import type { WalletEnv, WalletOffer } from './wallet-availability.ts';
import { walletMethod } from './wallet-method.ts';
import { createWalletModel } from './wallet-model.ts';

// The wallet buttons' model on the real checkout model: which buttons there are, when one may be
// pressed, the sheets it opens and what a wallet's own sheet leaves behind.

const WALLETS = {
  sandbox_sheet: true,
  merchant_name: 'Fern & Feather',
  country_code: 'NL',
  networks: ['VISA', 'MASTERCARD'],
} satisfies WalletFixture;

const walletSession = (overrides: SessionOverrides = {}): SessionView =>
  sessionFixture({ methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'], wallets: WALLETS, ...overrides });

const realWallets = (overrides: SessionOverrides = {}): SessionView =>
  walletSession({ wallets: { ...WALLETS, sandbox_sheet: false }, ...overrides });

function setup(session: SessionView) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
    appleMerchantSession: vi.fn<NonNullable<ApiClient['appleMerchantSession']>>(),
  };
  const checkout = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    customerStep,
  });
  return { client, checkout, wallets: createWalletModel(checkout) };
}

const answer = (result: PaymentResult): ApiResult<PaymentResult> => ({ ok: true, value: result });

/** Google's client whose sheet answers as `loadPaymentData` says. */
function googleClient(
  loadPaymentData: GooglePaymentsClient['loadPaymentData'],
): GooglePaymentsClient {
  return { isReadyToPay: () => Promise.resolve({ result: true }), loadPaymentData };
}

/** A browser whose pay.js hands out `client`. */
const googleEnv = (client: GooglePaymentsClient): WalletEnv => ({
  loadGooglePay: () =>
    Promise.resolve({
      PaymentsClient: function PaymentsClient() {
        return client;
      },
    } as unknown as GooglePaymentsApi),
});

const GOOGLE_DATA: GooglePaymentData = {
  paymentMethodData: {
    tokenizationData: { token: '{"google":"token"}' },
    info: { authMethod: 'PAN_ONLY' },
  },
};

const sandbox = (method: WalletOffer['method']): WalletOffer => ({ method, via: 'sandbox' });

describe('the wallet model', () => {
  it("knows the sandbox sheet's buttons at once, in the session's order", () => {
    const { wallets } = setup(walletSession({ methods: ['GOOGLE_PAY', 'CARD', 'APPLE_PAY'] }));
    expect(wallets.offers.value).toEqual([sandbox('GOOGLE_PAY'), sandbox('APPLE_PAY')]);
    expect(wallets.shown.value).toBe(true);
    expect(wallets.ready.value).toBe(true);
  });

  it('shows nothing for a session without wallets', () => {
    const { wallets } = setup(sessionFixture());
    expect(wallets.offers.value).toEqual([]);
    expect(wallets.shown.value).toBe(false);
  });

  it('without the sandbox sheet, shows the wallets the browser can use once it has said', async () => {
    const { wallets } = setup(realWallets({ methods: ['CARD', 'GOOGLE_PAY'] }));
    expect(wallets.shown.value).toBe(false);
    const client = googleClient(vi.fn());
    wallets.detect(googleEnv(client));
    await settle();
    expect(wallets.offers.value).toEqual([{ method: 'GOOGLE_PAY', via: 'google', client }]);
    expect(wallets.shown.value).toBe(true);
  });

  it('ignores an answer that comes after detection was stopped', async () => {
    const { wallets } = setup(realWallets({ methods: ['CARD', 'GOOGLE_PAY'] }));
    const stop = wallets.detect(googleEnv(googleClient(vi.fn())));
    stop();
    await settle();
    expect(wallets.offers.value).toEqual([]);
  });

  it("opens the sandbox sheet with the wallet's usual authentication, one at a time", () => {
    const { wallets } = setup(walletSession());
    wallets.open(sandbox('APPLE_PAY'));
    expect(wallets.sheet.value).toEqual({ method: 'APPLE_PAY', auth: 'CRYPTOGRAM_3DS' });
    expect(wallets.ready.value).toBe(false);
    // A second button does nothing while a sheet is open.
    wallets.open(sandbox('GOOGLE_PAY'));
    expect(wallets.sheet.value?.method).toBe('APPLE_PAY');

    wallets.cancelSheet();
    expect(wallets.sheet.value).toBeNull();
    expect(wallets.ready.value).toBe(true);
    wallets.open(sandbox('GOOGLE_PAY'));
    expect(wallets.sheet.value).toEqual({ method: 'GOOGLE_PAY', auth: 'PAN_ONLY' });
  });

  it("pays with the sandbox sheet's token through the form's flow, and closes it", async () => {
    const { client, wallets } = setup(walletSession());
    client.pay.mockResolvedValue(answer({ outcome: 'PENDING', attempts_left: 2 }));
    wallets.open(sandbox('GOOGLE_PAY'));
    wallets.paySheet({ token: 'sandbox:visa-approved', auth_method: 'PAN_ONLY' });
    expect(wallets.sheet.value).toBeNull();
    await settle();
    expect(client.pay).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        method: 'GOOGLE_PAY',
        wallet: { token: 'sandbox:visa-approved', auth_method: 'PAN_ONLY' },
      }),
    );
  });

  it('pays nothing when no sheet is open', async () => {
    const { client, wallets } = setup(walletSession());
    wallets.paySheet({ token: 'sandbox:visa-approved', auth_method: 'PAN_ONLY' });
    await settle();
    expect(client.pay).not.toHaveBeenCalled();
  });

  it('opens no sheet while the customer fields above are missing', () => {
    const { wallets } = setup(walletSession({ missing_customer_fields: ['email'] }));
    wallets.open(sandbox('APPLE_PAY'));
    expect(wallets.sheet.value).toBeNull();
  });

  it('opens no sheet while the form is paying', async () => {
    const { client, checkout, wallets } = setup(walletSession());
    client.pay.mockReturnValue(new Promise(() => {}));
    // A wallet's payment already under way (the card's would need its fields filled first).
    void checkout.payWith(
      walletMethod('GOOGLE_PAY', { token: 'sandbox:x', auth_method: 'PAN_ONLY' }, englishMessages),
    );
    expect(checkout.payState.value).toBe('busy');
    expect(wallets.ready.value).toBe(false);
    wallets.open(sandbox('APPLE_PAY'));
    expect(wallets.sheet.value).toBeNull();
  });

  it("is busy while Google's own sheet is open, and says why it could not be used", async () => {
    const { client, wallets } = setup(realWallets({ methods: ['CARD', 'GOOGLE_PAY'] }));
    let refuse: (error: unknown) => void = () => {};
    const google = googleClient(
      () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
    );
    wallets.open({ method: 'GOOGLE_PAY', via: 'google', client: google });
    expect(wallets.ready.value).toBe(false);
    refuse(new Error('DEVELOPER_ERROR'));
    await settle();
    expect(wallets.ready.value).toBe(true);
    expect(wallets.error.value).toBe(
      'Google Pay could not be used. Try again or use another payment method.',
    );
    expect(client.pay).not.toHaveBeenCalled();

    // The next press clears the error; a sheet the shopper closes leaves none.
    google.loadPaymentData = () => Promise.reject({ statusCode: 'CANCELED' });
    wallets.open({ method: 'GOOGLE_PAY', via: 'google', client: google });
    expect(wallets.error.value).toBeNull();
    await settle();
    expect(wallets.error.value).toBeNull();
    expect(wallets.ready.value).toBe(true);
  });

  it("pays with Google's token for the order's total", async () => {
    const { client, wallets } = setup(realWallets({ methods: ['CARD', 'GOOGLE_PAY'] }));
    client.pay.mockResolvedValue(answer({ outcome: 'PENDING', attempts_left: 2 }));
    const loadPaymentData = vi.fn(() => Promise.resolve(GOOGLE_DATA));
    wallets.open({ method: 'GOOGLE_PAY', via: 'google', client: googleClient(loadPaymentData) });
    await settle();
    expect(loadPaymentData).toHaveBeenCalledWith(
      expect.objectContaining({
        transactionInfo: expect.objectContaining({ totalPrice: '12.50', currencyCode: 'USD' }),
      }),
    );
    expect(client.pay).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        method: 'GOOGLE_PAY',
        wallet: { token: '{"google":"token"}', auth_method: 'PAN_ONLY' },
      }),
    );
    expect(wallets.error.value).toBeNull();
  });
});
