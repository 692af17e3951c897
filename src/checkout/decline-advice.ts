// What a decline tells the shopper to do next, by the spec's response code (spec: Errors →
// Recommended customer messages, mirrored for the merchant in server/contract/customer-messages.ts),
// and the card field at fault when the code names one: the form marks and focuses it. A chunk of
// its own, loaded with each payment (decline-advice-chunk.ts).
import type { ShopperError } from '../../common/contract/session-api.ts';
import type { CardField } from './card/card-fields.ts';
import { FORM_MESSAGES } from './field-messages.ts';
import type { DeclineBlame, FlowKind } from './method-model.ts';

/** `field`: the card field the code blames, marked with `fieldMessage` and focused. */
export interface DeclineAdvice extends DeclineBlame<CardField> {
  /** For the form's alert: what happened and what the shopper can do now. */
  message: string;
}

/** A 3-D Secure failure, in the words of the bank's side (spec: 3-D Secure codes). */
export const THREE_DS_FAILED =
  'Your bank could not confirm this payment. Try again or use another card.';

const DECLINED = FORM_MESSAGES.declined;

const ADVICE: readonly (readonly [codes: readonly number[], advice: DeclineAdvice])[] = [
  [
    [2000, 2001, 2002, 2003],
    { message: 'Your bank declined this payment. Try again or use another card.' },
  ],
  [[2004], { message: 'Insufficient funds on this card. Use another card or payment method.' }],
  [[2005, 2006, 2203], { message: 'This card cannot be used for this payment. Use another card.' }],
  [
    [2007],
    { message: "This payment is over the card's limit. Use another card or payment method." },
  ],
  [
    [2008, 2009, 2010, 2900, 2901],
    { message: 'Something went wrong while processing the card. Try again in a moment.' },
  ],
  [
    [2101, 2102],
    {
      message: 'The security code was not accepted. Check it on your card and enter it again.',
      field: 'security_code',
      fieldMessage: 'Check the security code on your card and enter it again',
    },
  ],
  [[2130, 2131, 2132, 2138, 2139, 2140, 1320, 1321, 1322, 1390], { message: THREE_DS_FAILED }],
  [
    [2202],
    {
      message: 'Your bank says this card has expired. Check the expiry date or use another card.',
      field: 'expiry',
      fieldMessage: 'Check the expiry date on your card',
    },
  ],
  [
    [2204, 2299],
    {
      message: 'Your bank does not know this card number. Check it or use another card.',
      field: 'number',
      fieldMessage: 'Check the card number',
    },
  ],
];

const adviceByCode: ReadonlyMap<number, DeclineAdvice> = new Map(
  ADVICE.flatMap(([codes, advice]) => codes.map((code) => [code, advice] as const)),
);

/** The advice for a card's decline the shopper may retry; `error` absent: of unknown cause. */
export function declineAdvice(error: ShopperError | undefined): DeclineAdvice {
  return (error && adviceByCode.get(error.error_code)) ?? { message: DECLINED };
}

/**
 * The alert after a decline with a method of `kind`: a card's (typed, saved or in a wallet) says
 * what to do next by its code; an alternative method's decline or cancel keeps the server's
 * message, which names no card.
 */
export function declineMessage(error: ShopperError | undefined, kind: FlowKind): string {
  const advice = declineAdvice(error);
  if (kind === 'card' || kind === 'wallet' || advice.message === THREE_DS_FAILED)
    return advice.message;
  return error?.error_message ?? DECLINED;
}
