import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentResult, SessionView } from '../../common/contract/session-api.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  sessionFixture,
  settle,
} from '../test-support/session-fixture.ts';
import type { ApiClient, ApiResult } from './api-client.ts';
import { loadDeclineAdvice } from './decline-advice-chunk.ts';
import { type CheckoutModel, createCheckoutModel } from './model.ts';
import { type CheckoutOutcome, exitUrl } from './outcome.ts';

// A payment's answers come after the decline advice's chunk in practice (a small file from the
// page's own origin, asked for as the payment leaves); this fake server answers at once.
// decline-advice-chunk.test.ts covers an answer that comes first.
beforeAll(() => loadDeclineAdvice());

const NETWORK_MESSAGE =
  "We couldn't reach the payment service. Check your connection and try again.";

function setup(session: SessionView = sessionFixture()) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const navigate = vi.fn<(url: string) => void>();
  const outcomes: CheckoutOutcome[] = [];
  const timers = manualSchedule();
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    // What the hosted page does with an outcome: follow the URL when there is one.
    onOutcome(outcome) {
      outcomes.push(outcome);
      const url = exitUrl(outcome);
      if (url) navigate(url);
    },
    now: () => FIXTURE_NOW,
    schedule: timers.schedule,
  });
  return { model, client, navigate, outcomes, timers };
}

function fillValidCard(model: CheckoutModel, number = '4242 4242 4242 4242'): void {
  model.card.fields.number.input(number);
  model.card.fields.expiry.input('12/30');
  model.card.fields.security_code.input('123');
  model.card.fields.holder_name.input('Ada Lovelace');
}

const paid = (result: PaymentResult): ApiResult<PaymentResult> => ({ ok: true, value: result });
const view = (overrides: Partial<SessionView>): ApiResult<SessionView> => ({
  ok: true,
  value: sessionFixture(overrides),
});

