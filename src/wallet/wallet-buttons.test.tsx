import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentResult, SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient, ApiResult } from '../checkout/api-client.ts';
import { createCheckoutModel, loadApmStep } from '../checkout/model.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import * as customerStep from '../components/customer-step.ts';
import { loadChoiceList } from '../components/PaymentChoice.tsx';
import { englishMessages, inEnglish } from '../test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  type SessionOverrides,
  sessionFixture,
  type WalletFixture,
} from '../test-support/session-fixture.ts';
import type { ApplePaySessionClass } from './apple-pay.ts';
import type { GooglePaymentsApi } from './google-pay.ts';
import type { WalletEnv } from './wallet-availability.ts';
import { WalletButtons } from './wallet-buttons.tsx';

// The wallet buttons on the real form model: which buttons show, the sandbox sheet, and that a
// wallet's payment goes through the form's flow.

afterEach(cleanup);

// The list's chunk, loaded first as the hosted page loads it before it renders (page-model.ts).
beforeAll(() => loadChoiceList());

const WALLETS = {
  sandbox_sheet: true,
  merchant_name: 'Fern & Feather',
  country_code: 'NL',
  networks: ['VISA', 'MASTERCARD'],
} satisfies WalletFixture;

const walletSession = (overrides: SessionOverrides = {}): SessionView =>
  sessionFixture({ methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'], wallets: WALLETS, ...overrides });

function setup(session: SessionView, env?: WalletEnv) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
    appleMerchantSession: vi.fn<NonNullable<ApiClient['appleMerchantSession']>>(),
  };
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    customerStep,
  });
  render(
    env ? inEnglish(<WalletButtons model={model} env={env} />) : <CheckoutForm model={model} />,
  );
  return { client, model };
}

const answer = (result: PaymentResult): ApiResult<PaymentResult> => ({ ok: true, value: result });
const button = (name: string) => screen.findByRole('button', { name });

/** A browser with no wallet, whose pay.js never loads. */
const noWallets = (): WalletEnv => ({
  loadGooglePay: vi.fn(() => Promise.reject(new Error('offline'))),
});

describe('wallet buttons', () => {
  it('shows one button per wallet the session names, above the card, with the divider', async () => {
    setup(walletSession());
    const apple = await button('Pay with Apple Pay');
    const google = await button('Pay with Google Pay');
    expect(apple.getAttribute('type')).toBe('button');
    expect(google.getAttribute('type')).toBe('button');
    expect(screen.getByText('or')).toBeTruthy();
    // Above the card: the card's heading comes after them.
    const heading = screen.getByRole('heading', { name: 'Pay with card' });
    expect(apple.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says "or" between the buttons and a list of methods, never "pay by card"', async () => {
    const session = walletSession({
      methods: ['CARD', 'APPLE_PAY', 'OXXOPAY'],
      currency_code: 'MXN',
    });
    const model = createCheckoutModel(
      session,
      { getSession: vi.fn(), pay: vi.fn(), cancelAction: vi.fn() },
      {
        messages: englishMessages,
        onOutcome: () => {},
        now: () => FIXTURE_NOW,
        schedule: manualSchedule().schedule,
        apmStep: await loadApmStep(session),
      },
    );
    render(<CheckoutForm model={model} />);
    const apple = await button('Pay with Apple Pay');
    const divider = screen.getByText('or', { exact: true });
    const list = screen.getByRole('group', { name: 'Payment method' });
    expect(apple.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/pay by card/)).toBeNull();
  });

  it('shows only the wallets the session names', async () => {
    setup(walletSession({ methods: ['CARD', 'GOOGLE_PAY'] }));
    await button('Pay with Google Pay');
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
  });

  it('loads nothing for a card-only checkout', async () => {
    setup(sessionFixture());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay with (Apple|Google) Pay/ })).toBeNull();
  });

  it('without the sandbox sheet, shows only the wallets this browser can use', async () => {
    const real = walletSession({ wallets: { ...WALLETS, sandbox_sheet: false } });
    const ApplePaySession = { canMakePayments: () => true } as unknown as ApplePaySessionClass;
    const client = { isReadyToPay: vi.fn().mockResolvedValue({ result: false }) };
    const api = {
      PaymentsClient: vi.fn(function PaymentsClient() {
        return client;
      }),
    } as unknown as GooglePaymentsApi;
    const loadGooglePay = vi.fn(() => Promise.resolve(api));
    setup(real, { ApplePaySession, loadGooglePay });
    await button('Pay with Apple Pay');
    expect(loadGooglePay).toHaveBeenCalledTimes(1);
    expect(client.isReadyToPay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Pay with Google Pay' })).toBeNull();
  });

  it('shows nothing, not even the divider, when no wallet is usable', async () => {
    const env = noWallets();
    setup(walletSession({ wallets: { ...WALLETS, sandbox_sheet: false } }), env);
    await waitFor(() => expect(env.loadGooglePay).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText('or')).toBeNull();
  });

  it("does not load Google's script when the sandbox sheet stands in for it", async () => {
    const env = noWallets();
    setup(walletSession(), env);
    await button('Pay with Google Pay');
    expect(env.loadGooglePay).not.toHaveBeenCalled();
  });
});

