import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import type { SavedCardView } from '../../common/contract/session-api.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

// The list of ways to pay is a chunk of its own. A form rendered before it has arrived (the hosted
// page loads it first; a form mounted some other way may not have) shows the card to pay with,
// then the list once the chunk is in. A file of its own: the chunk, once loaded, stays.

afterEach(cleanup);

const VISA: SavedCardView = {
  payment_token_id: 'tok_visa',
  scheme: 'VISA',
  last4: '4242',
  expiry_month: 12,
  expiry_year: 2030,
};

it('shows the card first, then the list once its chunk has loaded', async () => {
  const session = sessionFixture({ saved_cards: [VISA], save_card_offered: true });
  const model = createCheckoutModel(
    session,
    { getSession: vi.fn(), pay: vi.fn(), cancelAction: vi.fn() },
    {
      messages: englishMessages,
      onOutcome: () => {},
      now: () => FIXTURE_NOW,
      schedule: manualSchedule().schedule,
    },
  );
  render(<CheckoutForm model={model} />);
  expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
  expect(await screen.findByRole('radio', { name: /4242/ })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
});
