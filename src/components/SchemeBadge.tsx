import type { JSX } from 'preact';
import type { CardScheme } from '../../common/card/card-scheme.ts';
import { CARD_MARK_TEXT } from '../marks/marks-text.ts';
import { schemeName } from '../marks/scheme-marks.ts';
import { SchemeLogo } from './SchemeLogo.tsx';
import './SchemeBadge.css';

/**
 * The detected scheme's logo inside the number field; a polite live region, so its name is
 * announced once found ("Card type: Visa"), which the logo beside the words does not repeat.
 */
export function SchemeBadge({ scheme }: { scheme: CardScheme | null }): JSX.Element {
  return (
    <span class="kassa-scheme-badge" aria-live="polite" data-scheme={scheme ?? undefined}>
      {scheme && (
        <>
          <span class="kassa-visually-hidden">
            {CARD_MARK_TEXT.cardType} {schemeName(scheme)}
          </span>
          <SchemeLogo scheme={scheme} decorative />
        </>
      )}
    </span>
  );
}
