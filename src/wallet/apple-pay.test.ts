import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../checkout/api-client.ts';
import {
  type ApplePayPaymentRequest,
  type ApplePaySessionLike,
  canUseApplePay,
  startApplePay,
} from './apple-pay.ts';
import type { WalletToken } from './wallet-method.ts';

// Apple Pay's adapter against a stub ApplePaySession: what Apple is asked, and what the form
// sends for each way the sheet ends.

const SETTINGS = {
  methods: ['APPLE_PAY'],
  sandbox_sheet: false,
  merchant_name: 'Fern & Feather',
  country_code: 'NL',
  networks: ['VISA', 'MASTERCARD', 'AMEX'],
} as const satisfies { networks: readonly string[] } & Record<string, unknown>;

const MERCHANT_SESSION = { merchantSessionIdentifier: 'm-1', epochTimestamp: 1, expiresAt: 2 };

/** A stub of Apple's class that records each session and lets the test play the sheet. */
function stubApplePay(canMakePayments = true) {
  const sessions: StubSession[] = [];
  class StubSession implements ApplePaySessionLike {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = vi.fn(() => canMakePayments);
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    begin = vi.fn();
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();
    constructor(
      readonly version: number,
      readonly request: ApplePayPaymentRequest,
    ) {
      sessions.push(this);
    }
  }
  return { ApplePaySession: StubSession, sessions };
}

