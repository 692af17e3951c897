// Card type detection on card-validator's bundled credit-card-type, with RuPay added: the spec
// lists RuPay among the card schemes (spec: Card payment methods) and the library lacks it.
import cardValidator from 'card-validator';

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
cardValidator.creditCardType.addCard({
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
cardValidator.creditCardType.changeOrder(RUPAY_TYPE, 0);

/** The one card type `digits` belongs to, or null while it is ambiguous or unknown. */
export function cardTypeOf(digits: string): CardType | null {
  return cardValidator.number(digits).card;
}

export interface CardNumberCheck {
  card: CardType | null;
  isValid: boolean;
}

/** Luhn and length for the detected type (card-validator's rules, UnionPay without Luhn). */
export function checkCardNumber(digits: string): CardNumberCheck {
  const { card, isValid } = cardValidator.number(digits);
  return { card, isValid };
}
