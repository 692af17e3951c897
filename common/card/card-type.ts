// Card type detection on card-validator's bundled credit-card-type, with RuPay added: the spec
// lists RuPay among the card schemes (spec: Card payment methods) and the library lacks it.
// card-validator's index is CommonJS and pulls in every validator (expiry, CVV, postal code…);
// only its card-number check is used, so it is imported alone, with the credit-card-type it
// detects with (the same instance: card-validator requires the hoisted package), which keeps the
// checkout page's initial load smaller.
import { cardNumber } from 'card-validator/dist/card-number.js';
import creditCardType from 'credit-card-type';

/** A card type as credit-card-type describes it (patterns, gaps, lengths, code size). */
export interface CardType {
  type: string;
  niceType: string;
  gaps: number[];
  lengths: number[];
  code: { name: string; size: number };
}

export const RUPAY_TYPE = 'rupay';

// NPCI's RuPay IIN ranges. 508500–508999 overlaps Maestro's six-digit range and 652150–653149 sits
// inside Discover's "65", so RuPay is tested first: credit-card-type keeps the first of equally
// specific matches.
creditCardType.addCard({
  niceType: 'RuPay',
  type: RUPAY_TYPE,
  patterns: [
    [508500, 508999],
    [606985, 607984],
    [608001, 608500],
    [652150, 653149],
  ],
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
});
creditCardType.changeOrder(RUPAY_TYPE, 0);

/** The one card type `digits` belongs to, or null while it is ambiguous or unknown. */
export function cardTypeOf(digits: string): CardType | null {
  return cardNumber(digits).card;
}

/**
 * Whether `digits`, taken whole, has the prefix (IIN range) and a length of a card type the library
 * knows, whether or not Kassa accepts it: a card number, not merely a Luhn-valid run of digits.
 */
export function hasCardShape(digits: string): boolean {
  return creditCardType(digits).some((type) => type.lengths.includes(digits.length));
}

export interface CardNumberCheck {
  card: CardType | null;
  isValid: boolean;
  /** More digits could still make it valid: a start of a number, not a wrong one. */
  isPotentiallyValid: boolean;
}

/** Luhn and length for the detected type (card-validator's rules, UnionPay without Luhn). */
export function checkCardNumber(digits: string): CardNumberCheck {
  const { card, isValid, isPotentiallyValid } = cardNumber(digits);
  return { card, isValid, isPotentiallyValid };
}
