import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedCardView, SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel, loadApmStep } from '../checkout/model.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { readText } from '../test-support/read-text.ts';
import {
  FIXTURE_NOW,
  manualSchedule,
  type SessionOverrides,
  sessionFixture,
} from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { loadChoiceList } from './PaymentChoice.tsx';

// The choice of how to pay: one list (saved cards, the card, the other methods), one item open at
// a time holding its own fields, the pay button acting on it; a saved card's removal; a saved card
// that pays without its security code when the merchant allows it.

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
const MASTERCARD: SavedCardView = {
  payment_token_id: 'tok_mc',
  scheme: 'MASTERCARD',
  last4: '4444',
  expiry_month: 3,
  expiry_year: 2029,
};

async function renderForm(overrides: SessionOverrides = {}) {
  const session: SessionView = sessionFixture({ save_card_offered: true, ...overrides });
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
    removeSavedCard: vi.fn<NonNullable<ApiClient['removeSavedCard']>>(),
  };
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    apmStep: await loadApmStep(session),
  });
  render(<CheckoutForm model={model} />);
  return { client, model };
}

const group = () => screen.getByRole('group', { name: 'Payment method' });
const items = () => within(group()).getAllByRole('radio');
const names = () => items().map((radio) => readText(radio.closest('label')));
const open = () => items().filter((radio) => (radio as HTMLInputElement).checked);
const payButton = () => screen.getByRole('button', { name: /^(Pay|Continue)/ });
/** The visible card number field: inside the card's item while it is open, else none. */
const cardNumber = () => screen.queryByRole('textbox', { name: 'Card number' });
const savedCode = () =>
  screen.queryByRole('textbox', { name: /^Security code/ }) as HTMLInputElement | null;

