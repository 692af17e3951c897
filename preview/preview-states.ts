// The states a designer can put the form in. Each is data plus two hooks: what the fake API answers
// to a payment, and what to do to the real form model to reach the state. New states (an APM list,
// wallets) are one more entry here once the form core supports them; 3-D Secure has two.

import type {
  PaymentAction,
  PaymentResult,
  SessionView,
  ShopperError,
} from '../common/contract/session-api.ts';
import type { ApiResult } from '../src/checkout/api-client.ts';
import type { CardField } from '../src/checkout/card/card-fields.ts';
import type { CheckoutModel } from '../src/checkout/model.ts';
import { orderAmount, samplePrice, subscriptionOrder } from './sample-session.ts';

export interface PreviewStateDefinition {
  id: string;
  label: string;
  /** The sample session adjusted for this state (extra products, other methods…). */
  session(sample: SessionView): SessionView;
  /** What the fake API answers when the form pays. */
  pay(session: SessionView): Promise<ApiResult<PaymentResult>>;
  /**
   * The session as the fake API answers it once the form has paid, when it is not the same (a
   * 3-D Secure challenge keeps it PROCESSING with the challenge, as the server does).
   */
  sessionAfterPay?(session: SessionView): SessionView;
  /** Brings a fresh model into the state, as a shopper would (typing, submitting). */
  prepare(model: CheckoutModel): void;
  /**
   * The form as a merchant page embeds it: what its frame is too small for (the challenge) is
   * shown by the page's overlay (preview/merchant-page-overlay.ts).
   */
  embedded?: true;
}

/** Sample card data for the preview only: the sandbox's well-known approving test card. */
export const SAMPLE_CARD: Readonly<Record<CardField, string>> = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  security_code: '123',
  holder_name: 'Ada Lovelace',
};

const INVALID_CARD: Readonly<Record<CardField, string>> = {
  number: '4242 4242 4242 4241',
  expiry: '01/20',
  security_code: '1',
  holder_name: ' ',
};

export const DECLINE_MESSAGE = 'Insufficient funds';

/** Two saved cards for the preview (the sandbox's approving test cards' last 4). */
export const PREVIEW_SAVED_CARDS: NonNullable<SessionView['saved_cards']> = [
  {
    payment_token_id: 'tok_preview_visa',
    scheme: 'VISA',
    last4: '4242',
    expiry_month: 12,
    expiry_year: 2030,
  },
  {
    payment_token_id: 'tok_preview_mastercard',
    scheme: 'Mastercard',
    last4: '4444',
    expiry_month: 8,
    expiry_year: 2029,
  },
];

/**
 * The challenge the preview shows: a sample page the server serves for the designer (the form
 * adds `?theme=`), so a panel never opens a real challenge. It names no payment, so it is told
 * the checkout's language, and speaks the panel's.
 */
export function previewChallenge(session: Pick<SessionView, 'language'>): PaymentAction {
  const query = session.language ? `?${new URLSearchParams({ language: session.language })}` : '';
  return { kind: 'three_ds', challenge_url: `/sandbox/acs/preview${query}` };
}

/** What a denied or cancelled challenge answers (THREE_DS 1320). */
export const THREE_DS_FAILED: ShopperError = {
  error_code: 1320,
  error_message: '3-D Secure authentication failed',
};

/** What a cancelled alternative payment answers in the preview ("Pay another way"). */
export const APM_CANCELLED: ShopperError = {
  error_code: 2000,
  error_message: 'The payment was cancelled. Choose how to pay.',
};

/** The preview's checkout of alternative methods: one of each flow kind beside the card (EUR). */
const APM_METHODS = ['CARD', 'IDEAL', 'PAYCONIQ', 'MULTIBANCO', 'MBWAY'];

/** A step's limit for the preview: far enough that the countdown runs while the designer looks. */
const inMinutes = (minutes: number): string =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/** The sandbox provider page every preview step names (the links only; nothing is paid). */
const PREVIEW_PROVIDER = '/sandbox/provider/preview';

