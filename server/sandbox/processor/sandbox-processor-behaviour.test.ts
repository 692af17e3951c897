import { describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentCard } from '../../domain/processor.ts';
import { cardFacts, cardProcessor } from '../../domain/routing/routing.fixture.ts';
import type { ThreeDsSettings } from '../../domain/routing/routing-rules.ts';
import { authenticationRequested, threeDsRequest } from '../../domain/routing/three-ds-rules.ts';
import type { SandboxBehaviour } from './behaviour.ts';
import { createSandboxProcessor, sandboxProcessor } from './sandbox-processor.ts';

// Named sandbox processors, each with its behaviour (docs/sandbox.md, Sandbox processors): the
// card's own outcome first, then outages, then the approval profile, else approved. Time is the
// `now` each call is given; latency goes through the sleep the factory is given.

const now = new Date('2026-11-22T10:00:00.000Z');
const eur = (amount: string, at = now): ChargeRequest => ({ amount, currencyCode: 'EUR', now: at });

const typed = (number: string, holderName = 'Ann Example'): PaymentCard => ({
  kind: 'typed',
  number,
  holderName,
});

/** No test card: BIN 400000, which the BIN table says is German. */
const GERMAN_CARD_NUMBER = '4000000000001232';
const GERMAN_CARD = typed(GERMAN_CARD_NUMBER);
/** No test card: BIN 424242, American. */
const AMERICAN_CARD = typed('4242420000000000');

const make = (behaviour: SandboxBehaviour, name = 'Acquirer B') =>
  createSandboxProcessor({ id: 'acquirer-b', name, behaviour });

describe('sandbox processor instances', () => {
  it('answer by their own behaviour and in their own name', async () => {
    const a = createSandboxProcessor({ id: 'acquirer-a', name: 'Acquirer A' });
    const b = make({ approval_profile: [{ when: { bin_countries: ['DE'] }, code: 2004 }] });

    expect([a.id, a.name, b.id, b.name]).toEqual([
      'acquirer-a',
      'Acquirer A',
      'acquirer-b',
      'Acquirer B',
    ]);
    expect(await a.authorize(GERMAN_CARD, eur('10.00'))).toMatchObject({
      code: 1000,
      processorResponseText: 'Acquirer A: approved',
    });
    expect(await b.authorize(GERMAN_CARD, eur('10.00'))).toMatchObject({
      code: 2004,
      processorResponseText:
        'Acquirer B: insufficient funds (approval profile, rule approval_profile[0])',
    });
    expect((await b.authorize(AMERICAN_CARD, eur('10.00'))).code).toBe(1000);
    expect(b.ownResponseCode(2004)).toBe('51');
  });

  it('keep the default instance as it was: Kassa Sandbox, "Sandbox: …" texts', async () => {
    expect(sandboxProcessor.name).toBe('Kassa Sandbox');
    expect(sandboxProcessor.behaviour).toEqual({});
    expect(
      (await sandboxProcessor.authorize(GERMAN_CARD, eur('10.00'))).processorResponseText,
    ).toBe('Sandbox: approved');
    expect((await sandboxProcessor.refund(100n, now)).processorResponseText).toBe(
      'Sandbox: refund approved',
    );
  });

  it('word their later answers in their own names, the default as before', () => {
    const b = make({});
    expect(b.followUpText({ kind: 'settled', code: 1000 })).toBe(
      'Acquirer B: settled after pending (1000)',
    );
    expect(sandboxProcessor.followUpText({ kind: 'settled', code: 2004 })).toBe(
      'Sandbox: settled after pending (2004)',
    );
    expect(sandboxProcessor.followUpText({ kind: 'accepted' })).toBe(
      'Sandbox: accepted; the outcome follows by TRANSACTION postback',
    );
    expect(b.walletTokenRule).toMatch(
      /^must be a token this sandbox can open: sandbox:visa-approved, /,
    );
  });

  it("let a test card's own outcome and a FORCE name win over the profile and outages", async () => {
    const declinesAll = make({
      approval_profile: [{ when: {}, code: 2000 }],
      outages: [{ from: '00:00', to: '23:59', code: 2903 }],
    });
    const asTestCard = async (card: PaymentCard) =>
      (await declinesAll.authorize(card, eur('5'))).code;

    expect(await asTestCard(typed('4242424242424242'))).toBe(1000);
    expect(await asTestCard(typed('4000000000009995'))).toBe(2004);
    // A 3-D Secure test card, a rebill card and a dispute card are approved as their tables say.
    expect(await asTestCard(typed('4000000000061301'))).toBe(1000);
    expect(await asTestCard(typed('4000000000002016'))).toBe(1000);
    expect(await asTestCard(typed('4000000000003105'))).toBe(1000);
    expect(await asTestCard({ kind: 'wallet', token: 'sandbox:visa-approved' })).toBe(1000);
    expect(
      await asTestCard({
        kind: 'stored',
        scheme: 'VISA',
        bin: '424242',
        last4: '4242',
        holderName: '',
      }),
    ).toBe(1000);
    const forced = await declinesAll.authorize(typed('4000000000001232', 'FORCE 2006'), eur('5'));
    expect(forced).toMatchObject({
      code: 2006,
      processorResponseText: 'Acquirer B: restricted card (forced by cardholder name)',
    });
    // Any other card meets the outage first.
    expect(await asTestCard(GERMAN_CARD)).toBe(2903);
  });
});