function start(accepted: boolean | Error = true) {
  const apple = stubApplePay();
  const merchantSession = vi
    .fn<(url: string) => Promise<ApiResult<object>>>()
    .mockResolvedValue({ ok: true, value: MERCHANT_SESSION });
  const pay = vi.fn<(wallet: WalletToken) => Promise<boolean>>(() =>
    accepted instanceof Error ? Promise.reject(accepted) : Promise.resolve(accepted),
  );
  const end = startApplePay({
    ApplePaySession: apple.ApplePaySession,
    settings: { ...SETTINGS, methods: [...SETTINGS.methods], networks: [...SETTINGS.networks] },
    amount: { amount: '12.50', currency: 'EUR' },
    merchantSession,
    pay,
  });
  const session = apple.sessions[0];
  if (!session) throw new Error('no ApplePaySession was created');
  return { end, session, merchantSession, pay, apple };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Apple Pay', () => {
  it('asks for version 3 with the amount as a decimal string and lower-case networks', () => {
    const { session } = start();
    expect(session.version).toBe(3);
    expect(session.request).toEqual({
      countryCode: 'NL',
      currencyCode: 'EUR',
      supportedNetworks: ['visa', 'mastercard', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Fern & Feather', amount: '12.50', type: 'final' },
    });
    expect(session.begin).toHaveBeenCalledTimes(1);
  });

  it("validates the merchant through Kassa's server", async () => {
    const { session, merchantSession } = start();
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/v' });
    await settle();
    expect(merchantSession).toHaveBeenCalledWith('https://apple-pay-gateway.apple.com/v');
    expect(session.completeMerchantValidation).toHaveBeenCalledWith(MERCHANT_SESSION);
  });

  it('pays with the JSON of paymentData as a CRYPTOGRAM_3DS token and closes the sheet with success', async () => {
    const { session, pay, end } = start(true);
    const paymentData = { version: 'EC_v1', data: 'opaque', signature: 's' };
    session.onpaymentauthorized?.({ payment: { token: { paymentData } } });
    expect(await end).toBe('sent');
    expect(pay).toHaveBeenCalledWith({
      token: JSON.stringify(paymentData),
      auth_method: 'CRYPTOGRAM_3DS',
    });
    expect(session.completePayment).toHaveBeenCalledWith(0);
  });

  it('keeps a string token as it is', async () => {
    const { session, pay } = start(true);
    session.onpaymentauthorized?.({ payment: { token: { paymentData: 'already-a-string' } } });
    await settle();
    expect(pay).toHaveBeenCalledWith({ token: 'already-a-string', auth_method: 'CRYPTOGRAM_3DS' });
  });

  it("tells Apple's sheet about a declined or failed payment", async () => {
    const declined = start(false);
    declined.session.onpaymentauthorized?.({ payment: { token: { paymentData: {} } } });
    expect(await declined.end).toBe('sent');
    expect(declined.session.completePayment).toHaveBeenCalledWith(1);

    const failed = start(new Error('boom'));
    failed.session.onpaymentauthorized?.({ payment: { token: { paymentData: {} } } });
    expect(await failed.end).toBe('sent');
    expect(failed.session.completePayment).toHaveBeenCalledWith(1);
  });

  it('sends nothing when the shopper cancels', async () => {
    const { session, pay, end } = start();
    session.oncancel?.({});
    expect(await end).toBe('cancelled');
    expect(pay).not.toHaveBeenCalled();
  });

  it('aborts with a message when the merchant cannot be validated', async () => {
    const { session, merchantSession, pay, end } = start();
    merchantSession.mockResolvedValueOnce({ ok: false, kind: 'http', status: 502, errors: [] });
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/v' });
    expect(await end).toEqual({
      unavailable: 'Apple Pay',
    });
    expect(session.abort).toHaveBeenCalledTimes(1);
    expect(pay).not.toHaveBeenCalled();
  });

  it('aborts with a message when Apple refuses the merchant session', async () => {
    const { session, pay, end } = start();
    session.completeMerchantValidation.mockImplementation(() => {
      throw new TypeError('Invalid merchant session');
    });
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/v' });
    expect(await end).toEqual({
      unavailable: 'Apple Pay',
    });
    expect(session.abort).toHaveBeenCalledTimes(1);
    expect(pay).not.toHaveBeenCalled();
  });

  it('still answers the message when the session cannot be aborted any more', async () => {
    const { session, merchantSession, end } = start();
    merchantSession.mockResolvedValueOnce({ ok: false, kind: 'network' });
    session.abort.mockImplementation(() => {
      throw new DOMException('The session has ended', 'InvalidStateError');
    });
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/v' });
    expect(await end).toEqual({
      unavailable: 'Apple Pay',
    });
  });

  it('answers the message, paying nothing, when Safari refuses the session or its sheet', async () => {
    const apple = stubApplePay();
    const pay = vi.fn();
    const refusing = class extends apple.ApplePaySession {
      constructor(version: number, request: ApplePayPaymentRequest) {
        super(version, request);
        throw new DOMException('Must create a new ApplePaySession from a user gesture handler.');
      }
    };
    const base = {
      settings: { ...SETTINGS, methods: [...SETTINGS.methods], networks: [...SETTINGS.networks] },
      amount: { amount: '12.50', currency: 'EUR' },
      merchantSession: vi.fn(),
      pay,
    };
    const message = {
      unavailable: 'Apple Pay',
    };
    expect(await startApplePay({ ...base, ApplePaySession: refusing })).toEqual(message);

    const noSheet = class extends apple.ApplePaySession {
      override begin = vi.fn(() => {
        throw new DOMException('Page already has an active payment session.', 'InvalidAccessError');
      });
    };
    expect(await startApplePay({ ...base, ApplePaySession: noSheet })).toEqual(message);
    expect(pay).not.toHaveBeenCalled();
  });

  it('is usable only where ApplePaySession says it can pay', () => {
    expect(canUseApplePay(undefined)).toBe(false);
    expect(canUseApplePay(stubApplePay(true).ApplePaySession)).toBe(true);
    expect(canUseApplePay(stubApplePay(false).ApplePaySession)).toBe(false);
    const throwing = stubApplePay().ApplePaySession;
    throwing.canMakePayments.mockImplementation(() => {
      throw new Error('InvalidAccessError');
    });
    expect(canUseApplePay(throwing)).toBe(false);
    const old = stubApplePay().ApplePaySession;
    Object.assign(old, { supportsVersion: (version: number) => version < 3 });
    expect(canUseApplePay(old)).toBe(false);
  });
});
