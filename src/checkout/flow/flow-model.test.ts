import { describe, expect, it, vi } from 'vitest';
import type {
  PaymentAction,
  PaymentRequest,
  PaymentResult,
  SessionView,
} from '../../contract/session-api.ts';
import type { ApiClient, ApiResult } from '../api-client.ts';
import type { MethodModel } from '../method-model.ts';
import type { CheckoutOutcome } from '../outcome.ts';
import { manualSchedule, sessionFixture, settle } from '../session-fixture.ts';
import type { ActionScreens } from './action-screens.ts';
import { createPaymentFlow } from './flow-model.ts';

const REQUEST: PaymentRequest = {
  method: 'CARD',
  card: { number: '', expiry_month: 0, expiry_year: 0, security_code: '', holder_name: '' },
};

const QR: PaymentAction = {
  kind: 'qr',
  payload: 'https://sandbox.test/qr/1',
  expires_at: '2026-05-15T12:15:00Z',
};

/** A method of any kind: the flow only asks it to validate and to build its request. */
function stubMethod(): MethodModel {
  return {
    kind: 'qr',
    heading: 'Pay with a QR code',
    validate: vi.fn(() => null),
    buildRequest: vi.fn(() => REQUEST),
    onDeclined: vi.fn(),
  };
}

function setup(actionScreens: ActionScreens = {}) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
  };
  const outcomes: CheckoutOutcome[] = [];
  const timers = manualSchedule();
  const method = stubMethod();
  const flow = createPaymentFlow(sessionFixture(), client, [method], {
    onOutcome: (outcome) => outcomes.push(outcome),
    schedule: timers.schedule,
    actionScreens,
  });
  return { flow, client, outcomes, timers, method };
}

const answer = (result: PaymentResult): ApiResult<PaymentResult> => ({ ok: true, value: result });
const view = (overrides: Partial<SessionView>): ApiResult<SessionView> => ({
  ok: true,
  value: sessionFixture(overrides),
});

describe('payment flow', () => {
  it('sends the request the active method builds', async () => {
    const { flow, client, method } = setup();
    client.pay.mockResolvedValue(answer({ outcome: 'PENDING', attempts_left: 2 }));
    await flow.pay();
    expect(method.validate).toHaveBeenCalledTimes(1);
    expect(method.buildRequest).toHaveBeenCalledWith([]);
    expect(client.pay).toHaveBeenCalledWith(REQUEST);
    expect(flow.state.value).toEqual({ step: 'polling' });
  });

  it('ends clearly when an ACTION asks for a step the form has no screen for', async () => {
    const { flow, client, outcomes, timers } = setup();
    client.pay.mockResolvedValue(answer({ outcome: 'ACTION', action: QR, attempts_left: 2 }));

    await flow.pay();
    await flow.pay();

    const message = 'This payment could not be completed.';
    expect(outcomes).toEqual([{ kind: 'unfinishable', action: 'qr', message }]);
    expect(flow.formError.value).toBe(message);
    expect(flow.payState.value).toBe('closed');
    expect(client.pay).toHaveBeenCalledTimes(1);
    expect(timers.pending()).toEqual([]);
    // What the merchant page hears of it (retry false) is hosted/embedded-result.test.ts's.
  });

  it('shows the screen chosen by the action kind and polls, one read at a time', async () => {
    const qrScreen = vi.fn<NonNullable<ActionScreens['qr']>>();
    const { flow, client, outcomes, timers } = setup({ qr: qrScreen });
    client.pay.mockResolvedValue(answer({ outcome: 'ACTION', action: QR, attempts_left: 2 }));
    // The pending tasks of a poll's delay (the other is the session's expiry check).
    const polls = (): number => timers.pending().filter((delay) => delay === 1000).length;
    let read: (result: ApiResult<SessionView>) => void = () => {};
    client.getSession.mockReturnValueOnce(new Promise((resolve) => (read = resolve)));

    await flow.pay();
    expect(flow.state.value).toEqual({ step: 'action', action: QR, screen: qrScreen });
    expect(flow.payState.value).toBe('busy');

    timers.advance(1000);
    timers.advance(5000);
    await settle();
    expect(client.getSession).toHaveBeenCalledTimes(1);
    expect(polls()).toBe(0);

    read(view({ state: 'PROCESSING' }));
    await settle();
    expect(flow.state.value.step).toBe('action');
    expect(polls()).toBe(1);

    client.getSession.mockResolvedValueOnce(
      view({ state: 'SUCCEEDED', redirect_url: 'https://shop.test/ok' }),
    );
    timers.advance(1000);
    await settle();
    expect(outcomes).toEqual([{ kind: 'paid', url: 'https://shop.test/ok' }]);
    expect(flow.state.value).toEqual({
      step: 'ended',
      outcome: { kind: 'paid', url: 'https://shop.test/ok' },
    });
  });

  it('lets the shopper choose another offered method only while ready', () => {
    const { client } = setup();
    const first = stubMethod();
    const second = stubMethod();
    const flow = createPaymentFlow(sessionFixture(), client, [first, second], {
      onOutcome() {},
      schedule: manualSchedule().schedule,
    });
    expect(flow.method.value).toBe(first);
    flow.choose(second);
    expect(flow.method.value).toBe(second);
    flow.choose(stubMethod());
    expect(flow.method.value).toBe(second);
  });
});
