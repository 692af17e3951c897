import { CARD_SCHEMES, type CardScheme } from '../../common/card/card-scheme.ts';

// The card schemes that have a mark, and how the form names and finds them. The marks themselves
// (scheme-tiles.ts) are drawn once, by `npm run marks`, into one image of them all
// (card-schemes.generated.svg), which the form shows one tile at a time (SchemeLogo.tsx): the
// card form's code carries their names, not their paths.

/** Schemes the number field can recognise though the service refuses them, kept for their marks. */
export const OTHER_SCHEMES = ['Mir', 'Elo', 'Hipercard'] as const;

/** Every scheme that has a mark: the service's (CARD_SCHEMES), then the others. */
export const MARKED_SCHEMES = [...CARD_SCHEMES, ...OTHER_SCHEMES] as const;
export type MarkedScheme = (typeof MARKED_SCHEMES)[number];

/** The schemes a checkout accepts, in the spec's order: every scheme the service takes. */
export const ACCEPTED_SCHEMES: readonly CardScheme[] = CARD_SCHEMES;

const SHOPPER_NAMES: Partial<Record<MarkedScheme, string>> = {
  VISA: 'Visa',
  Diners: 'Diners Club',
};

/** How a scheme is named to a shopper ("Visa", not the spec's "VISA"). */
export const schemeName = (scheme: MarkedScheme): string => SHOPPER_NAMES[scheme] ?? scheme;

export const isMarkedScheme = (name: string): name is MarkedScheme =>
  (MARKED_SCHEMES as readonly string[]).includes(name);

/** A scheme's tile in card-schemes.generated.svg: `#american-express`. */
export const schemeMarkId = (scheme: MarkedScheme): string =>
  scheme.toLowerCase().replace(/ /g, '-');