describe('the sandbox sheet', () => {
  it('names the merchant and the amount, as the real sheets do', async () => {
    const { model } = setup(walletSession());
    fireEvent.click(await button('Pay with Google Pay'));
    const sheet = await screen.findByRole('dialog', { name: 'Google Pay (sandbox)' });
    expect(within(sheet).getByText('Pay Fern & Feather')).toBeTruthy();
    // The form's own total, in the checkout's language ("12,50 €" for de-DE).
    expect(model.order.totalText.value).toMatch(/12[.,]50/);
    expect(within(sheet).getByText(model.order.totalText.value)).toBeTruthy();
    // Said when the sheet opens: the payee line is the dialog's description.
    const payee = within(sheet).getByText('Pay Fern & Feather').parentElement;
    expect(sheet.getAttribute('aria-describedby')).toBe(payee?.id);
  });

  it("lists the sandbox cards as a radio group and pays with the chosen one's token", async () => {
    const { client } = setup(walletSession());
    client.pay.mockResolvedValue(answer({ outcome: 'PENDING', attempts_left: 2 }));
    const apple = await button('Pay with Apple Pay');
    fireEvent.click(apple);

    const sheet = await screen.findByRole('dialog', { name: 'Apple Pay (sandbox)' });
    const cards = within(sheet).getByRole('group', { name: 'Card' });
    const radios = within(cards).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(within(cards).getByText('Declined: insufficient funds')).toBeTruthy();
    // Apple Pay's usual token is a device token.
    expect(
      (within(sheet).getByLabelText('Device token (CRYPTOGRAM_3DS)') as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.click(within(cards).getByLabelText(/3220/));
    fireEvent.click(within(sheet).getByLabelText('Card kept in the account (PAN_ONLY)'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'APPLE_PAY',
        wallet: { token: 'sandbox:visa-3ds-challenge', auth_method: 'PAN_ONLY' },
        selected_product_ids: [],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(apple);
    // The sheet's submit stayed the sheet's: the card form around it was not checked or sent.
    expect(client.pay).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Enter the card number')).toBeNull();
  });

  it('sends nothing on Escape and gives focus back to the button', async () => {
    const { client } = setup(walletSession());
    const google = await button('Pay with Google Pay');
    fireEvent.click(google);
    const sheet = await screen.findByRole('dialog', { name: 'Google Pay (sandbox)' });
    expect(
      (within(sheet).getByLabelText('Card kept in the account (PAN_ONLY)') as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(google);
    expect(client.pay).not.toHaveBeenCalled();

    // Cancel does the same, and the button opens the sheet again.
    fireEvent.click(google);
    const again = await screen.findByRole('dialog', { name: 'Google Pay (sandbox)' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.pay).not.toHaveBeenCalled();
  });

  it('shows a decline in the form and lets the shopper try again', async () => {
    const { client } = setup(walletSession());
    const error = { error_code: 2004, error_message: 'Insufficient funds' };
    client.pay.mockResolvedValue(answer({ outcome: 'RETRY', error, attempts_left: 2 }));
    fireEvent.click(await button('Pay with Apple Pay'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText(
        'Insufficient funds on this card. Use another card or payment method.',
      ),
    ).toBeTruthy();
    const apple = await button('Pay with Apple Pay');
    expect(apple.getAttribute('aria-disabled')).toBeNull();
    // The card's fields were not touched by the wallet's decline.
    expect((screen.getByLabelText('Security code') as HTMLInputElement).value).toBe('');
  });

  it('asks for the missing customer fields before opening a sheet', async () => {
    setup(walletSession({ missing_customer_fields: ['email'] }));
    fireEvent.click(await button('Pay with Apple Pay'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});

describe('Apple Pay from the button', () => {
  it('opens Apple Pay with the amount the form would charge and pays through the flow', async () => {
    const sessions: {
      request: unknown;
      onpaymentauthorized?: (event: unknown) => void;
      completePayment: ReturnType<typeof vi.fn>;
    }[] = [];
    class Stub {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      onpaymentauthorized?: (event: unknown) => void;
      completePayment = vi.fn();
      begin = vi.fn();
      constructor(
        _version: number,
        readonly request: unknown,
      ) {
        sessions.push(this);
      }
    }
    const real = walletSession({
      methods: ['CARD', 'APPLE_PAY'],
      wallets: { ...WALLETS, sandbox_sheet: false },
      currency_code: 'EUR',
    });
    const { client } = setup(real, {
      ApplePaySession: Stub as unknown as ApplePaySessionClass,
      loadGooglePay: () => Promise.reject(new Error('not named')),
    });
    client.pay.mockResolvedValue(
      answer({ outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 }),
    );
    fireEvent.click(await button('Pay with Apple Pay'));
    const session = sessions[0];
    expect(session?.request).toMatchObject({
      currencyCode: 'EUR',
      total: { label: 'Fern & Feather', amount: '12.50' },
    });
    session?.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'x' } } } });
    await waitFor(() => expect(session?.completePayment).toHaveBeenCalledWith(0));
    expect(client.pay).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'APPLE_PAY',
        wallet: { token: '{"data":"x"}', auth_method: 'CRYPTOGRAM_3DS' },
      }),
    );
  });
});
