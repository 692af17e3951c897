import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeclineAdvice } from '../src/checkout/decline-advice-chunk.ts';
import { createCheckoutModel, loadApmStep } from '../src/checkout/model.ts';
import * as subscriptionTerms from '../src/checkout/subscription.ts';
import * as customerStep from '../src/components/customer-step.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { createFakeApiClient } from './fake-api-client.ts';
import {
  DECLINE_MESSAGE,
  findPreviewState,
  PREVIEW_STATES,
  previewChallenge,
} from './preview-states.ts';
import { sampleSession } from './sample-session.ts';

const THREE_DS_IN_PLAIN_WORDS =
  'Your bank could not confirm this payment. Try again or use another card.';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The panels load a decline's advice before they show any state (preview/main.tsx).
beforeAll(() => loadDeclineAdvice());

async function modelIn(stateId: string) {
  const state = findPreviewState(stateId);
  const session = state.session(sampleSession());
  const model = createCheckoutModel(session, createFakeApiClient(session, state), {
    messages: englishMessages,
    onOutcome: () => {},
    customerStep,
    subscriptionTerms,
    apmStep: await loadApmStep(session),
    browserLanguages: ['de-DE'],
  });
  state.prepare(model);
  await settle();
  return model;
}

describe('the preview states', () => {
  it('has the states the issue lists, each with a unique id', () => {
    const ids = PREVIEW_STATES.map((state) => state.id);
    expect(ids).toEqual([
      'empty',
      'filled',
      'invalid',
      'processing',
      'declined',
      'success',
      'three-ds',
      'three-ds-embedded',
      'three-ds-failed',
      'optional-products',
      'customer-details',
      'wallets',
      'subscription',
      'methods',
      'apm-redirect',
      'apm-qr',
      'apm-voucher',
      'apm-bank-app',
      'saved-cards',
      'save-card',
    ]);
  });

  it('brings the real form model into each state', async () => {
    const empty = await modelIn('empty');
    expect(empty.card.fields.number.value.value).toBe('');
    expect(empty.payState.value).toBe('ready');

    const filled = await modelIn('filled');
    expect(filled.card.fields.number.value.value).toBe('4242 4242 4242 4242');
    expect(filled.card.fields.number.error.value).toBeNull();

    const invalid = await modelIn('invalid');
    expect(invalid.card.fields.number.error.value).not.toBeNull();
    expect(invalid.card.fields.expiry.error.value).not.toBeNull();

    expect((await modelIn('processing')).payState.value).toBe('busy');

    const declined = await modelIn('declined');
    // What the form says for the code: the spec's message, then what to do next.
    expect(declined.formError.value).toBe(
      `${DECLINE_MESSAGE} on this card. Use another card or payment method.`,
    );
    expect(declined.payState.value).toBe('ready');

    expect((await modelIn('success')).payState.value).toBe('paid');

    const optional = await modelIn('optional-products');
    expect(optional.order.products.filter((line) => line.optional)).toHaveLength(2);

    const customer = (await modelIn('customer-details')).customer;
    expect(customer?.part.value?.model.fields).toEqual(['email', 'country_code']);
    expect(customer?.part.value?.model.country.value.value).toBe('DE');
    expect((await modelIn('empty')).customer).toBeNull();

    const wallets = (await modelIn('wallets')).session.value;
    expect(wallets.methods).toEqual(['CARD', 'APPLE_PAY', 'GOOGLE_PAY']);
    expect(wallets.wallets?.sandbox_sheet).toBe(true);

    // A trial plan and a one-time product: the cup is paid today, the plan's terms are shown.
    const subscription = await modelIn('subscription');
    expect(subscription.order.totalText.value).toBe('€9.50');
    expect(subscription.order.products.map((line) => line.terms)).toEqual([
      '14-day free trial, then €9.90 every 30 days',
      undefined,
    ]);
    expect(subscription.subscription?.value?.button).toEqual({
      'aria-describedby': 'kassa-consent',
    });

    // A token session: "Save card", no total row, the holder's name to start from.
    const saveCard = await modelIn('save-card');
    expect(saveCard.subscription?.value).toMatchObject({
      hideTotal: true,
      button: { label: 'Save card', done: 'Card saved' },
    });
    expect(saveCard.card.fields.holder_name.value.value).toBe('Ann Example');
  });

  it.each(['three-ds', 'three-ds-embedded'])(
    '%s opens the 3-D Secure challenge and keeps it open, as a PROCESSING session does',
    async (id) => {
      const state = findPreviewState(id);
      const session = state.session(sampleSession());
      const client = createFakeApiClient(session, state);
      const model = createCheckoutModel(session, client, {
        messages: englishMessages,
        onOutcome: () => {},
        customerStep,
        pollIntervalMs: 1,
      });
      state.prepare(model);
      await settle();
      const shown = model.state.value;
      expect(shown.step === 'action' && shown.action).toEqual(previewChallenge(session));
      // The sample challenge page speaks the checkout's language, as the panel's form does.
      expect(previewChallenge(session)).toEqual({
        kind: 'three_ds',
        challenge_url: '/sandbox/acs/preview?language=en-us',
      });
      // The polls read the challenge still open: the screen stays.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(model.state.value.step).toBe('action');
      expect((await client.getSession()).ok && model.session.value.state).toBe('PROCESSING');

      // The challenge's Cancel answers as the server would.
      await model.cancelAction();
      expect(model.formError.value).toBe(THREE_DS_IN_PLAIN_WORDS);
      expect(model.payState.value).toBe('ready');
      model.dispose();
    },
  );

  it('shows a failed 3-D Secure challenge as the decline it is (1320)', async () => {
    const failed = await modelIn('three-ds-failed');
    expect(failed.formError.value).toBe(THREE_DS_IN_PLAIN_WORDS);
    expect(failed.payState.value).toBe('ready');
  });

  it("offers the alternative methods in a list, and opens each flow kind's step", async () => {
    const list = await modelIn('methods');
    expect(list.methods.map((method) => method.kind)).toEqual([
      'card',
      'redirect',
      'qr',
      'voucher',
      'bank_app',
    ]);
    expect(list.methodParts).toBeDefined();
    for (const [id, kind] of [
      ['apm-redirect', 'redirect'],
      ['apm-qr', 'qr'],
      ['apm-voucher', 'voucher'],
      ['apm-bank-app', 'bank_app'],
    ] as const) {
      const model = await modelIn(id);
      const state = model.state.value;
      expect(state.step === 'action' && state.action.kind, id).toBe(kind);
      await model.cancelAction();
      expect(model.state.value.step, id).toBe('ready');
      model.dispose();
    }
  });

  it('falls back to the empty state for an unknown id', () => {
    expect(findPreviewState('nope').id).toBe('empty');
  });
});