describe('pay', () => {
  it('sends the card once and goes to the success URL', async () => {
    const { model, client, navigate } = setup();
    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 }),
    );
    fillValidCard(model);

    await model.pay();

    expect(client.pay).toHaveBeenCalledWith({
      method: 'CARD',
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ada Lovelace',
      },
      selected_product_ids: [],
      browser: expect.objectContaining({ javascript_enabled: true }),
    });
    expect(navigate).toHaveBeenCalledWith('https://shop.test/ok');
    expect(model.status.value).toBe('done');
  });

  it('goes to the failure URL on FAILED', async () => {
    const { model, client, navigate } = setup();
    client.pay.mockResolvedValue(
      paid({
        outcome: 'FAILED',
        redirect_url: 'https://shop.test/fail?error_code=2004',
        attempts_left: 0,
      }),
    );
    fillValidCard(model);
    await model.pay();
    expect(navigate).toHaveBeenCalledWith('https://shop.test/fail?error_code=2004');
  });

  it('refuses a second submit while the first is on its way', async () => {
    const { model, client } = setup();
    let answer: (result: ApiResult<PaymentResult>) => void = () => {};
    client.pay.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fillValidCard(model);

    const first = model.pay();
    expect(model.status.value).toBe('paying');
    await model.pay();
    await model.pay();
    answer(paid({ outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 }));
    await first;

    expect(client.pay).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while a field is invalid, shows every error and focuses the first', async () => {
    const { model, client } = setup();
    model.card.fields.expiry.input('01/20');
    model.card.fields.holder_name.input('Ada');

    await model.pay();

    expect(client.pay).not.toHaveBeenCalled();
    expect(model.card.fields.number.error.value).toBe('Enter the card number');
    expect(model.card.fields.expiry.error.value).toBe(
      'This date is in the past. Check the expiry date on your card.',
    );
    expect(model.card.fields.security_code.error.value).toBe('Enter the 3-digit security code');
    expect(model.card.fields.holder_name.error.value).toBeNull();
    expect(model.card.focusRequest.value?.target).toBe('number');
  });

  it('keeps the card but clears the security code on RETRY, and shows the decline', async () => {
    const { model, client } = setup();
    client.pay.mockResolvedValueOnce(
      paid({
        outcome: 'RETRY',
        error: { error_code: 2004, error_message: 'Insufficient funds' },
        attempts_left: 2,
      }),
    );
    fillValidCard(model);

    await model.pay();

    expect(model.formError.value).toBe(
      'Insufficient funds on this card. Use another card or payment method.',
    );
    expect(model.card.fields.security_code.value.value).toBe('');
    expect(model.card.fields.security_code.error.value).toBeNull();
    expect(model.card.fields.number.value.value).toBe('4242 4242 4242 4242');
    expect(model.card.fields.expiry.value.value).toBe('12/30');
    expect(model.card.fields.holder_name.value.value).toBe('Ada Lovelace');
    expect(model.attemptsLeft.value).toBe(2);
    expect(model.status.value).toBe('idle');
    expect(model.card.focusRequest.value?.target).toBe('security_code');

    client.pay.mockResolvedValueOnce(
      paid({ outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 1 }),
    );
    model.card.fields.security_code.input('456');
    await model.pay();
    expect(client.pay).toHaveBeenLastCalledWith(
      expect.objectContaining({ card: expect.objectContaining({ security_code: '456' }) }),
    );
    expect(model.formError.value).toBeNull();
  });

  it('polls a PENDING payment every second until the session ends, then leaves', async () => {
    const { model, client, navigate, timers } = setup();
    client.pay.mockResolvedValue(paid({ outcome: 'PENDING', attempts_left: 2 }));
    client.getSession
      .mockResolvedValueOnce(view({ state: 'PROCESSING' }))
      .mockResolvedValueOnce(view({ state: 'SUCCEEDED', redirect_url: 'https://shop.test/ok' }));
    fillValidCard(model);

    await model.pay();
    expect(model.status.value).toBe('pending');
    expect(client.getSession).not.toHaveBeenCalled();

    timers.advance(1000);
    await settle();
    expect(client.getSession).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    timers.advance(1000);
    await settle();
    expect(navigate).toHaveBeenCalledWith('https://shop.test/ok');
    expect(timers.pending()).toEqual([]);
  });

  it('offers a retry when a pending payment ends declined but the session is open', async () => {
    const { model, client, timers } = setup();
    client.pay.mockResolvedValue(paid({ outcome: 'PENDING', attempts_left: 2 }));
    client.getSession.mockResolvedValueOnce(
      view({
        state: 'OPEN',
        attempts_left: 2,
        last_error: { error_code: 2000, error_message: 'Declined' },
      }),
    );
    fillValidCard(model);

    await model.pay();
    timers.advance(1000);
    await settle();

    expect(model.status.value).toBe('idle');
    expect(model.formError.value).toBe(
      'Your bank declined this payment. Try again or use another card.',
    );
    expect(model.card.fields.security_code.value.value).toBe('');
  });

  it('keeps the form and explains a network failure', async () => {
    const { model, client, navigate } = setup();
    client.pay.mockResolvedValue({ ok: false, kind: 'network' });
    client.getSession.mockResolvedValue({ ok: false, kind: 'network' });
    fillValidCard(model);

    await model.pay();

    expect(model.formError.value).toBe(NETWORK_MESSAGE);
    expect(model.status.value).toBe('idle');
    expect(model.card.fields.number.value.value).toBe('4242 4242 4242 4242');
    expect(model.card.fields.security_code.value.value).toBe('123');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows a payment that went through although the answer was lost', async () => {
    const { model, client } = setup();
    client.pay.mockResolvedValue({ ok: false, kind: 'network' });
    client.getSession.mockResolvedValue(view({ state: 'PROCESSING' }));
    fillValidCard(model);

    await model.pay();

    expect(model.status.value).toBe('pending');
    expect(model.formError.value).toBeNull();
  });

  it('re-reads the session on 409 and leaves when it is over', async () => {
    const { model, client, navigate } = setup();
    client.pay.mockResolvedValue({ ok: false, kind: 'http', status: 409, errors: [] });
    client.getSession.mockResolvedValue(
      view({ state: 'EXPIRED', redirect_url: 'https://shop.test/fail' }),
    );
    fillValidCard(model);

    await model.pay();

    expect(navigate).toHaveBeenCalledWith('https://shop.test/fail');
  });

  it('asks the shopper to check the card when the server refuses the fields', async () => {
    const { model, client } = setup();
    client.pay.mockResolvedValue({
      ok: false,
      kind: 'http',
      status: 400,
      errors: [{ error_code: 'INVALID_REQUEST_PARAMETER', error_message: 'card.number' }],
    });
    fillValidCard(model);

    await model.pay();

    expect(model.formError.value).toBe(
      'Some card details were not accepted. Check them and try again.',
    );
    expect(model.status.value).toBe('idle');
  });
});

describe('session lifetime', () => {
  it('leaves at once when the session is already over', () => {
    const { navigate } = setup(
      sessionFixture({ state: 'SUCCEEDED', redirect_url: 'https://shop.test/ok' }),
    );
    expect(navigate).toHaveBeenCalledWith('https://shop.test/ok');
  });

  it('re-reads the session when it expires by the server clock, then leaves', async () => {
    // The shopper's clock is an hour fast; the server says 10 minutes remain.
    const { client, navigate, timers } = setup(
      sessionFixture({
        server_time: '2026-05-15T11:00:00Z',
        expires_at: '2026-05-15T11:10:00Z',
      }),
    );
    client.getSession.mockResolvedValue(
      view({ state: 'EXPIRED', redirect_url: 'https://shop.test/fail?error_code=3000' }),
    );

    timers.advance(10 * 60 * 1000 - 1);
    await settle();
    expect(client.getSession).not.toHaveBeenCalled();

    timers.advance(1001);
    await settle();
    expect(client.getSession).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://shop.test/fail?error_code=3000');
  });

  it('stops its timers when disposed', () => {
    const { model, timers } = setup();
    // The expiry check and the warning two minutes before it.
    expect(timers.pending()).toHaveLength(2);
    model.dispose();
    expect(timers.pending()).toEqual([]);
  });
});

