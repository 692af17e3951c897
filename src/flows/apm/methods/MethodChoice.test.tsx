import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentAction, SessionView } from '../../../../common/contract/session-api.ts';
import type { ApiClient } from '../../../checkout/api-client.ts';
import { createCheckoutModel, loadApmStep } from '../../../checkout/model.ts';
import { CheckoutForm } from '../../../components/CheckoutForm.tsx';
import { loadChoiceList } from '../../../components/PaymentChoice.tsx';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  sessionFixture,
} from '../../../test-support/session-fixture.ts';

afterEach(cleanup);

// The list's chunk, loaded first as the hosted page loads it before it renders (page-model.ts).
beforeAll(() => loadChoiceList());

const VOUCHER: PaymentAction = {
  kind: 'voucher',
  method: 'OXXOPAY',
  reference: '9300 1234 5678',
  instructions: 'Pay at any OXXO store.',
  provider_url: 'https://pay.test/sandbox/provider/apm_1',
  expires_at: '2026-05-18T12:00:00Z',
};

async function renderForm(methods: string[], overrides: Partial<SessionView> = {}) {
  const session = sessionFixture({ methods, currency_code: 'MXN', ...overrides });
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const timers = manualSchedule();
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: timers.schedule,
    apmStep: await loadApmStep(session),
  });
  render(<CheckoutForm model={model} />);
  return { client, model, timers };
}

const radios = () =>
  within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio');
const payButton = () => screen.getByRole('button', { name: /^(Pay|Continue)/ });

describe('the methods in the choice of how to pay', () => {
  it("lists the session's methods after the card, each with its mark and its name alone as the radio's name", async () => {
    await renderForm(['CARD', 'APPLE_PAY', 'OXXOPAY', 'SPEI']);
    expect(
      radios().map(
        (radio) =>
          radio.getAttribute('aria-label') ??
          radio.closest('label')?.querySelector('.kassa-choice-name')?.textContent,
      ),
    ).toEqual(['Card', 'OXXO Pay', 'SPEI']);
    // The mark is decoration beside the name: an image without a name for assistive technology.
    expect(
      radios()
        .slice(1)
        .map((radio) =>
          within(radio.closest('label') as HTMLElement)
            .getByTitle(/./)
            .getAttribute('alt'),
        ),
    ).toEqual(['', '']);
    expect(screen.getByRole('radio', { name: 'OXXO Pay' })).toBeTruthy();
    expect(radios().map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });

  it('choosing a method shows what happens next inside its item and "Continue with <name>"; choosing the card shows its fields', async () => {
    await renderForm(['CARD', 'OXXOPAY']);
    expect(payButton().textContent).toBe('Pay MX$12.50');
    fireEvent.click(screen.getByRole('radio', { name: 'OXXO Pay' }));
    const note = await screen.findByText(/You get a payment reference to pay with OXXO Pay/);
    expect(note.closest('.kassa-choice-item')).toBe(
      screen.getByRole('radio', { name: 'OXXO Pay' }).closest('.kassa-choice-item'),
    );
    expect(payButton().textContent).toBe('Continue with OXXO Pay');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(payButton().textContent).toBe('Pay MX$12.50');
  });

  it('shows an alternative method alone with its mark and name, no list', async () => {
    await renderForm(['OXXOPAY']);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pay with OXXO Pay' })).toBeTruthy();
    expect(payButton().textContent).toBe('Continue with OXXO Pay');
  });

  it('pays with the chosen method at /apm-payments, shows its waiting screen, and "Pay another way" brings the list back', async () => {
    const { client } = await renderForm(['CARD', 'OXXOPAY']);
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'ACTION', action: VOUCHER, attempts_left: 2 },
    });
    client.cancelAction.mockResolvedValue({
      ok: true,
      value: {
        outcome: 'RETRY',
        // What the server answers a cancelled step (its recommended message for 2000), which the
        // form says in the catalog's words.
        error: {
          error_code: 2000,
          error_message: 'Transaction declined; try again or use another card',
        },
        attempts_left: 2,
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'OXXO Pay' }));
    fireEvent.click(payButton());
    expect(client.pay).toHaveBeenCalledWith(expect.objectContaining({ method: 'OXXOPAY' }));
    expect(await screen.findByText('9300 1234 5678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(client.cancelAction).toHaveBeenCalledWith('voucher');
    await waitFor(() => expect(screen.queryByText('9300 1234 5678')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe(
      'Transaction declined; try again or use another card',
    );
    // Back on the list, on the method that was chosen.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'OXXO Pay' })),
    );
  });
});
