import { CARD_SCHEMES, type CardScheme } from '../../common/card/card-scheme.ts';
import type { Mark } from './mark.ts';
import { AMERICANEXPRESS, DINERSCLUB, DISCOVER, JCB, VISA } from './scheme-logos.generated.ts';

// The card schemes' marks: part of every card form's first bytes (the card-only budget), so only
// small paths and a few words. The logos come from the licensed icon set where it has them;
// Mastercard's circles are drawn in the three colours its brand rules require (its one-colour
// form is for where colour cannot be printed); the others are marks of Kassa's own design, the
// scheme's name on a tile of its colour (sources and rules: docs/marks.md).

/** Schemes the number field can recognise though the service refuses them, kept for their marks. */
export const OTHER_SCHEMES = ['Mir', 'Elo', 'Hipercard'] as const;

/** Every scheme that has a mark: the service's (CARD_SCHEMES), then the others. */
export const MARKED_SCHEMES = [...CARD_SCHEMES, ...OTHER_SCHEMES] as const;
export type MarkedScheme = (typeof MARKED_SCHEMES)[number];

export const SCHEME_MARKS: Readonly<Record<MarkedScheme, Mark>> = {
  VISA: { logo: VISA },
  Mastercard: { circles: ['#EB001B', '#F79E1B', '#FF5F00'] },
  Maestro: { circles: ['#EB001B', '#00A2E5', '#7375CF'] },
  Discover: { logo: DISCOVER },
  Diners: { logo: DINERSCLUB },
  UnionPay: { text: 'UnionPay', background: '#005b82' },
  RuPay: { text: 'RuPay', background: '#1b3f8b' },
  'American Express': { logo: AMERICANEXPRESS },
  JCB: { logo: JCB },
  Mir: { text: 'МИР', background: '#0f754e' },
  Elo: { text: 'elo', background: '#000000' },
  Hipercard: { text: 'Hiper', background: '#b3131b' },
};

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
