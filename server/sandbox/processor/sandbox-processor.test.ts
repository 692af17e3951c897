import { describe, expect, it } from 'vitest';
import type { PaymentCard } from '../../domain/processor.ts';
import { sandboxProcessor as processor } from './sandbox-processor.ts';

// The sandbox behind the port answers as its tables say (docs/sandbox.md), whichever way the card
// reaches it: typed, stored (a saved card, a payment token) or named by a wallet's token.

const now = new Date('2026-11-22T10:00:00.000Z');
const charge = { amount: '10.00', currencyCode: 'EUR', now };

const stored = (bin: string | null, last4: string, scheme = 'VISA'): PaymentCard => ({
  kind: 'stored',
  scheme,
  bin,
  last4,
  holderName: '',
});

describe('the sandbox processor', () => {
  it('decides a stored card as the test card its BIN and last 4 name', async () => {
    expect((await processor.authorize(stored('400000', '9995'), charge)).code).toBe(2004);
    expect(await processor.authenticate(stored('400000', '3220'), { forced3d: false })).toEqual({
      kind: 'challenge',
    });
  });

  it('approves a stored card that is no test card, without 3-D Secure', async () => {
    expect((await processor.authorize(stored('411111', '1111'), charge)).code).toBe(1000);
    expect(await processor.authenticate(stored('411111', '1111'), { forced3d: false })).toEqual({
      kind: 'none',
    });
  });

  it("decides a wallet's card by its token, and shows its facts without the number", async () => {
    const token = 'sandbox:visa-insufficient-funds';
    expect((await processor.authorize({ kind: 'wallet', token }, charge)).code).toBe(2004);
    const card = await processor.openWallet(token, now);
    expect(card).toEqual({ scheme: 'VISA', last4: '9995', expiryMonth: 12, expiryYear: 2029 });
    expect(await processor.openWallet('sandbox:unknown', now)).toBeUndefined();
  });

  it('says how a frictionless authentication was reached', async () => {
    const card: PaymentCard = { kind: 'typed', number: '4000000000061301', holderName: 'Ann' };
    expect(await processor.authenticate(card, { forced3d: false })).toEqual({
      kind: 'decided',
      code: 1301,
      text: 'Sandbox 3-D Secure: 3DS verification successful (frictionless) (no challenge)',
    });
    const forced = { ...card, holderName: 'FORCE 1322' };
    expect(await processor.authenticate(forced, { forced3d: false })).toMatchObject({
      code: 1322,
      text: expect.stringContaining('(forced by cardholder name)'),
    });
  });

  it('answers each end of a challenge with its code', async () => {
    const codes = await Promise.all(
      (['approved', 'denied', 'cancelled', 'timed-out'] as const).map(
        async (kind) => (await processor.challengeEnded({ kind })).code,
      ),
    );
    expect(codes).toEqual([1300, 1320, 1320, 1325]);
    expect(await processor.challengeEnded({ kind: 'failed', wrongCodes: 3 })).toEqual({
      code: 1331,
      text: 'Sandbox 3-D Secure: 3DS authentication failed (3 wrong one-time codes)',
    });
  });

  it('keeps the held answer after an authentication, and declines an unauthenticated SALE', async () => {
    const heldAnswer = { code: 1000, text: 'Sandbox: approved' };
    const passed = await processor.saleAfterAuthentication({
      authenticationCode: 1300,
      authenticated: true,
      heldAnswer,
      now,
    });
    expect(passed).toMatchObject({ code: 1000, processorResponseText: 'Sandbox: approved' });
    expect(passed.rrn).toMatch(/^\d{12}$/);
    const failed = await processor.saleAfterAuthentication({
      authenticationCode: 1325,
      authenticated: false,
      heldAnswer,
      now,
    });
    expect(failed).toMatchObject({
      code: 2133,
      processorResponseText: expect.stringMatching(/\(not authenticated: 3-D Secure 1325\)$/),
    });
  });

  it('gives BIN facts from its table', () => {
    expect(processor.binFacts('424242')).toMatchObject({ countryCode: 'US', type: 'CREDIT' });
    expect(processor.binFacts('411111')).toBeUndefined();
  });
});