/** Each flow kind's step as the preview shows it. */
export function previewApmAction(kind: 'redirect' | 'qr' | 'voucher' | 'bank_app'): PaymentAction {
  switch (kind) {
    case 'redirect':
      return { kind, method: 'IDEAL', url: PREVIEW_PROVIDER, expires_at: inMinutes(10) };
    case 'qr':
      return {
        kind,
        method: 'PAYCONIQ',
        payload: `https://pay.kassa.example${PREVIEW_PROVIDER}`,
        expires_at: inMinutes(5),
      };
    case 'voucher':
      return {
        kind,
        method: 'MULTIBANCO',
        reference: '21312 123 456 789',
        instructions:
          'Pay at any Multibanco ATM or in your bank’s app: choose Payments, enter the entity and reference, and the amount.',
        provider_url: PREVIEW_PROVIDER,
        expires_at: inMinutes(3 * 24 * 60),
      };
    case 'bank_app':
      return {
        kind,
        method: 'MBWAY',
        instructions: 'Open the MB WAY app on your phone and confirm the payment request.',
        provider_url: PREVIEW_PROVIDER,
        expires_at: inMinutes(4),
      };
  }
}

/** The alternative method of the preview list that pays in `kind`, chosen and paid with. */
function payWithKind(kind: 'redirect' | 'qr' | 'voucher' | 'bank_app') {
  return (model: CheckoutModel): void => {
    const method = model.methods.find((m) => m.kind === kind);
    if (method) model.choose(method);
    void model.pay();
  };
}

/** A checkout of the preview's methods whose payment opens the step of `kind`. */
function opensApmStep(
  kind: 'redirect' | 'qr' | 'voucher' | 'bank_app',
): Omit<PreviewStateDefinition, 'id' | 'label'> {
  const action = previewApmAction(kind);
  return {
    session: (sample) => ({ ...sample, methods: APM_METHODS }),
    pay: (session) => answer({ outcome: 'ACTION', action, attempts_left: session.attempts_left }),
    sessionAfterPay: (session) => ({ ...session, state: 'PROCESSING', action }),
    prepare: payWithKind(kind),
  };
}

const never = <T>(): Promise<T> => new Promise<T>(() => {});
const answer = (value: PaymentResult): Promise<ApiResult<PaymentResult>> =>
  Promise.resolve({ ok: true, value });

function fill(model: CheckoutModel, card: Readonly<Record<CardField, string>>): void {
  for (const [name, value] of Object.entries(card) as [CardField, string][]) {
    model.card.fields[name].input(value);
  }
}

const sameSession = (sample: SessionView): SessionView => sample;
const approve = (session: SessionView) =>
  answer({ outcome: 'SUCCESS', redirect_url: 'about:blank', attempts_left: session.attempts_left });

/** A payment the issuer challenges; the challenge stays open, as a PROCESSING session's does. */
const opensChallenge: Omit<PreviewStateDefinition, 'id' | 'label'> = {
  session: sameSession,
  pay: (session) =>
    answer({
      outcome: 'ACTION',
      action: previewChallenge(session),
      attempts_left: session.attempts_left,
    }),
  sessionAfterPay: (session) => ({
    ...session,
    state: 'PROCESSING',
    action: previewChallenge(session),
  }),
  prepare(model) {
    fill(model, SAMPLE_CARD);
    void model.pay();
  },
};

