import { describe, expect, it, vi } from 'vitest';
import type { PaymentRequest, PaymentResult } from '../../../common/contract/session-api.ts';
import { englishMessages } from '../../test-support/english-messages.tsx';
import { manualSchedule, sessionFixture } from '../../test-support/session-fixture.ts';
import type { ApiClient, ApiResult } from '../api-client.ts';
import type { MethodModel } from '../method-model.ts';
import { createPaymentFlow } from './flow-model.ts';

// payWith: a wallet's button pays once through the same flow with a method of its own,
// while the card stays the chosen method.

const CARD_REQUEST: PaymentRequest = {
  method: 'CARD',
  card: { number: '', expiry_month: 0, expiry_year: 0, security_code: '', holder_name: '' },
};
const WALLET_REQUEST: PaymentRequest = {
  method: 'APPLE_PAY',
  wallet: { token: 'sandbox:visa-approved', auth_method: 'CRYPTOGRAM_3DS' },
};

function stub(kind: MethodModel['kind'], request: PaymentRequest): MethodModel {
  return {
    kind,
    heading: kind,
    validate: vi.fn(() => null),
    buildRequest: vi.fn(() => request),
    onDeclined: vi.fn(),
  };
}

const answer = (result: PaymentResult): ApiResult<PaymentResult> => ({ ok: true, value: result });

function setup() {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const card = stub('card', CARD_REQUEST);
  const flow = createPaymentFlow(sessionFixture(), client, [card], {
    messages: englishMessages,
    onOutcome: () => {},
    schedule: manualSchedule().schedule,
  });
  return { flow, client, card };
}

describe('payWith', () => {
  it("sends the given method's request and leaves the chosen method as it was", async () => {
    const { flow, client, card } = setup();
    const wallet = stub('wallet', WALLET_REQUEST);
    client.pay.mockResolvedValue(answer({ outcome: 'PENDING', attempts_left: 2 }));

    await flow.payWith(wallet);

    expect(card.validate).not.toHaveBeenCalled();
    expect(client.pay).toHaveBeenCalledWith(WALLET_REQUEST);
    expect(flow.method.value).toBe(card);
    expect(flow.state.value).toEqual({ step: 'polling' });
  });

  it('tells the method that paid about a decline, not the chosen one', async () => {
    const { flow, client, card } = setup();
    const wallet = stub('wallet', WALLET_REQUEST);
    const error = { error_code: 2004, error_message: 'Insufficient funds' };
    client.pay.mockResolvedValue(answer({ outcome: 'RETRY', error, attempts_left: 2 }));

    await flow.payWith(wallet);
    expect(wallet.onDeclined).toHaveBeenCalledTimes(1);
    expect(card.onDeclined).not.toHaveBeenCalled();
    expect(flow.formError.value).toBe(
      'Insufficient funds on this card. Use another card or payment method.',
    );

    // The card pays as before afterwards, and its own decline is its own again.
    await flow.pay();
    expect(client.pay).toHaveBeenLastCalledWith(CARD_REQUEST);
    expect(card.onDeclined).toHaveBeenCalledTimes(1);
  });
});
