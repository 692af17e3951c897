import { describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '../../common/contract/session-api.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import {
  FIXTURE_NOW,
  manualSchedule,
  sessionFixture,
  settle,
} from '../test-support/session-fixture.ts';
import type { ApiClient, ApiResult } from './api-client.ts';
import { createCheckoutModel } from './model.ts';
import type { CheckoutOutcome } from './outcome.ts';

// The decline advice's chunk arrives when the test says.
const chunk = vi.hoisted(() => ({ gate: Promise.resolve() as Promise<void>, loads: 0 }));
vi.mock('./decline-advice.ts', async (actual) => {
  chunk.loads += 1;
  await chunk.gate;
  return actual();
});

const EXPIRED = { error_code: 2202, error_message: 'Card expired' };
const retry = (): ApiResult<PaymentResult> => ({
  ok: true,
  value: { outcome: 'RETRY', error: EXPIRED, attempts_left: 2 },
});

function setup() {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const outcomes: CheckoutOutcome[] = [];
  const model = createCheckoutModel(sessionFixture(), client, {
    messages: englishMessages,
    onOutcome: (outcome) => outcomes.push(outcome),
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
  });
  const { fields } = model.card;
  fields.number.input('4242 4242 4242 4242');
  fields.expiry.input('12/30');
  fields.security_code.input('123');
  return { model, client, outcomes };
}

describe('the decline advice chunk', () => {
  it('loads with the payment, and a decline that comes first is told whole once it is in', async () => {
    let release = (): void => {};
    chunk.gate = new Promise((resolve) => (release = resolve));
    const { model, client, outcomes } = setup();
    let answer = (_: ApiResult<PaymentResult>): void => {};
    client.pay.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    expect(chunk.loads).toBe(0);

    // Asked for as the request leaves, not once its answer is in.
    const paying = model.pay();
    await vi.waitFor(() => expect(chunk.loads).toBe(1));
    expect(client.pay).toHaveBeenCalledOnce();
    answer(retry());
    await settle();
    // The answer is in, the advice not yet: nothing of the decline shows, the form still pays.
    expect(model.state.value).toEqual({ step: 'submitting' });
    expect(model.formError.value).toBeNull();
    expect(outcomes).toEqual([]);

    release();
    await paying;
    const message =
      'Your bank says this card has expired. Check the expiry date or use another card.';
    expect(model.formError.value).toBe(message);
    expect(model.state.value).toEqual({ step: 'ready' });
    expect(model.card.fields.expiry.error.value).toBe('Check the expiry date on your card');
    expect(model.card.focusRequest.value?.target).toBe('expiry');
    expect(outcomes).toEqual([{ kind: 'declined', message, error: EXPIRED }]);
  });
});
