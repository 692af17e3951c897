import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { serveEmptyPages } from '../test-support/empty-pages.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

// Focus moves on as the shopper types, the way a browser delivers the keys (user-event).

beforeAll(serveEmptyPages);
afterEach(cleanup);

function renderForm() {
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
  return userEvent.setup();
}

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);

describe('focus', () => {
  it('moves from a complete, valid card number to the expiry date, then to the security code', async () => {
    const user = renderForm();
    await user.click(field('Card number'));
    await user.keyboard('5555555555554444');
    await waitFor(() => expect(document.activeElement).toBe(field('Expiry date')));
    await user.keyboard('1230');
    await waitFor(() => expect(document.activeElement).toBe(field('Security code')));
    expect(field('Card number').value).toBe('5555 5555 5555 4444');
    expect(field('Expiry date').value).toBe('12/30');
  });

  it('stays on a number that fails its check, or that its scheme may still lengthen', async () => {
    const user = renderForm();
    await user.click(field('Card number'));
    await user.keyboard('5555555555554445');
    expect(document.activeElement).toBe(field('Card number'));
    await user.clear(field('Card number'));
    // Visa has 19-digit numbers too: a valid 16-digit one may not be finished.
    await user.keyboard('4242424242424242');
    expect(document.activeElement).toBe(field('Card number'));
  });

  it('never moves on the paste of an invalid value', async () => {
    const user = renderForm();
    await user.click(field('Card number'));
    await user.paste('4242 4242 4242 4241');
    expect(document.activeElement).toBe(field('Card number'));
    await user.click(field('Expiry date'));
    await user.paste('13/30');
    expect(document.activeElement).toBe(field('Expiry date'));
    await user.clear(field('Expiry date'));
    await user.paste('01/20');
    expect(document.activeElement).toBe(field('Expiry date'));
  });

  it('moves on the paste of a valid number', async () => {
    const user = renderForm();
    await user.click(field('Card number'));
    await user.paste('3782 822463 10005');
    await waitFor(() => expect(document.activeElement).toBe(field('Expiry date')));
  });
});