describe('the choice of how to pay', () => {
  it('lists the saved cards, then the card, then the other methods, whatever the merchant’s order', async () => {
    await renderForm({ methods: ['OXXOPAY', 'SPEI', 'CARD'], saved_cards: [VISA, MASTERCARD] });
    expect(names()).toEqual([
      'Card type: Visaending in •••• 4242Expires 12/30',
      'Card type: MASTERCARDending in •••• 4444Expires 03/29',
      'Card',
      // A method's mark is decorative beside its name: the name alone is read.
      'OXXO Pay',
      'SPEI',
    ]);
    // One group of radio buttons sharing one name: the browser gives it one tab stop and the arrow keys.
    expect(new Set(items().map((radio) => radio.getAttribute('name'))).size).toBe(1);
  });

  it('opens the first saved card to begin with, its security code inside its item', async () => {
    await renderForm({ methods: ['CARD', 'SPEI'], saved_cards: [VISA, MASTERCARD] });
    expect(open()).toEqual([screen.getByRole('radio', { name: /4242/ })]);
    const code = savedCode();
    expect(code?.id).toBe('kassa-saved-security-code');
    expect(code?.closest('.kassa-choice-item')).toBe(
      screen.getByRole('radio', { name: /4242/ }).closest('.kassa-choice-item'),
    );
    expect(cardNumber()).toBeNull();
    expect(payButton().textContent).toBe('Pay $12.50');
  });

  it('opens the card when there is no saved card, though the merchant listed another method first', async () => {
    await renderForm({ methods: ['SPEI', 'CARD'] });
    expect(open()).toEqual([screen.getByRole('radio', { name: 'Card' })]);
    const number = cardNumber();
    expect(number?.closest('.kassa-choice-item')).toBe(
      screen.getByRole('radio', { name: 'Card' }).closest('.kassa-choice-item'),
    );
  });

  it('opens the first method when the card is not offered', async () => {
    await renderForm({ methods: ['SPEI', 'OXXOPAY'], currency_code: 'MXN' });
    expect(open()).toEqual([screen.getByRole('radio', { name: 'SPEI' })]);
    expect(payButton().textContent).toBe('Continue with SPEI');
  });

  it('keeps one item open at a time; the pay button follows it and what was typed stays', async () => {
    const { client } = await renderForm({
      methods: ['CARD', 'OXXOPAY'],
      currency_code: 'MXN',
      saved_cards: [VISA],
    });
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(open()).toEqual([screen.getByRole('radio', { name: 'Card' })]);
    expect(savedCode()?.id).toBe('kassa-card-security-code');
    fireEvent.input(cardNumber() as HTMLElement, { target: { value: '4242 4242 4242 4242' } });
    expect(payButton().textContent).toBe('Pay MX$12.50');

    fireEvent.click(screen.getByRole('radio', { name: 'OXXO Pay' }));
    expect(open()).toEqual([screen.getByRole('radio', { name: 'OXXO Pay' })]);
    expect(cardNumber()).toBeNull();
    expect(screen.getByText(/You get a payment reference to pay with OXXO Pay/)).toBeTruthy();
    expect(payButton().textContent).toBe('Continue with OXXO Pay');

    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect((cardNumber() as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(screen.queryByText(/You get a payment reference/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /4242/ }));
    expect(cardNumber()).toBeNull();
    fireEvent.input(savedCode() as HTMLInputElement, { target: { value: '123' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay.mock.calls[0]?.[0]).toMatchObject({
      method: 'CARD',
      saved_card: { payment_token_id: 'tok_visa', security_code: '123' },
    });
  });

  it('shows a single way to pay without a list: its heading and its fields', async () => {
    await renderForm({ methods: ['CARD'] });
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pay with card' })).toBeTruthy();
    expect(cardNumber()).toBeTruthy();
  });
});

describe('removing a saved card', () => {
  it('asks first; "Keep" (or Escape) changes nothing and focus returns to "Remove"', async () => {
    const { client } = await renderForm({ saved_cards: [VISA, MASTERCARD] });
    const remove = screen.getByRole('button', { name: 'Remove VISA ending in 4242' });
    fireEvent.click(remove);
    const question = screen.getByRole('group', { name: 'Remove this card from your saved cards?' });
    const keep = within(question).getByRole('button', { name: 'Keep' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    expect(screen.queryByRole('group', { name: /Remove this card/ })).toBeNull();
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Keep' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: /Remove this card/ })).toBeNull();
    expect(client.removeSavedCard).not.toHaveBeenCalled();
  });

  it('removes it on "Remove card": announced, the list updates, the next item opens and takes focus', async () => {
    const { client } = await renderForm({ saved_cards: [VISA, MASTERCARD] });
    client.removeSavedCard.mockResolvedValue({ ok: true, value: { saved_cards: [MASTERCARD] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove VISA ending in 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(client.removeSavedCard).toHaveBeenCalledWith('tok_visa');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('VISA ending in 4242 removed.'),
    );
    expect(screen.queryByRole('radio', { name: /4242/ })).toBeNull();
    expect(names()).toEqual(['Card type: MASTERCARDending in •••• 4444Expires 03/29', 'Card']);
    const next = screen.getByRole('radio', { name: /4444/ });
    expect(open()).toEqual([next]);
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('with the last saved card gone, the card is the only way left: its fields, no list', async () => {
    const { client } = await renderForm({ saved_cards: [VISA] });
    client.removeSavedCard.mockResolvedValue({ ok: true, value: { saved_cards: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove VISA ending in 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('VISA ending in 4242 removed.');
    await waitFor(() => expect(document.activeElement).toBe(cardNumber()));
  });

  it('says so when the removal fails, and keeps the card and the question', async () => {
    const { client } = await renderForm({ saved_cards: [VISA] });
    client.removeSavedCard.mockResolvedValue({ ok: false, kind: 'network' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove VISA ending in 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The card could not be removed. Try again.',
      ),
    );
    expect(screen.getByRole('radio', { name: /4242/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Remove this card/ })).toBeTruthy();
  });

  it('offers no removal without a server to ask (the designer preview)', async () => {
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
    expect(screen.getByRole('radio', { name: /4242/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});

describe('a saved card without its security code', () => {
  it('asks no code and sends none when the merchant allows it', async () => {
    const { client } = await renderForm({ saved_cards: [VISA], saved_card_without_code: true });
    client.pay.mockResolvedValue({
      ok: true,
      value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
    });
    expect(open()).toEqual([screen.getByRole('radio', { name: /4242/ })]);
    expect(savedCode()).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    const request = client.pay.mock.calls[0]?.[0];
    expect(request).toMatchObject({ method: 'CARD', saved_card: { payment_token_id: 'tok_visa' } });
    expect(request && 'saved_card' in request && request.saved_card).not.toHaveProperty(
      'security_code',
    );
  });

  it('asks the code, and pays nothing without it, by default', async () => {
    const { client } = await renderForm({ saved_cards: [VISA] });
    expect(savedCode()?.id).toBe('kassa-saved-security-code');
    fireEvent.click(payButton());
    await waitFor(() => expect(document.activeElement).toBe(savedCode()));
    expect(client.pay).not.toHaveBeenCalled();
  });
});
