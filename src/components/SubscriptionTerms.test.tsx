import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionProduct, SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel, loadSubscriptionTerms } from '../checkout/model.ts';
import * as subscriptionTerms from '../checkout/subscription.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { loadSummaryParts } from './OrderSummary.tsx';

// A subscription checkout on the form: the terms under each subscription product, the
// consent line that describes the pay button, "Due today" and "Start free trial".

// The hosted page loads the summary's chunk before it shows a form with optional products.
beforeAll(() => loadSummaryParts());
afterEach(cleanup);

const trialPlan: SessionProduct = {
  product_id: 'plan',
  product_name: 'Coffee plan',
  product_description: 'Fresh beans',
  product_price: '0.00',
  is_optional: false,
  is_preselected: false,
  subscription: {
    charge_interval: 'DAY',
    charge_interval_value: 30,
    rebill_price: '9.90',
    trial: { interval: 'DAY', interval_value: 7 },
  },
};

const mug: SessionProduct = {
  product_id: 'mug',
  product_name: 'Mug',
  product_price: '5.00',
  is_optional: true,
  is_preselected: false,
};

const subscriptionSession = (products: SessionProduct[], amount = '0.00'): SessionView =>
  sessionFixture({ currency_code: 'EUR', shop_name: 'Coffee Club', amount, products });

function renderForm(session: SessionView) {
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
    subscriptionTerms,
  });
  render(<CheckoutForm model={model} />);
  return { client };
}

const payButton = (): HTMLElement => screen.getByRole('button', { name: /pay|trial/i });

function describedBy(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || '';
}

const CONSENT =
  'By starting your free trial, you allow Coffee Club to charge €9.90 every 30 days after your 7-day free trial until you cancel.';

describe('a subscription checkout on the form', () => {
  it('shows the terms under the plan, due today, and a consent line that describes the button', () => {
    renderForm(subscriptionSession([trialPlan]));
    const plan = screen.getByText('Coffee plan').closest('li');
    expect(plan?.textContent).toContain('7-day free trial, then €9.90 every 30 days');
    expect(screen.getByText('Due today').parentElement?.textContent).toBe('Due today €0.00');
    const button = payButton();
    expect(button.textContent).toBe('Start free trial');
    expect(describedBy(button)).toBe(CONSENT);
    expect(screen.getByText(CONSENT).tagName).toBe('P');
  });

  it('says when the first charge happens: the day the trial ends, or today without a trial', () => {
    const noTrial: SessionProduct = {
      ...trialPlan,
      product_id: 'tea',
      product_name: 'Tea plan',
      product_price: '9.90',
      subscription: { charge_interval: 'DAY', charge_interval_value: 30, rebill_price: '9.90' },
    };
    renderForm(subscriptionSession([trialPlan, noTrial], '9.90'));
    // The session view's server clock is 15 May 2026; a 7-day trial ends on 22 May.
    expect(screen.getByText('Coffee plan').closest('li')?.textContent).toContain(
      'First charge on May 22, 2026',
    );
    expect(screen.getByText('Tea plan').closest('li')?.textContent).toContain('First charge today');
  });

  it('offers no "Save this card" box where the subscription keeps the card, and says it is kept', () => {
    const optionalPlan = { ...trialPlan, is_optional: true };
    renderForm({
      ...subscriptionSession([optionalPlan, { ...mug, is_optional: false }], '5.00'),
      save_card_offered: true,
    });
    const box = () => screen.queryByRole('checkbox', { name: 'Save this card for next time' });
    const kept = () =>
      screen.queryByText('Your card is kept for the renewals of your subscription.');
    // No subscription chosen yet: a card paid once may be saved as ever.
    expect(box()).toBeTruthy();
    expect(kept()).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Coffee plan/ }));
    expect(box()).toBeNull();
    expect(kept()).toBeTruthy();
  });

  it('a one-time product to pay today: the button pays it, the consent says paying', () => {
    renderForm(subscriptionSession([trialPlan, mug]));
    fireEvent.click(screen.getByRole('checkbox', { name: /Mug/ }));
    const button = payButton();
    expect(button.textContent).toBe('Pay €5.00');
    expect(describedBy(button)).toBe(
      'By paying, you allow Coffee Club to charge €9.90 every 30 days after your 7-day free trial until you cancel.',
    );
    expect(screen.getByText('Due today').parentElement?.textContent).toBe('Due today €5.00');
  });

  it('an optional plan left unticked: no consent, the usual total and button', () => {
    const optionalPlan = { ...trialPlan, is_optional: true, product_price: '0.00' };
    renderForm(subscriptionSession([optionalPlan, { ...mug, is_optional: false }], '5.00'));
    const button = payButton();
    expect(button.textContent).toBe('Pay €5.00');
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('Total')).toBeTruthy();
    // The plan's terms are still there for the shopper to decide on, in its checkbox's label.
    const checkbox = screen.getByRole('checkbox', { name: /Coffee plan/ });
    expect(checkbox.closest('label')?.textContent).toContain('then €9.90 every 30 days');
    fireEvent.click(checkbox);
    expect(payButton().textContent).toBe('Pay €5.00');
    expect(describedBy(payButton())).toContain('By paying, you allow Coffee Club to charge €9.90');
  });

  it('starting the trial pays with the card as any checkout does', async () => {
    const { client } = renderForm(subscriptionSession([trialPlan]));
    const type = (label: string, value: string) =>
      fireEvent.input(screen.getByLabelText(label), { target: { value } });
    type('Card number', '4242424242424242');
    type('Expiry date', '1230');
    type('Security code', '123');
    type('Cardholder name (optional)', 'Ada Lovelace');
    fireEvent.click(payButton());
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay.mock.calls[0]?.[0]).toMatchObject({ method: 'CARD' });
  });

  it('a checkout without a subscription product shows none of it, and loads no chunk', async () => {
    const session = sessionFixture();
    expect(await loadSubscriptionTerms(session)).toBeNull();
    expect(await loadSubscriptionTerms(subscriptionSession([trialPlan]))).toHaveProperty(
      'createSubscriptionPart',
    );
    renderForm(session);
    expect(payButton().textContent).toBe('Pay $12.50');
    expect(payButton().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('Total')).toBeTruthy();
    expect(document.getElementById('kassa-consent')).toBeNull();
  });
});
