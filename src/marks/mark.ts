import type { LogoPath } from './logo-path.ts';

// What a mark is, for a card scheme or a payment method alike (MarkImage.tsx draws it in a tile of
// 36 × 24 units): a brand's logo from the licensed icon set, Mastercard's and Maestro's circles, or
// a mark of Kassa's own design where no licensed logo exists (docs/marks.md).

/** A brand logo: its path in its brand colour on a tile (white unless the brand's rules say). */
export interface LogoMark {
  readonly logo: LogoPath;
  /** The tile's colour: white by default, a brand colour where its logo sits on it. */
  readonly tile?: string;
  /** The logo's colour where the tile is the brand's (its reversed, one-colour form). */
  readonly fill?: string;
}

/** Two interlocking circles in their brand's colours: left, right, and where they overlap. */
export interface CirclesMark {
  readonly circles: readonly [string, string, string];
}

/** Kassa's own mark: a short name (a line break for two lines) in its colour on a coloured tile. */
export interface DesignedMark {
  readonly text: string;
  readonly background: string;
  /** The text's colour; white by default. */
  readonly color?: string;
}

export type Mark = LogoMark | CirclesMark | DesignedMark;