describe('outage windows', () => {
  it('answer each outage code between two instants, from included and to excluded', async () => {
    for (const code of [2903, 2914, 3901] as const) {
      const processor = make({
        outages: [{ from: '2026-11-22T10:00:00Z', to: '2026-11-22T11:00:00+00:00', code }],
      });
      const at = async (iso: string) =>
        (await processor.authorize(GERMAN_CARD, eur('10.00', new Date(iso)))).code;
      expect(await at('2026-11-22T09:59:59.999Z')).toBe(1000);
      expect(await at('2026-11-22T10:00:00.000Z')).toBe(code);
      expect(await at('2026-11-22T10:59:59.999Z')).toBe(code);
      expect(await at('2026-11-22T11:00:00.000Z')).toBe(1000);
    }
  });

  it('recur daily between two UTC times, past midnight too, and say so in the text', async () => {
    const processor = make({ outages: [{ from: '23:30', to: '00:30', code: 3901 }] });
    const at = (iso: string) => processor.authorize(GERMAN_CARD, eur('10.00', new Date(iso)));
    expect((await at('2026-11-22T23:29:00Z')).code).toBe(1000);
    expect(await at('2026-11-22T23:30:00Z')).toMatchObject({
      code: 3901,
      processorResponseText:
        'Acquirer B: processor Communication Error (outage from 23:30 to 00:30)',
    });
    expect((await at('2026-11-23T00:29:59Z')).code).toBe(3901);
    expect((await at('2026-11-23T00:30:00Z')).code).toBe(1000);
  });

  it('come before the approval profile, and reach rebills on the card on file', async () => {
    const processor = make({
      outages: [{ from: '09:00', to: '11:00', code: 2914 }],
      approval_profile: [{ when: {}, code: 2000 }],
    });
    expect((await processor.authorize(GERMAN_CARD, eur('1.00'))).code).toBe(2914);
    const rebill = await processor.rebill({
      card: { kind: 'stored', scheme: 'VISA', bin: '400000', last4: '1232', holderName: '' },
      expiryMonth: 12,
      expiryYear: 2030,
      retry: 1,
      ...eur('9.99'),
    });
    expect(rebill).toMatchObject({
      code: 2914,
      processorResponseText:
        'Acquirer B: processor timeout (outage from 09:00 to 11:00) (rebill, retry 1)',
    });
  });
});

