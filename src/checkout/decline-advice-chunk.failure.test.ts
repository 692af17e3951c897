import { describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '../../common/contract/session-api.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import type { ApiClient, ApiResult } from './api-client.ts';
import { createCheckoutModel } from './model.ts';

// The decline advice's chunk fails to load until the test says otherwise.
const chunk = vi.hoisted(() => ({ fail: false, loads: 0 }));
vi.mock('./decline-advice.ts', async (actual) => {
  chunk.loads += 1;
  if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module');
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
  const model = createCheckoutModel(sessionFixture(), client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
  });
  const { fields } = model.card;
  fields.number.input('4242 4242 4242 4242');
  fields.expiry.input('12/30');
  fields.security_code.input('123');
  return { model, client };
}

describe('the decline advice chunk', () => {
  it("that cannot load still tells the decline, in the page's words for any decline; the next payment asks again", async () => {
    chunk.fail = true;
    const { model, client } = setup();
    client.pay.mockResolvedValue(retry());

    await model.pay();
    expect(model.formError.value).toBe('Your card was declined. Try again or use another card.');
    expect(model.state.value).toEqual({ step: 'ready' });
    expect(model.card.fields.expiry.error.value).toBeNull();
    expect(model.card.focusRequest.value?.target).toBe('security_code');

    chunk.fail = false;
    model.card.fields.security_code.input('123');
    await model.pay();
    expect(chunk.loads).toBe(2);
    expect(model.formError.value).toBe(
      'Your bank says this card has expired. Check the expiry date or use another card.',
    );
  });
});