describe('outcomes', () => {
  it('reports one outcome per attempt, in the words the form shows', async () => {
    const { model, client, outcomes } = setup();
    await model.pay();
    expect(outcomes).toEqual([{ kind: 'invalid', field: 'number' }]);

    fillValidCard(model);
    const error = { error_code: 2004, error_message: 'Insufficient funds' };
    client.pay.mockResolvedValueOnce(paid({ outcome: 'RETRY', error, attempts_left: 2 }));
    await model.pay();
    expect(outcomes[1]).toEqual({
      kind: 'declined',
      message: 'Insufficient funds on this card. Use another card or payment method.',
      error,
    });

    model.card.fields.security_code.input('123');
    client.pay.mockResolvedValueOnce({ ok: false, kind: 'network' });
    client.getSession.mockResolvedValueOnce({ ok: false, kind: 'network' });
    await model.pay();
    expect(outcomes[2]).toEqual({ kind: 'error', message: NETWORK_MESSAGE });
    expect(outcomes).toHaveLength(3);
  });

  it('ends for good on a final failure: shows why and refuses to pay again', async () => {
    const { model, client, outcomes } = setup();
    const error = { error_code: 2903, error_message: 'Error while processing the card' };
    client.pay.mockResolvedValue(
      paid({ outcome: 'FAILED', error, redirect_url: 'https://shop.test/fail', attempts_left: 0 }),
    );
    fillValidCard(model);
    await model.pay();
    await model.pay();

    expect(outcomes).toEqual([
      { kind: 'closed', state: 'FAILED', url: 'https://shop.test/fail', error },
    ]);
    expect(client.pay).toHaveBeenCalledTimes(1);
    expect(model.payState.value).toBe('closed');
    expect(model.formError.value).toBe('Error while processing the card');
  });

  it('calls running out of time at the expiry check a timeout, and a refused payment not', async () => {
    const { model, client, outcomes, timers } = setup();
    client.getSession.mockResolvedValue(
      view({ state: 'EXPIRED', redirect_url: 'https://shop.test/fail' }),
    );
    timers.advance(11 * 60 * 1000);
    await settle();
    expect(outcomes).toEqual([{ kind: 'timed-out', url: 'https://shop.test/fail' }]);
    expect(model.formError.value).toBe('This payment form has expired.');
    expect(model.payState.value).toBe('closed');

    const other = setup();
    other.client.pay.mockResolvedValue({ ok: false, kind: 'http', status: 409, errors: [] });
    other.client.getSession.mockResolvedValue(
      view({ state: 'EXPIRED', redirect_url: 'https://shop.test/fail' }),
    );
    fillValidCard(other.model);
    await other.model.pay();
    expect(other.outcomes).toEqual([
      { kind: 'closed', state: 'EXPIRED', url: 'https://shop.test/fail' },
    ]);
  });

  it('says paid once the session is paid', async () => {
    const { model, client, outcomes } = setup();
    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 0 }),
    );
    fillValidCard(model);
    await model.pay();
    expect(outcomes).toEqual([{ kind: 'paid', url: 'https://shop.test/ok' }]);
    expect(model.payState.value).toBe('paid');
  });
});

describe('optional products', () => {
  const session = sessionFixture({
    products: [
      {
        product_id: 'a',
        product_name: 'A',
        product_price: '0.10',
        is_optional: false,
        is_preselected: false,
      },
      {
        product_id: 'b',
        product_name: 'B',
        product_price: '0.20',
        is_optional: true,
        is_preselected: false,
      },
      {
        product_id: 'c',
        product_name: 'C',
        product_price: '5.00',
        is_optional: true,
        is_preselected: true,
      },
    ],
  });

  it('change the total exactly and travel with the payment', async () => {
    const { model, client } = setup(session);
    const [a, b, c] = model.order.products;
    expect(model.order.totalText.value).toBe('$5.10');

    b?.toggle();
    c?.toggle();
    a?.toggle(); // required: stays in
    expect(model.order.totalMinor.value).toBe(30n);
    expect(model.order.totalText.value).toBe('$0.30');

    client.pay.mockResolvedValue(
      paid({ outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 }),
    );
    fillValidCard(model);
    await model.pay();
    expect(client.pay).toHaveBeenCalledWith(
      expect.objectContaining({ selected_product_ids: ['b'] }),
    );
  });
});
