import { type CardType, cardTypeOf, RUPAY_TYPE } from './card-type.ts';

/** The card schemes the spec names (spec: Card payment methods), spelled as it spells them. */
export const CARD_SCHEMES = [
  'VISA',
  'Mastercard',
  'Maestro',
  'Discover',
  'Diners',
  'UnionPay',
  'RuPay',
  'American Express',
  'JCB',
] as const;

export type CardScheme = (typeof CARD_SCHEMES)[number];

const schemeByCardType: Readonly<Record<string, CardScheme>> = {
  visa: 'VISA',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  discover: 'Discover',
  'diners-club': 'Diners',
  unionpay: 'UnionPay',
  [RUPAY_TYPE]: 'RuPay',
  'american-express': 'American Express',
  jcb: 'JCB',
};

/**
 * The spec's scheme name for a card-validator type ("diners-club" → "Diners"), or null for types
 * the service does not accept (Elo, Mir, Troy, …).
 */
export function toCardScheme(cardType: string): CardScheme | null {
  return Object.hasOwn(schemeByCardType, cardType) ? (schemeByCardType[cardType] ?? null) : null;
}

/** The scheme of a (possibly partial) card number, or null while unknown or not accepted. */
export function detectScheme(number: string): CardScheme | null {
  const card = cardTypeOf(number.replace(/\D/g, ''));
  return card ? toCardScheme(card.type) : null;
}

/** Security code length for `card` (4 for American Express, 3 otherwise and when unknown). */
export function securityCodeLength(card: CardType | null): number {
  return card?.code.size ?? 3;
}
