import { signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  PaymentAction,
  SessionProduct,
  SessionView,
} from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel, loadApmStep } from '../checkout/model.ts';
import { QrScreen } from '../flows/apm/screens/QrScreen.tsx';
import { VoucherScreen } from '../flows/apm/screens/VoucherScreen.tsx';
import { englishMessages, inEnglish } from '../test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  type SessionOverrides,
  sessionFixture,
} from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import * as customerStep from './customer-step.ts';
import { loadSummaryParts } from './OrderSummary.tsx';
import { loadChoiceList } from './PaymentChoice.tsx';

// What reads left to right inside a right-to-left form, whatever the page's direction: the
// number-like values are inputs and text of their own direction (dir="ltr"), so a card number's
// groups keep their order ("4000 0566", not "0566 4000"), and the amounts and dates set in a
// sentence are isolated from its words (<bdi>), so "€12.50" keeps its sign and digits together.
// The layout itself (alignment, the scheme logo's side) is checked in Chromium: e2e/rtl.spec.ts.

afterEach(cleanup);

beforeAll(async () => {
  await loadChoiceList();
  await loadSummaryParts();
});

async function renderForm(overrides: SessionOverrides = {}) {
  const session: SessionView = sessionFixture(overrides);
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
    removeSavedCard: vi.fn<NonNullable<ApiClient['removeSavedCard']>>(),
  };
  const model = createCheckoutModel(session, client, {
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    apmStep: await loadApmStep(session),
    customerStep,
    messages: englishMessages,
  });
  render(<CheckoutForm model={model} />);
}

const product = (id: string): SessionProduct => ({
  product_id: id,
  product_name: `Item ${id}`,
  product_price: '10.00',
  is_optional: false,
  is_preselected: false,
});

describe('left-to-right islands in the form', () => {
  it("makes the card's number, expiry and security code and the e-mail left-to-right inputs; the holder's name follows the form", async () => {
    await renderForm({ missing_customer_fields: ['email'] });
    for (const label of ['Card number', /^Expiry date/, /^Security code/, 'E-mail']) {
      expect(screen.getByLabelText(label).getAttribute('dir'), String(label)).toBe('ltr');
    }
    expect(screen.getByLabelText(/^Cardholder name/).hasAttribute('dir')).toBe(false);
  });

  it("isolates the pay button's amount from its words", async () => {
    await renderForm();
    const button = screen.getByRole('button', { name: 'Pay $12.50' });
    const amount = button.querySelector('bdi');
    expect(amount?.textContent).toBe('$12.50');
  });

  it("isolates the total bar's amount from its words", async () => {
    await renderForm({
      amount: '80.00',
      products: Array.from({ length: 8 }, (_, n) => product(`${n}`)),
    });
    const bar = screen.getByRole('button', { name: /Show order summary/ });
    expect(bar.querySelector('bdi')?.textContent).toBe('$80.00');
  });

  it("reads a saved card's number left to right", async () => {
    await renderForm({
      saved_cards: [
        {
          payment_token_id: 'tok_visa',
          scheme: 'VISA',
          last4: '4242',
          expiry_month: 12,
          expiry_year: 2030,
        },
      ],
    });
    const radio = screen.getByRole('radio', { name: /4242/ });
    const number = radio.closest('label')?.querySelector('[dir="ltr"]');
    expect(number?.textContent).toMatch(/•••• 4242$/);
  });
});

describe("left-to-right islands on the methods' screens", () => {
  const session = signal(sessionFixture());
  const cancel = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);

  it("reads a voucher's reference left to right and isolates its deadline's date", () => {
    const action: PaymentAction = {
      kind: 'voucher',
      method: 'BOLETO',
      reference: '34191.79001 01043.510047',
      instructions: 'Pay at any bank.',
      provider_url: 'https://pay.test/sandbox/provider/apm_1',
      expires_at: '2026-05-18T15:00:00Z',
    };
    render(inEnglish(<VoucherScreen action={action} cancel={cancel} session={session} />));
    expect(screen.getByText(action.reference).getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(/May 18, 2026/).tagName).toBe('BDI');
  });

  it('reads the Pix code to copy left to right', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    try {
      const payload = '00020126580014br.gov.bcb.pix0136123e4567';
      const action: PaymentAction = { kind: 'qr', method: 'PIX', payload, expires_at: '' };
      render(inEnglish(<QrScreen action={action} cancel={cancel} session={session} />));
      expect(screen.getByText(payload).getAttribute('dir')).toBe('ltr');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