export const PREVIEW_STATES: readonly PreviewStateDefinition[] = [
  { id: 'empty', label: 'Empty', session: sameSession, pay: approve, prepare: () => {} },
  {
    id: 'filled',
    label: 'Filled',
    session: sameSession,
    pay: approve,
    prepare: (model) => fill(model, SAMPLE_CARD),
  },
  {
    id: 'invalid',
    label: 'Invalid fields',
    session: sameSession,
    pay: approve,
    prepare(model) {
      fill(model, INVALID_CARD);
      // Leaving a field shows its message, as the shopper would see it after tabbing through.
      for (const field of Object.values(model.card.fields)) field.blur();
    },
  },
  {
    id: 'processing',
    label: 'Processing',
    session: sameSession,
    pay: never,
    prepare(model) {
      fill(model, SAMPLE_CARD);
      void model.pay();
    },
  },
  {
    id: 'declined',
    label: 'Declined with message',
    session: sameSession,
    pay: (session) =>
      answer({
        outcome: 'RETRY',
        error: { error_code: 2004, error_message: DECLINE_MESSAGE },
        attempts_left: session.attempts_left - 1,
      }),
    prepare(model) {
      fill(model, SAMPLE_CARD);
      void model.pay();
    },
  },
  {
    id: 'success',
    label: 'Success',
    session: sameSession,
    pay: approve,
    prepare(model) {
      fill(model, SAMPLE_CARD);
      void model.pay();
    },
  },
  { id: 'three-ds', label: '3-D Secure challenge', ...opensChallenge },
  {
    id: 'three-ds-embedded',
    label: '3-D Secure challenge (embedded)',
    ...opensChallenge,
    embedded: true,
  },
  {
    id: 'three-ds-failed',
    label: '3-D Secure failed',
    session: sameSession,
    pay: (session) =>
      answer({
        outcome: 'RETRY',
        error: THREE_DS_FAILED,
        attempts_left: session.attempts_left - 1,
      }),
    prepare(model) {
      fill(model, SAMPLE_CARD);
      void model.pay();
    },
  },
  {
    id: 'optional-products',
    label: 'Optional products',
    session: (sample) => {
      const currency = sample.currency_code;
      const products: SessionView['products'] = [
        ...sample.products,
        {
          product_id: 'wrap',
          product_name: 'Gift wrapping',
          product_description: 'Recycled paper and a card',
          product_price: samplePrice(200, currency),
          is_optional: true,
          is_preselected: false,
        },
        {
          product_id: 'insurance',
          product_name: 'Shipping insurance',
          product_price: samplePrice(150, currency),
          is_optional: true,
          is_preselected: true,
        },
      ];
      return { ...sample, products, amount: orderAmount(products, currency) };
    },
    pay: approve,
    prepare: () => {},
  },
  {
    // A checkout with only merchant_customer_id: the form asks for e-mail and billing
    // country above the card.
    id: 'customer-details',
    label: 'Customer details needed',
    session: (sample) => ({ ...sample, missing_customer_fields: ['email', 'country_code'] }),
    pay: approve,
    prepare: () => {},
  },
  {
    // Apple Pay and Google Pay above the card, as SANDBOX_WALLETS=on shows them: the
    // buttons open Kassa's sandbox sheet, whatever the designer's browser supports.
    id: 'wallets',
    label: 'Wallet buttons',
    session: (sample) => ({
      ...sample,
      methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'],
      wallets: {
        methods: ['APPLE_PAY', 'GOOGLE_PAY'],
        sandbox_sheet: true,
        merchant_name: sample.shop_name ?? 'Kassa sandbox',
        country_code: 'NL',
        networks: ['VISA', 'MASTERCARD', 'AMEX'],
      },
    }),
    pay: approve,
    prepare: () => {},
  },
  {
    // A subscription checkout: a plan with a free trial, which costs nothing today, and
    // a one-time product; the form shows the plan's terms and the consent line above the button.
    id: 'subscription',
    label: 'Subscription order',
    session: subscriptionOrder,
    pay: approve,
    prepare: () => {},
  },
  {
    // The alternative methods: the list, and each flow kind's waiting screen.
    id: 'methods',
    label: 'Payment method list',
    session: (sample) => ({ ...sample, methods: APM_METHODS }),
    pay: approve,
    prepare(model) {
      const ideal = model.methods.find((m) => m.kind === 'redirect');
      if (ideal) model.choose(ideal);
    },
  },
  // Embedded, the redirect's screen waits with "Open iDEAL"; the hosted page would leave for it.
  { id: 'apm-redirect', label: 'Redirect waiting', ...opensApmStep('redirect'), embedded: true },
  { id: 'apm-qr', label: 'QR code', ...opensApmStep('qr') },
  { id: 'apm-voucher', label: 'Voucher', ...opensApmStep('voucher') },
  { id: 'apm-bank-app', label: 'Bank app waiting', ...opensApmStep('bank_app') },
  {
    // Cards the customer saved on an earlier checkout: the first is chosen, and only
    // its security code is asked; the card's item brings the card fields and the save box.
    id: 'saved-cards',
    label: 'Saved cards',
    session: (sample) => ({ ...sample, saved_cards: PREVIEW_SAVED_CARDS, save_card_offered: true }),
    pay: approve,
    prepare: () => {},
  },
  {
    // A token session (POST /v1/token): the shopper saves a card without paying; the
    // form names no amount, says "Save card" and starts with the merchant's prefilled_card_holder.
    id: 'save-card',
    label: 'Save card (token)',
    // Saving the card is the whole session: the server offers no box to tick for it.
    session: ({ save_card_offered: _offered, ...sample }) => ({
      ...sample,
      payment_type: 'TOKEN',
      amount: samplePrice(0, sample.currency_code),
      products: [],
      prefilled_card_holder: 'Ann Example',
    }),
    pay: approve,
    prepare: () => {},
  },
];

export const DEFAULT_STATE_ID = 'empty';

export function findPreviewState(id: string): PreviewStateDefinition {
  return (
    PREVIEW_STATES.find((state) => state.id === id) ??
    (PREVIEW_STATES.find((state) => state.id === DEFAULT_STATE_ID) as PreviewStateDefinition)
  );
}
