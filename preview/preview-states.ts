// The states a designer can put the form in. Each is data plus two hooks: what the fake API answers
// to a payment, and what to do to the real form model to reach the state. New states (an APM list,
// wallets) are one more entry here once the form core supports them; 3-D Secure has two.
import type { ApiResult } from '../src/checkout/api-client.ts';
import type { CardField } from '../src/checkout/card/card-fields.ts';
import type { CheckoutModel } from '../src/checkout/model.ts';
import type {
  PaymentAction,
  PaymentResult,
  SessionView,
  ShopperError,
} from '../src/contract/session-api.ts';
import { subscriptionOrder } from './sample-session.ts';

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

/**
 * The challenge the preview shows: a sample page the server serves for the designer (the form
 * adds `?theme=`), so a panel never opens a real challenge.
 */
export const PREVIEW_CHALLENGE: PaymentAction = {
  kind: 'three_ds',
  challenge_url: '/sandbox/acs/preview',
};

/** What a denied or cancelled challenge answers (THREE_DS 1320). */
export const THREE_DS_FAILED: ShopperError = {
  error_code: 1320,
  error_message: '3-D Secure authentication failed',
};

const never = <T>(): Promise<T> => new Promise<T>(() => {});
const answer = (value: PaymentResult): Promise<ApiResult<PaymentResult>> =>
  Promise.resolve({ ok: true, value });

function fill(model: CheckoutModel, card: Readonly<Record<CardField, string>>): void {
  for (const [name, value] of Object.entries(card) as [CardField, string][]) {
    model.method.value.fields[name].input(value);
  }
}

const sameSession = (sample: SessionView): SessionView => sample;
const approve = (session: SessionView) =>
  answer({ outcome: 'SUCCESS', redirect_url: 'about:blank', attempts_left: session.attempts_left });

/** A payment the issuer challenges; the challenge stays open, as a PROCESSING session's does. */
const opensChallenge: Omit<PreviewStateDefinition, 'id' | 'label'> = {
  session: sameSession,
  pay: (session) =>
    answer({ outcome: 'ACTION', action: PREVIEW_CHALLENGE, attempts_left: session.attempts_left }),
  sessionAfterPay: (session) => ({ ...session, state: 'PROCESSING', action: PREVIEW_CHALLENGE }),
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
      for (const field of Object.values(model.method.value.fields)) field.blur();
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
    session: (sample) => ({
      ...sample,
      products: [
        ...sample.products,
        {
          product_id: 'wrap',
          product_name: 'Gift wrapping',
          product_description: 'Recycled paper and a card',
          product_price: '2.00',
          is_optional: true,
          is_preselected: false,
        },
        {
          product_id: 'insurance',
          product_name: 'Shipping insurance',
          product_price: '1.50',
          is_optional: true,
          is_preselected: true,
        },
      ],
      amount: '35.90',
    }),
    pay: approve,
    prepare: () => {},
  },
  {
    // A checkout with only merchant_customer_id (issue 15): the form asks for e-mail and billing
    // country above the card.
    id: 'customer-details',
    label: 'Customer details needed',
    session: (sample) => ({ ...sample, missing_customer_fields: ['email', 'country_code'] }),
    pay: approve,
    prepare: () => {},
  },
  {
    // Apple Pay and Google Pay above the card (issue 9), as SANDBOX_WALLETS=on shows them: the
    // buttons open Kassa's sandbox sheet, whatever the designer's browser supports.
    id: 'wallets',
    label: 'Wallet buttons',
    session: (sample) => ({
      ...sample,
      methods: ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'],
      wallets: {
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
    // A subscription checkout (issue 10): a plan with a free trial, which costs nothing today, and
    // a one-time product; the form shows the plan's terms and the consent line above the button.
    id: 'subscription',
    label: 'Subscription order',
    session: subscriptionOrder,
    pay: approve,
    prepare: () => {},
  },
  {
    // A token session (POST /v1/token, issue 11): the shopper saves a card without paying; the
    // form names no amount, says "Save card" and starts with the merchant's prefilled_card_holder.
    id: 'save-card',
    label: 'Save card (token)',
    session: (sample) => ({
      ...sample,
      payment_type: 'TOKEN',
      amount: '0.00',
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
