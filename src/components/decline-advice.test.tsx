import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView, ShopperError } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel, loadApmStep } from '../checkout/model.ts';
import { serveEmptyPages } from '../test-support/empty-pages.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

// A decline says what the shopper can do next, marks the field its code blames, and offers the
// checkout's other methods when it has some.

beforeAll(serveEmptyPages);
afterEach(cleanup);

async function declinedWith(error: ShopperError, overrides: Partial<SessionView> = {}) {
  const session = sessionFixture(overrides);
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  client.pay.mockResolvedValue({ ok: true, value: { outcome: 'RETRY', error, attempts_left: 2 } });
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    apmStep: await loadApmStep(session),
  });
  render(<CheckoutForm model={model} />);
  const type = (label: string, value: string) =>
    fireEvent.input(field(label), { target: { value } });
  type('Card number', '4242424242424242');
  type('Expiry date', '1230');
  type('Security code', '123');
  fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
  return { model, client };
}

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);
const alertText = () => screen.getByRole('alert').textContent;
const describedText = (input: HTMLElement): string =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('a decline', () => {
  it('of the security code marks and focuses the security code field', async () => {
    await declinedWith({ error_code: 2101, error_message: 'Security code incorrect' });
    expect(alertText()).toBe(
      'The security code was not accepted. Check it on your card and enter it again.',
    );
    const code = field('Security code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(code)).toContain('Check the security code on your card');
    // Typing again clears the mark.
    fireEvent.input(code, { target: { value: '321' } });
    expect(code.getAttribute('aria-invalid')).toBe('false');
  });

  it('of an expired card marks and focuses the expiry date', async () => {
    await declinedWith({ error_code: 2202, error_message: 'Card expired' });
    expect(alertText()).toBe(
      'Your bank says this card has expired. Check the expiry date or use another card.',
    );
    const expiry = field('Expiry date');
    await waitFor(() => expect(document.activeElement).toBe(expiry));
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(expiry)).toContain('Check the expiry date on your card');
  });

  it('of the card number marks and focuses the number', async () => {
    await declinedWith({ error_code: 2204, error_message: 'Card number invalid' });
    const number = field('Card number');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(describedText(number)).toContain('Check the card number');
  });

  it('of 3-D Secure is told in plain words', async () => {
    await declinedWith({ error_code: 2130, error_message: '3-D Secure authentication failed' });
    expect(alertText()).toBe(
      'Your bank could not confirm this payment. Try again or use another card.',
    );
  });

  it('of an unknown code still says what to do next', async () => {
    await declinedWith({ error_code: 2999, error_message: 'Card declined' });
    expect(alertText()).toBe('Your card was declined. Try again or use another card.');
    expect(screen.queryByRole('button', { name: 'Choose another payment method' })).toBeNull();
  });

  it('offers another method when the checkout has one, which focuses the method list', async () => {
    const { model, client } = await declinedWith(
      { error_code: 2004, error_message: 'Insufficient funds' },
      { methods: ['CARD', 'OXXOPAY'], currency_code: 'MXN' },
    );
    expect(alertText()).toBe(
      'Insufficient funds on this card. Use another card or payment method.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose another payment method' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Card' })),
    );
    // Paying again takes the offer away until the next decline.
    client.pay.mockReturnValue(new Promise(() => {}));
    fireEvent.click(screen.getByRole('radio', { name: 'OXXO Pay' }));
    void model.pay();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Choose another payment method' })).toBeNull(),
    );
  });
});