describe('amount bands', () => {
  const banded = make({
    approval_profile: [
      { when: { amount: { currency_code: 'EUR', min: '100', max: '200.00' } }, code: 2007 },
    ],
  });
  const code = async (charge: ChargeRequest) => (await banded.authorize(GERMAN_CARD, charge)).code;

  it('hold both bounds, exactly', async () => {
    expect(await code(eur('99.99'))).toBe(1000);
    expect(await code(eur('100.00'))).toBe(2007);
    expect(await code(eur('100'))).toBe(2007);
    expect(await code(eur('200.00'))).toBe(2007);
    expect(await code(eur('200.01'))).toBe(1000);
  });

  it('apply to their currency only', async () => {
    expect(await code({ amount: '150.00', currencyCode: 'USD', now })).toBe(1000);
  });

  it('compare amounts too large for a float exactly', async () => {
    // 9007199254740993 is 2^53 + 1: as floats, .00 and .01 above it are the same number.
    const top = make({
      approval_profile: [
        { when: { amount: { currency_code: 'EUR', max: '9007199254740993.00' } }, code: 2000 },
      ],
    });
    expect((await top.authorize(GERMAN_CARD, eur('9007199254740993.00'))).code).toBe(2000);
    expect((await top.authorize(GERMAN_CARD, eur('9007199254740993.01'))).code).toBe(1000);
  });

  it('take the first matching rule, a BIN country and an amount together', async () => {
    const ordered = make({
      approval_profile: [
        {
          when: { bin_countries: ['US'], amount: { currency_code: 'EUR', min: '50' } },
          code: 2300,
        },
        { when: { bin_countries: ['US', 'DE'] }, code: 2006 },
      ],
    });
    expect((await ordered.authorize(AMERICAN_CARD, eur('50'))).code).toBe(2300);
    expect((await ordered.authorize(AMERICAN_CARD, eur('49.99'))).code).toBe(2006);
    expect((await ordered.authorize(GERMAN_CARD, eur('50'))).code).toBe(2006);
    // A card whose BIN the table does not know meets no country condition.
    expect((await ordered.authorize(typed('4111111111111111'), eur('50'))).code).toBe(1000);
  });
});

describe('a behaviour the checks would refuse', () => {
  it('never applies, so a stored mistake cannot fail a payment', async () => {
    const careless = make({
      approval_profile: [
        { when: {}, code: 9999 },
        { when: {}, code: 1301 },
      ],
      outages: [
        { from: '00:00', to: '23:59', code: 2000 as never },
        { from: 'now', to: 'later', code: 2903 },
      ],
    });
    expect((await careless.authorize(GERMAN_CARD, eur('1.00'))).code).toBe(1000);
  });
});

describe('latency', () => {
  it('waits through the sleep it is given before answering', async () => {
    const slept: number[] = [];
    let wake: () => void = () => {};
    const processor = createSandboxProcessor({
      id: 'slow',
      name: 'Slow Acquirer',
      behaviour: { latency_ms: 1500 },
      sleep: (ms) => {
        slept.push(ms);
        return new Promise<void>((resolve) => {
          wake = resolve;
        });
      },
    });
    let answered = false;
    const answer = processor.authorize(GERMAN_CARD, eur('1.00')).then((decision) => {
      answered = true;
      return decision;
    });
    // Let every pending callback run: the answer still waits on the sleep.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(slept).toEqual([1500]);
    expect(answered).toBe(false);
    wake();
    expect((await answer).code).toBe(1000);
  });

  it('sets no timer at all without a latency', async () => {
    const processor = createSandboxProcessor({
      id: 'quick',
      name: 'Quick Acquirer',
      sleep: () => {
        throw new Error('no latency: no sleep');
      },
    });
    expect((await processor.authorize(GERMAN_CARD, eur('1.00'))).code).toBe(1000);
    expect((await processor.refund(100n, now)).code).toBe(1000);
  });
});

describe('3-D Secure profile', () => {
  it("authenticates a card that is no 3-D Secure test card its own way when the merchant's rules ask", async () => {
    const frictionless = make({ three_ds: 'frictionless' });
    const challenging = make({ three_ds: 'challenge' });
    const asked = { forced3d: false, requested: true };

    expect(await frictionless.authenticate(GERMAN_CARD, asked)).toEqual({
      kind: 'decided',
      code: 1301,
      text: 'Acquirer B 3-D Secure: 3DS verification successful (frictionless) (no challenge: frictionless by profile)',
    });
    expect(await challenging.authenticate(GERMAN_CARD, asked)).toEqual({ kind: 'challenge' });
    // Not asked: no 3-D Secure; a 3-D Secure test card and forced_3d keep their own ways.
    expect(await frictionless.authenticate(GERMAN_CARD, { forced3d: false })).toEqual({
      kind: 'none',
    });
    expect(await frictionless.authenticate(typed('4000000000003220'), asked)).toEqual({
      kind: 'challenge',
    });
    expect(await frictionless.authenticate(GERMAN_CARD, { forced3d: true })).toEqual({
      kind: 'challenge',
    });
  });
});

