import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { cardPaymentBody, createTestApp, openSession } from '../../test-support/test-app.ts';

// The cardholder name is optional unless the merchant requires it (MERCHANT_REQUIRE_CARDHOLDER_NAME
// for the sandbox merchant, migration 0035): the session view says so, and the card payment refuses
// a missing name only then, naming the field.

let t: TestApp;
afterEach(() => t?.app.close());

const view = async (token: string): Promise<Record<string, unknown>> =>
  (await t.app.inject({ method: 'GET', url: `/api/sessions/${token}` })).json();

function pay(token: string, card: Record<string, unknown>) {
  const { holder_name: _name, ...rest } = cardPaymentBody(card).card as Record<string, unknown>;
  const body = { method: 'CARD', card: 'holder_name' in card ? { ...rest, ...card } : rest };
  return t.app.inject({ method: 'POST', url: `/api/sessions/${token}/payments`, payload: body });
}

describe('the cardholder name', () => {
  it('is optional by default: the view does not require it and a card without one pays', async () => {
    t = await createTestApp();
    const token = await openSession(t);
    expect(await view(token)).not.toHaveProperty('cardholder_name_required');
    const res = await pay(token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('SUCCESS');
  });

  it('given empty counts as not given', async () => {
    t = await createTestApp();
    const res = await pay(await openSession(t), { holder_name: '  ' });
    expect(res.statusCode).toBe(200);
  });

  it('is refused naming the field when the merchant requires it and none is given', async () => {
    t = await createTestApp({ MERCHANT_REQUIRE_CARDHOLDER_NAME: 'on' });
    const token = await openSession(t);
    expect((await view(token)).cardholder_name_required).toBe(true);
    for (const card of [{}, { holder_name: '' }]) {
      const res = await pay(token, card);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        error_code: 'INVALID_REQUEST_PARAMETER',
        error_message: 'card.holder_name is required by this merchant: the name on the card',
      });
    }
    expect((await pay(token, { holder_name: 'Ann Example' })).statusCode).toBe(200);
  });

  it("keeps the sandbox's FORCE names working when given", async () => {
    t = await createTestApp();
    const res = await pay(await openSession(t), { holder_name: 'FORCE 2004' });
    expect(res.json()).toMatchObject({ outcome: 'RETRY', error: { error_code: 2004 } });
  });

  it('refuses a setting that is neither on nor off', async () => {
    await expect(createTestApp({ MERCHANT_REQUIRE_CARDHOLDER_NAME: 'yes' })).rejects.toThrow(
      /MERCHANT_REQUIRE_CARDHOLDER_NAME must be on/,
    );
  });
});
