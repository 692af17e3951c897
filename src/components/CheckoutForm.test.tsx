import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentResult, SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient, ApiResult } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { exitUrl } from '../checkout/outcome.ts';
import { serveEmptyPages } from '../test-support/empty-pages.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { loadSummaryParts } from './OrderSummary.tsx';

beforeAll(serveEmptyPages);
// The hosted page loads the summary's chunk before it shows a form with optional products.
beforeAll(() => loadSummaryParts());
afterEach(cleanup);

function renderForm(session: SessionView = sessionFixture()) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const navigate = vi.fn<(url: string) => void>();
  const timers = manualSchedule();
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome(outcome) {
      const url = exitUrl(outcome);
      if (url) navigate(url);
    },
    now: () => FIXTURE_NOW,
    schedule: timers.schedule,
  });
  render(<CheckoutForm model={model} />);
  return { client, navigate, timers };
}

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);

function type(label: string, value: string): void {
  fireEvent.input(field(label), { target: { value } });
}

function fillValidCard(): void {
  type('Card number', '4242424242424242');
  type('Expiry date', '1230');
  type('Security code', '123');
  type('Cardholder name (optional)', 'Ada Lovelace');
}

function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('CheckoutForm', () => {
  it('labels every card field and asks the browser for the right autofill', () => {
    renderForm();
    const expected = [
      ['Card number', 'cc-number', 'numeric'],
      ['Expiry date', 'cc-exp', 'numeric'],
      ['Security code', 'cc-csc', 'numeric'],
      ['Cardholder name (optional)', 'cc-name', 'text'],
    ] as const;
    for (const [label, autocomplete, inputMode] of expected) {
      const input = field(label);
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.getAttribute('inputmode')).toBe(inputMode);
    }
    expect(screen.getByText('MM/YY')).toBeTruthy();
    expect(describedText(field('Expiry date'))).toContain('MM/YY');
  });

  it('shows the shop, the products and a submit button with the total', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Fern & Feather' })).toBeTruthy();
    expect(screen.getByText('Monstera')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Pay $12.50' });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('groups the card number as typed and names the scheme', () => {
    renderForm();
    type('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(screen.getByText('Card type: American Express')).toBeTruthy();
    expect(describedText(field('Security code'))).toContain('4 digits');
  });

  it('keeps the caret where the shopper edits inside the number', () => {
    renderForm();
    type('Card number', '424242424242');
    const input = field('Card number');
    input.focus();
    input.value = '4242 94242 4242';
    input.setSelectionRange(6, 6);
    fireEvent.input(input);
    expect(input.value).toBe('4242 9424 2424 2');
    expect(input.selectionStart).toBe(6);
  });

  it('on submit with empty fields shows every error beside its field and focuses the first', async () => {
    const { client } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    await waitFor(() => expect(document.activeElement).toBe(field('Card number')));
    expect(client.pay).not.toHaveBeenCalled();
    const messages = {
      'Card number': 'Enter the card number',
      'Expiry date': 'Enter the expiry date as MM/YY',
      'Security code': 'Enter the 3-digit security code',
    };
    for (const [label, message] of Object.entries(messages)) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(input)).toContain(message);
    }
  });

  it('checks a field when the shopper leaves it', () => {
    renderForm();
    type('Expiry date', '0424');
    expect(
      screen.queryByText('This date is in the past. Check the expiry date on your card.'),
    ).toBeNull();
    fireEvent.blur(field('Expiry date'));
    expect(describedText(field('Expiry date'))).toContain(
      'This date is in the past. Check the expiry date on your card.',
    );
    expect(field('Expiry date').getAttribute('aria-invalid')).toBe('true');
  });

  it('pays from the keyboard: Enter in a field submits the form the button belongs to', async () => {
    const { client, navigate } = renderForm();
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    fillValidCard();
    const name = field('Cardholder name (optional)');
    // Browsers submit a form on Enter in a text field when it has a submit button (implicit
    // submission); happy-dom does not simulate that part, so the test submits that same form.
    expect(name.form).toBe(screen.getByRole('button', { name: /^Pay/ }).closest('form'));
    fireEvent.submit(name.form as HTMLFormElement);

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/ok'));
    expect(client.pay).toHaveBeenCalledTimes(1);
  });

  it('shows Processing… while paying and refuses a second press', async () => {
    const { client } = renderForm();
    client.pay.mockReturnValue(new Promise<ApiResult<PaymentResult>>(() => {}));
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));

    const busy = await screen.findByRole('button', { name: /Processing…/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(client.pay).toHaveBeenCalledTimes(1);
  });

  it('announces a decline, clears the security code and puts focus there', async () => {
    const { client } = renderForm();
    client.pay.mockResolvedValue({
      ok: true,
      value: {
        outcome: 'RETRY',
        error: { error_code: 2004, error_message: 'Insufficient funds' },
        attempts_left: 2,
      },
    });
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Insufficient funds on this card. Use another card or payment method.',
      ),
    );
    expect(field('Security code').value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field('Security code')));
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeTruthy();
  });

  it('once the session has expired, says so and offers no payment', async () => {
    const { client, timers } = renderForm();
    client.getSession.mockResolvedValue({
      ok: true,
      value: sessionFixture({ state: 'EXPIRED' }),
    });
    fillValidCard();
    timers.advance(11 * 60 * 1000);

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This payment form has expired.'),
    );
    const button = screen.getByRole('button', { name: 'Pay $12.50' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(field('Card number').readOnly).toBe(true);
    fireEvent.click(button);
    expect(client.pay).not.toHaveBeenCalled();
  });

  it('explains a network failure and keeps what was typed', async () => {
    const { client } = renderForm();
    client.pay.mockResolvedValue({ ok: false, kind: 'network' });
    client.getSession.mockResolvedValue({ ok: false, kind: 'network' });
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "We couldn't reach the payment service. Check your connection and try again.",
      ),
    );
    expect(field('Security code').value).toBe('123');
  });

  it('lets the shopper add and remove optional products, with the price in the label', () => {
    renderForm(
      sessionFixture({
        products: [
          {
            product_id: 'a',
            product_name: 'Seeds',
            product_price: '0.10',
            is_optional: false,
            is_preselected: false,
          },
          {
            product_id: 'b',
            product_name: 'Gift wrap',
            product_price: '0.20',
            is_optional: true,
            is_preselected: false,
          },
        ],
      }),
    );
    const giftWrap = screen.getByRole('checkbox', { name: 'Gift wrap $0.20 Add' });
    expect((giftWrap as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Pay $0.10' })).toBeTruthy();

    fireEvent.click(giftWrap);
    expect(screen.getByRole('button', { name: 'Pay $0.30' })).toBeTruthy();
  });

  it('shows a 3-D Secure challenge in a modal dialog, and its Cancel ends it as a decline', async () => {
    const { client } = renderForm();
    client.pay.mockResolvedValue({
      ok: true,
      value: {
        outcome: 'ACTION',
        action: { kind: 'three_ds', challenge_url: 'https://pay.test/sandbox/acs/ch_1' },
        attempts_left: 3,
      },
    });
    const failed = { error_code: 1320, error_message: '3-D Secure authentication failed' };
    client.cancelAction.mockResolvedValue({
      ok: true,
      value: { outcome: 'RETRY', error: failed, attempts_left: 2 },
    });
    fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    // The screen is a chunk of its own (flow/action-screens.ts): it arrives a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.cancelAction).toHaveBeenCalledTimes(1);
    // In plain words, not the code's name.
    expect(screen.getByRole('alert').textContent).toBe(
      'Your bank could not confirm this payment. Try again or use another card.',
    );
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeTruthy();
  });
});