describe('3-D Secure precedence: test card and forced_3d, then the merchant, then the profile', () => {
  const frictionless = make({ three_ds: 'frictionless' });
  const asked = { forced3d: false, requested: true };

  /** The port's answer for `card` when the merchant's section is `settings`, on a 3-D Secure acquirer. */
  const authenticated = (
    settings: ThreeDsSettings | undefined,
    card: PaymentCard,
    forced3d = false,
    processor = frictionless,
  ) => {
    const request = threeDsRequest(settings, cardFacts({ amount: '50.00', bin_country: 'DE' }));
    const requested = authenticationRequested(request, cardProcessor('acquirer-b'));
    return processor.authenticate(card, { forced3d, requested });
  };

  it("a 3-D Secure test card keeps its own authentication, whatever the profile and the merchant's rules", async () => {
    const challenging = make({ three_ds: 'challenge' });
    expect(await challenging.authenticate(typed('4000000000061301'), asked)).toMatchObject({
      kind: 'decided',
      code: 1301,
    });
    expect(await frictionless.authenticate(typed('4000000000061400'), asked)).toMatchObject({
      kind: 'decided',
      code: 1400,
    });
    expect(await authenticated({ mode: 'never' }, typed('4000000000003220'))).toEqual({
      kind: 'challenge',
    });
    expect(await authenticated({ mode: 'never' }, typed('4000000000011322'))).toMatchObject({
      kind: 'decided',
      code: 1322,
    });
  });

  it('a FORCE cardholder name and forced_3d win over a frictionless profile and over never', async () => {
    expect(
      await frictionless.authenticate(typed(GERMAN_CARD_NUMBER, 'FORCE 1325'), asked),
    ).toMatchObject({
      kind: 'decided',
      code: 1325,
    });
    expect(
      await frictionless.authenticate(GERMAN_CARD, { forced3d: true, requested: true }),
    ).toEqual({
      kind: 'challenge',
    });
    expect(await authenticated({ mode: 'never' }, GERMAN_CARD, true)).toEqual({
      kind: 'challenge',
    });
  });

  it("the merchant's request decides for any other card, and the profile how", async () => {
    expect(await authenticated({ mode: 'never' }, GERMAN_CARD)).toEqual({ kind: 'none' });
    expect(await authenticated(undefined, GERMAN_CARD)).toEqual({ kind: 'none' });
    expect(await authenticated({ mode: 'always' }, GERMAN_CARD)).toMatchObject({
      kind: 'decided',
      code: 1301,
    });
    const over = (amount: string): ThreeDsSettings => ({
      mode: 'rules',
      rules: [{ when: { min_amounts: [{ currency_code: 'EUR', amount }] } }],
    });
    expect(await authenticated(over('50.00'), GERMAN_CARD)).toMatchObject({ kind: 'decided' });
    expect(await authenticated(over('50.01'), GERMAN_CARD)).toEqual({ kind: 'none' });
    // Without a profile of its own a processor challenges.
    expect(await authenticated({ mode: 'always' }, GERMAN_CARD, false, make({}))).toEqual({
      kind: 'challenge',
    });
  });

  it('a stored card of no test card follows the profile too', async () => {
    const stored: PaymentCard = {
      kind: 'stored',
      scheme: 'VISA',
      bin: '400000',
      last4: '1232',
      holderName: '',
    };
    expect(await frictionless.authenticate(stored, asked)).toMatchObject({
      kind: 'decided',
      code: 1301,
    });
    expect(await frictionless.authenticate(stored, { forced3d: false })).toEqual({ kind: 'none' });
  });
});

describe('rebills', () => {
  const card: PaymentCard = {
    kind: 'stored',
    scheme: 'VISA',
    bin: '400000',
    last4: '1232',
    holderName: '',
  };
  const base = { card, expiryMonth: 12, expiryYear: 2030, retry: 0, ...eur('250.00') };

  it("answer a code forced for one rebill first, in the instance's name", async () => {
    const processor = make({ outages: [{ from: '00:00', to: '23:59', code: 2903 }] });
    expect(await processor.rebill({ ...base, forcedCode: 2302 })).toMatchObject({
      code: 2302,
      processorResponseText: 'Acquirer B: 2302 forced for this rebill',
    });
    expect(
      (await sandboxProcessor.rebill({ ...base, forcedCode: 2302 })).processorResponseText,
    ).toBe('Sandbox: 2302 forced for this rebill');
  });

  it('meet the approval profile by their amount', async () => {
    const processor = make({
      approval_profile: [{ when: { amount: { currency_code: 'EUR', min: '200' } }, code: 2007 }],
    });
    expect((await processor.rebill(base)).code).toBe(2007);
    expect((await processor.rebill({ ...base, amount: '199.99' })).code).toBe(1000);
  });
});
