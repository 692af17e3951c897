import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel, loadSubscriptionTerms } from '../checkout/model.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

// A token session on the form (POST /v1/token): the shopper saves a card without paying,
// so the form names no amount, says "Save card" and starts the holder field with the merchant's
// prefilled_card_holder. Its wording is a lazy chunk: a card-only checkout loads none.

afterEach(cleanup);

const tokenSession = (): SessionView =>
  sessionFixture({
    payment_type: 'TOKEN',
    amount: '0.00',
    currency_code: 'EUR',
    shop_name: 'Coffee Club',
    prefilled_card_holder: 'Ann Example',
    products: [],
  });

async function renderForm(session: SessionView) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(() => new Promise(() => {})),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    subscriptionTerms: await loadSubscriptionTerms(session),
  });
  render(<CheckoutForm model={model} />);
}

describe('a token session on the form', () => {
  it('says "Save card", names no amount and explains the button', async () => {
    await renderForm(tokenSession());
    const button = screen.getByRole('button', { name: 'Save card' });
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.queryByText(/€|0\.00/)).toBeNull();
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Coffee Club keeps your card for later payments. You are not charged now.',
    );
    expect(screen.getByDisplayValue('Ann Example')).toBeTruthy();
  });

  it('a card-only checkout loads no wording chunk and keeps "Pay <total>"', async () => {
    const session = sessionFixture();
    expect(await loadSubscriptionTerms(session)).toBeNull();
    await renderForm(session);
    expect(screen.getByRole('button', { name: /^Pay / })).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
  });
});
