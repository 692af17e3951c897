// What a decline tells the shopper to do next, by the spec's response code (spec: Errors →
// Recommended customer messages, mirrored for the merchant in server/contract/customer-messages.ts),
// and the card field at fault when the code names one: the form marks and focuses it. A chunk of
// its own, loaded with each payment (decline-advice-chunk.ts).
import type { ShopperError } from '../../common/contract/session-api.ts';
import type { FormKey } from '../../common/messages/en.ts';
import type { FormMessages } from '../messages/form-messages.ts';
import type { CardField } from './card/card-fields.ts';
import { customerMessage } from './customer-message.ts';
import type { DeclineBlame, FlowKind } from './method-model.ts';

// Travels in this chunk: a page needs it only once a payment has ended in a decline.
export { customerMessage };

/** `field`: the card field the code blames, marked with `fieldMessage` and focused. */
export interface DeclineAdvice extends DeclineBlame<CardField> {
  /** For the form's alert: what happened and what the shopper can do now. */
  message: string;
}

interface AdviceKeys {
  message: FormKey;
  field?: CardField;
  fieldMessage?: FormKey;
}

/** A 3-D Secure failure, in the words of the bank's side (spec: 3-D Secure codes). */
const THREE_DS_FAILED: AdviceKeys = { message: 'decline.three_ds_failed.advice' };

const ADVICE: readonly (readonly [codes: readonly number[], advice: AdviceKeys])[] = [
  [[2000, 2001, 2002, 2003], { message: 'decline.declined.advice' }],
  [[2004], { message: 'decline.insufficient_funds.advice' }],
  [[2005, 2006, 2203], { message: 'decline.card_not_supported.advice' }],
  [[2007], { message: 'decline.limit_exceeded.advice' }],
  [[2008, 2009, 2010, 2900, 2901], { message: 'decline.processing_error.advice' }],
  [
    [2101, 2102],
    {
      message: 'decline.security_code.advice',
      field: 'security_code',
      fieldMessage: 'decline.security_code.field',
    },
  ],
  [[2130, 2131, 2132, 2138, 2139, 2140, 1320, 1321, 1322, 1390], THREE_DS_FAILED],
  [
    [2202],
    { message: 'decline.expired.advice', field: 'expiry', fieldMessage: 'decline.expired.field' },
  ],
  [
    [2204, 2299],
    {
      message: 'decline.card_number.advice',
      field: 'number',
      fieldMessage: 'decline.card_number.field',
    },
  ],
];

const adviceByCode: ReadonlyMap<number, AdviceKeys> = new Map(
  ADVICE.flatMap(([codes, advice]) => codes.map((code) => [code, advice] as const)),
);

const keysFor = (error: ShopperError | undefined): AdviceKeys =>
  (error && adviceByCode.get(error.error_code)) ?? { message: 'form.error.declined' };

/** The advice for a card's decline the shopper may retry; `error` absent: of unknown cause. */
export function declineAdvice(t: FormMessages, error: ShopperError | undefined): DeclineAdvice {
  const { message, field, fieldMessage } = keysFor(error);
  return {
    message: t(message),
    ...(field && { field }),
    ...(fieldMessage && { fieldMessage: t(fieldMessage) }),
  };
}

/**
 * The alert after a decline with a method of `kind`: a card's (typed, saved or in a wallet) says
 * what to do next by its code; an alternative method's decline or cancel keeps the server's
 * message, which names no card.
 */
export function declineMessage(
  t: FormMessages,
  error: ShopperError | undefined,
  kind: FlowKind,
): string {
  const keys = keysFor(error);
  if (kind === 'card' || kind === 'wallet' || keys === THREE_DS_FAILED) return t(keys.message);
  return error ? customerMessage(t, error) : t('form.error.declined');
}
