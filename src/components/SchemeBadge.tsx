import type { JSX } from 'preact';
import type { CardScheme } from '../../common/card/card-scheme.ts';
import { schemeName } from '../marks/scheme-marks.ts';
import { SchemeLogo } from './SchemeLogo.tsx';
import './SchemeBadge.css';
import { useMessages } from '../messages/form-messages.ts';

/**
 * The detected scheme's logo inside the number field; a polite live region, so its name is
 * announced once found ("Card type: Visa"), which the logo beside the words does not repeat.
 */
export function SchemeBadge({ scheme }: { scheme: CardScheme | null }): JSX.Element {
  const t = useMessages();
  return (
    <span class="kassa-scheme-badge" aria-live="polite" data-scheme={scheme ?? undefined}>
      {scheme && (
        <>
          <span class="kassa-visually-hidden">
            {t('card.type', { scheme: schemeName(scheme) })}
          </span>
          <SchemeLogo scheme={scheme} decorative />
        </>
      )}
    </span>
  );
}
