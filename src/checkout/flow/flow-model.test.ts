import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  PaymentAction,
  PaymentRequest,
  PaymentResult,
  SessionView,
} from '../../../common/contract/session-api.ts';
import { englishMessages } from '../../test-support/english-messages.tsx';
import { manualSchedule, sessionFixture, settle } from '../../test-support/session-fixture.ts';
import type { ApiClient, ApiResult } from '../api-client.ts';
import { loadDeclineAdvice } from '../decline-advice-chunk.ts';
import type { MethodModel } from '../method-model.ts';
import type { CheckoutOutcome } from '../outcome.ts';
import type { ActionScreens } from './action-screens.ts';
import { createPaymentFlow } from './flow-model.ts';

// A payment's answers come after the decline advice's chunk in practice (a small file from the
// page's own origin, asked for as the payment leaves); this fake server answers at once.
// decline-advice-chunk.test.ts covers an answer that comes first.
beforeAll(() => loadDeclineAdvice());

const REQUEST: PaymentRequest = {
  method: 'CARD',
  card: { number: '', expiry_month: 0, expiry_year: 0, security_code: '', holder_name: '' },
};

const QR: PaymentAction = {
  kind: 'qr',
  method: 'PIX',
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

const CHALLENGE: PaymentAction = {
  kind: 'three_ds',
  challenge_url: 'https://pay.test/sandbox/acs/ch_1',
};

const AUTH_FAILED = { error_code: 1320, error_message: '3-D Secure authentication failed' };

function setup(actionScreens: ActionScreens = {}, initial: SessionView = sessionFixture()) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const outcomes: CheckoutOutcome[] = [];
  const timers = manualSchedule();
  const method = stubMethod();
  const flow = createPaymentFlow(initial, client, [method], {
    messages: englishMessages,
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

const THREE_DS_FAILED_ADVICE = englishMessages('decline.three_ds_failed.advice');

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
      messages: englishMessages,
      onOutcome() {},
      schedule: manualSchedule().schedule,
    });
    expect(flow.method.value).toBe(first);
    flow.choose(second);
    expect(flow.method.value).toBe(second);
    flow.choose(stubMethod());
    expect(flow.method.value).toBe(second);
  });

  it('shows the open action of a session loaded while it is PROCESSING, and polls', async () => {
    const threeDs = vi.fn<NonNullable<ActionScreens['three_ds']>>();
    const { flow, client, timers } = setup(
      { three_ds: threeDs },
      sessionFixture({ state: 'PROCESSING', action: CHALLENGE }),
    );
    expect(flow.state.value).toEqual({ step: 'action', action: CHALLENGE, screen: threeDs });

    // Polling keeps the screen while the challenge stays open, then ends the action.
    client.getSession.mockResolvedValueOnce(view({ state: 'PROCESSING', action: CHALLENGE }));
    timers.advance(1000);
    await settle();
    expect(flow.state.value.step).toBe('action');

    client.getSession.mockResolvedValueOnce(view({ state: 'OPEN', last_error: AUTH_FAILED }));
    timers.advance(1000);
    await settle();
    expect(flow.state.value).toEqual({ step: 'ready' });
    expect(flow.formError.value).toBe(THREE_DS_FAILED_ADVICE);
  });

  it('polls on for a session whose open action has no screen in this form', () => {
    const { flow, outcomes, timers } = setup(
      {},
      sessionFixture({ state: 'PROCESSING', action: QR }),
    );
    expect(flow.state.value).toEqual({ step: 'polling' });
    expect(outcomes).toEqual([]);
    expect(timers.pending()).toContain(1000);
  });

  it('cancels the challenge: the answer (RETRY) shows at once, without waiting for a poll', async () => {
    const threeDs = vi.fn<NonNullable<ActionScreens['three_ds']>>();
    const { flow, client, outcomes } = setup({ three_ds: threeDs });
    client.pay.mockResolvedValue(
      answer({ outcome: 'ACTION', action: CHALLENGE, attempts_left: 2 }),
    );
    client.cancelAction.mockResolvedValue(
      answer({ outcome: 'RETRY', error: AUTH_FAILED, attempts_left: 2 }),
    );
    await flow.pay();
    expect(flow.state.value.step).toBe('action');

    await flow.cancelAction();

    expect(client.cancelAction).toHaveBeenCalledTimes(1);
    expect(flow.state.value).toEqual({ step: 'ready' });
    expect(flow.formError.value).toBe(THREE_DS_FAILED_ADVICE);
    expect(outcomes).toEqual([
      { kind: 'declined', message: THREE_DS_FAILED_ADVICE, error: AUTH_FAILED },
    ]);
    // Nothing to cancel once the form is ready again.
    await flow.cancelAction();
    expect(client.cancelAction).toHaveBeenCalledTimes(1);
  });

  it('keeps polling when there is no challenge left to cancel (409)', async () => {
    const threeDs = vi.fn<NonNullable<ActionScreens['three_ds']>>();
    const { flow, client, outcomes, timers } = setup({ three_ds: threeDs });
    client.pay.mockResolvedValue(
      answer({ outcome: 'ACTION', action: CHALLENGE, attempts_left: 2 }),
    );
    client.cancelAction.mockResolvedValue({ ok: false, kind: 'http', status: 409, errors: [] });
    await flow.pay();

    await flow.cancelAction();
    expect(flow.state.value.step).toBe('action');
    expect(outcomes).toEqual([]);

    client.getSession.mockResolvedValueOnce(
      view({ state: 'SUCCEEDED', redirect_url: 'https://shop.test/ok' }),
    );
    timers.advance(1000);
    await settle();
    expect(outcomes).toEqual([{ kind: 'paid', url: 'https://shop.test/ok' }]);
  });

  describe('when the shopper comes back to the form', () => {
    const TIMEOUT_URL = 'https://shop.test/failed?error_code=2904&error_message=Timeout';

    function watching() {
      const client = {
        getSession: vi.fn<ApiClient['getSession']>(),
        pay: vi.fn<ApiClient['pay']>(),
        cancelAction: vi.fn<ApiClient['cancelAction']>(),
      };
      const outcomes: CheckoutOutcome[] = [];
      const timers = manualSchedule();
      let onReturn: (() => void) | undefined;
      const stop = vi.fn(() => {
        onReturn = undefined;
      });
      const flow = createPaymentFlow(sessionFixture(), client, [stubMethod()], {
        messages: englishMessages,
        onOutcome: (outcome) => outcomes.push(outcome),
        schedule: timers.schedule,
        watchReturn: (callback) => {
          onReturn = callback;
          return stop;
        },
      });
      return { flow, client, outcomes, timers, stop, back: () => onReturn?.() };
    }

    it('reads the session at once, and ends as at its time limit when it has ended meanwhile', async () => {
      const { flow, client, outcomes, back, stop } = watching();
      client.getSession.mockResolvedValueOnce(
        view({ state: 'EXPIRED', attempts_left: 0, redirect_url: TIMEOUT_URL }),
      );
      back();
      await settle();
      expect(client.getSession).toHaveBeenCalledTimes(1);
      // The outcome of the form's own expiry check: the hosted page follows the URL, the
      // embedded form calls onTimeout.
      expect(outcomes).toEqual([{ kind: 'timed-out', url: TIMEOUT_URL }]);
      expect(flow.state.value.step).toBe('ended');
      expect(stop).toHaveBeenCalled();
    });

    it('waits for expires_at again while the session is open, one read at a time', async () => {
      const { client, outcomes, timers, back } = watching();
      let read: (result: ApiResult<SessionView>) => void = () => {};
      client.getSession.mockReturnValueOnce(new Promise((resolve) => (read = resolve)));
      back();
      back();
      expect(client.getSession).toHaveBeenCalledTimes(1);
      read(view({ expires_at: '2026-05-15T12:10:00Z', server_time: '2026-05-15T12:05:00Z' }));
      await settle();
      expect(outcomes).toEqual([]);
      // Re-armed for the time left (5 minutes) and its grace second, not read again before.
      expect(timers.pending()).toEqual([301_000]);
    });

    it('leaves a payment under way alone: its answer decides', async () => {
      const { flow, client, back } = watching();
      client.pay.mockReturnValueOnce(new Promise(() => {}));
      void flow.pay();
      back();
      await settle();
      expect(client.getSession).not.toHaveBeenCalled();
    });

    it('stops watching when the form is disposed', () => {
      const { flow, stop } = watching();
      flow.dispose();
      expect(stop).toHaveBeenCalled();
    });
  });
});
