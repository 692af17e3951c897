import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

// The card's marks on the form: the accepted schemes' logos before typing, and the logo of the
// scheme the number belongs to inside the number field once typing tells it.

afterEach(cleanup);

function renderForm(): void {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const model = createCheckoutModel(sessionFixture(), client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
  });
  render(<CheckoutForm model={model} />);
}

const numberBox = (): HTMLElement => {
  const box = screen.getByLabelText('Card number').parentElement;
  if (!box) throw new Error('the number field has no box');
  return box;
};
const type = (value: string): void => {
  fireEvent.input(screen.getByLabelText('Card number'), { target: { value } });
};

describe('the card schemes’ logos', () => {
  it('lists the accepted schemes as named logos before the number is typed', async () => {
    renderForm();
    const row = await screen.findByRole('list', { name: 'Accepted cards' });
    expect(
      within(row)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual([
      'Visa',
      'Mastercard',
      'Maestro',
      'Discover',
      'Diners Club',
      'UnionPay',
      'RuPay',
      'American Express',
      'JCB',
    ]);
    expect(within(numberBox()).queryByTitle(/./)).toBeNull();
  });

  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['3530 1113 3330 0000', 'JCB'],
  ])('shows %s’s scheme logo inside the number field: %s', async (number, name) => {
    renderForm();
    type(number);
    const box = numberBox();
    // The logo is decorative there: its name is said once, by the words the live region announces.
    expect(within(box).getByTitle(name).getAttribute('alt')).toBe('');
    expect(within(box).getByText(`Card type: ${name}`)).toBeTruthy();
  });

  it('takes the logo away when the number no longer names a scheme', () => {
    renderForm();
    type('4242');
    expect(within(numberBox()).getByTitle('Visa')).toBeTruthy();
    type('');
    expect(within(numberBox()).queryByTitle('Visa')).toBeNull();
  });
});
