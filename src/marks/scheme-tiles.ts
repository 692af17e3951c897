import type { Mark } from './mark.ts';
import { AMERICANEXPRESS, DINERSCLUB, DISCOVER, JCB, VISA } from './scheme-logos.generated.ts';
import type { MarkedScheme } from './scheme-marks.ts';

// The card schemes' marks, as `npm run marks` draws them into card-schemes.generated.svg. The logos
// come from the licensed icon set where it has them; Mastercard's circles are drawn in the three
// colours its brand rules require (its one-colour form is for where colour cannot be printed); the
// others are marks of Kassa's own design, the scheme's name on a tile of its colour (sources and
// rules: docs/marks.md).

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
