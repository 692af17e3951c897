import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentAction, PaymentRequest } from '../../../../common/contract/session-api.ts';
import type { ApiClient } from '../../../checkout/api-client.ts';
import { loadDeclineAdvice } from '../../../checkout/decline-advice-chunk.ts';
import { createPaymentFlow } from '../../../checkout/flow/flow-model.ts';
import type { MethodModel } from '../../../checkout/method-model.ts';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import { manualSchedule, sessionFixture, settle } from '../../../test-support/session-fixture.ts';
import { apmPollInterval, createApmPollDelay } from './poll-delay.ts';

const QR: PaymentAction = {
  kind: 'qr',
  method: 'PIX',
  payload: 'https://pay.test/sandbox/provider/apm_1',
  expires_at: '2026-05-15T12:15:00Z',
};

const REQUEST: PaymentRequest = { method: 'PIX' };

function qrMethod(): MethodModel {
  return {
    kind: 'qr',
    heading: 'Pay with Pix',
    validate: () => null,
    buildRequest: () => REQUEST,
    onDeclined: () => {},
  };
}

// A payment's answers come after the decline advice's chunk in practice (a small file from the
// page's own origin, asked for as the payment leaves); this fake server answers at once.
// decline-advice-chunk.test.ts covers an answer that comes first.
beforeAll(() => loadDeclineAdvice());

describe('polling while an alternative payment waits', () => {
  it('is every 2 s for the first minute of the step, then every 10 s', () => {
    expect(apmPollInterval(0)).toBe(2000);
    expect(apmPollInterval(58_000)).toBe(2000);
    expect(apmPollInterval(60_000)).toBe(10_000);
    expect(apmPollInterval(3_600_000)).toBe(10_000);
  });

  it('re-arms one timer after each answer, on that schedule, with the flow', async () => {
    const processing = sessionFixture({ state: 'PROCESSING', action: QR });
    const client = {
      getSession: vi
        .fn<ApiClient['getSession']>()
        .mockResolvedValue({ ok: true, value: processing }),
      pay: vi.fn<ApiClient['pay']>().mockResolvedValue({
        ok: true,
        value: { outcome: 'ACTION', action: QR, attempts_left: 2 },
      }),
      cancelAction: vi.fn<ApiClient['cancelAction']>(),
    };
    const timers = manualSchedule();
    const flow = createPaymentFlow(sessionFixture(), client, [qrMethod()], {
      messages: englishMessages,
      onOutcome: () => {},
      schedule: timers.schedule,
      actionScreens: { qr: () => Promise.resolve(() => null) },
      pollDelay: createApmPollDelay(),
    });
    await flow.pay();
    const delays: number[] = [];
    for (let read = 0; read < 33; read += 1) {
      // Never two reads waiting at once: one poll timer (besides the session's own expiry
      // check, due in ten minutes), re-armed after each answer.
      const polls = timers.pending().filter((ms) => ms <= 10_000);
      expect(polls).toHaveLength(1);
      const [delay = 0] = polls;
      delays.push(delay);
      timers.advance(delay);
      await settle();
    }
    expect(delays.slice(0, 30)).toEqual(Array(30).fill(2000));
    expect(delays.slice(30)).toEqual([10_000, 10_000, 10_000]);
    expect(client.getSession).toHaveBeenCalledTimes(33);
    flow.dispose();
  });

  it('leaves other states to the flow, and starts again at 0 for a new step', () => {
    const delay = createApmPollDelay();
    expect(delay({ step: 'polling' })).toBeUndefined();
    const screen = () => Promise.resolve(() => null);
    const challenge: PaymentAction = { kind: 'three_ds', challenge_url: '/sandbox/acs/1' };
    expect(delay({ step: 'action', action: challenge, screen })).toBeUndefined();
    for (let i = 0; i < 30; i += 1) delay({ step: 'action', action: QR, screen });
    expect(delay({ step: 'action', action: QR, screen })).toBe(10_000);
    expect(delay({ step: 'action', action: { ...QR }, screen })).toBe(2000);
  });
});
