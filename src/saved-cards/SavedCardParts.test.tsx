import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedCardView, SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { loadChoiceList } from '../components/PaymentChoice.tsx';
import { englishMessages } from '../test-support/english-messages.tsx';
import { readText } from '../test-support/read-text.ts';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';

// The saved cards in the choice of how to pay: each an item before the card's, its security
// code alone inside its item, and "Save this card for next time" under a new card.

afterEach(cleanup);

// The list's chunk, loaded first as the hosted page loads it before it renders (page-model.ts).
beforeAll(() => loadChoiceList());

const VISA: SavedCardView = {
  payment_token_id: 'tok_visa',
  scheme: 'VISA',
  last4: '4242',
  expiry_month: 12,
  expiry_year: 2030,
};
const AMEX: SavedCardView = {
  payment_token_id: 'tok_amex',
  scheme: 'American Express',
  last4: '0005',
  expiry_month: 3,
  expiry_year: 2029,
};

function renderForm(session: SessionView) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
  });
  render(<CheckoutForm model={model} />);
  return { client };
}

const withSaved = () =>
  renderForm(sessionFixture({ saved_cards: [VISA, AMEX], save_card_offered: true }));

/** The saved card's code (the card fields' own stays in the DOM, hidden with the card's item). */
const savedCode = (): HTMLInputElement => {
  const input = document.getElementById('kassa-saved-security-code');
  if (!(input instanceof HTMLInputElement)) throw new Error('no saved card security code');
  expect(screen.getByLabelText('Security code', { selector: '#kassa-saved-security-code' })).toBe(
    input,
  );
  return input;
};
const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
const choice = () => screen.findByRole('group', { name: 'Payment method' });

function fillCard(): void {
  const type = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  type('Card number', '4242424242424242');
  type('Expiry date', '1230');
  type('Cardholder name (optional)', 'Ada Lovelace');
  fireEvent.input(document.getElementById('kassa-card-security-code') as HTMLInputElement, {
    target: { value: '123' },
  });
}

describe('saved cards on the card form', () => {
  it('shows each saved card’s scheme as its logo, named after the scheme', async () => {
    withSaved();
    const group = await choice();
    const rows = within(group).getAllByRole('radio').slice(0, 2);
    expect(
      rows.map((radio) =>
        within(radio.closest('label') as HTMLElement)
          .getByRole('img')
          .getAttribute('alt'),
      ),
    ).toEqual(['Visa', 'American Express']);
  });

  it('offers the saved cards as items before the card, the first open', async () => {
    withSaved();
    const group = await choice();
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => readText(radio.closest('label')))).toEqual([
      'Card type: Visaending in •••• 4242Expires 12/30',
      'Card type: American Expressending in •••• 0005Expires 03/29',
      'Card',
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    // One name: one tab stop, and the arrow keys move between them (the browser's radio group).
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(screen.getByRole('radio', { name: /4242/ })).toBe(radios[0]);
    // A saved card is chosen: the card's item is closed, its fields hidden, only the code asked.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(savedCode().getAttribute('autocomplete')).toBe('cc-csc');
    expect(savedCode().getAttribute('inputmode')).toBe('numeric');
    expect(document.getElementById('kassa-saved-security-code-hint')?.textContent).toBe(
      '3 digits, back of card',
    );
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
  });

  it('pays with the chosen card and its security code alone', async () => {
    const { client } = withSaved();
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    await choice();
    fireEvent.input(savedCode(), { target: { value: '12a3' } });
    expect(savedCode().value).toBe('123');
    pay();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    const request = client.pay.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      method: 'CARD',
      saved_card: { payment_token_id: 'tok_visa', security_code: '123' },
      selected_product_ids: [],
    });
    expect(request).not.toHaveProperty('card');
    expect(request).not.toHaveProperty('save_card');
  });

  it('asks for 4 digits on the front of an American Express card, with the error beside the field', async () => {
    const { client } = withSaved();
    fireEvent.click(await screen.findByRole('radio', { name: /0005/ }));
    expect(document.getElementById('kassa-saved-security-code-hint')?.textContent).toBe(
      '4 digits, front of card',
    );
    fireEvent.input(savedCode(), { target: { value: '123' } });
    pay();
    await waitFor(() => expect(document.activeElement).toBe(savedCode()));
    expect(savedCode().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      (savedCode().getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '',
    );
    expect(error?.textContent).toBe('Enter the 4-digit security code');
    expect(client.pay).not.toHaveBeenCalled();
  });

  it('clears the security code and focuses it after a decline', async () => {
    const { client } = withSaved();
    client.pay.mockResolvedValue({
      ok: true,
      value: {
        outcome: 'RETRY',
        error: { error_code: 2004, error_message: 'Insufficient funds' },
        attempts_left: 2,
      },
    });
    await choice();
    fireEvent.input(savedCode(), { target: { value: '123' } });
    pay();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Insufficient funds on this card. Use another card or payment method.',
      ),
    );
    expect(savedCode().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(savedCode()));
    expect(screen.getByRole('radio', { name: /4242/ })).toHaveProperty('checked', true);
  });

  it('with the card open: the card fields and the save box, unticked; ticked, the request says so', async () => {
    const { client } = withSaved();
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Security code' })?.id).toBe(
      'kassa-card-security-code',
    );
    const box = screen.getByRole('checkbox', { name: 'Save this card for next time' });
    expect(box).toHaveProperty('checked', false);
    fillCard();
    fireEvent.click(box);
    pay();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay.mock.calls[0]?.[0]).toMatchObject({
      method: 'CARD',
      card: { number: '4242424242424242', security_code: '123' },
      save_card: true,
    });
  });

  it('offers only the box, unticked, on a checkout without saved cards; unticked it sends false', async () => {
    const { client } = renderForm(sessionFixture({ save_card_offered: true }));
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    expect(screen.queryByRole('radio')).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'Save this card for next time' });
    fillCard();
    expect(box).toHaveProperty('checked', false);
    pay();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay.mock.calls[0]?.[0]).toMatchObject({ card: {}, save_card: false });
  });

  it('sends no save_card for a checkout that does not offer the box', async () => {
    const { client } = renderForm(sessionFixture());
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    fillCard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('checkbox')).toBeNull();
    pay();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay.mock.calls[0]?.[0]).not.toHaveProperty('save_card');
  });
});
