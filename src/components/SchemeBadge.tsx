import type { JSX } from 'preact';
import type { CardScheme } from '../card/card-scheme.ts';
import './SchemeBadge.css';

/** The detected scheme as a text badge; a polite live region so it is announced once found. */
export function SchemeBadge({ scheme }: { scheme: CardScheme | null }): JSX.Element {
  return (
    <span class="kassa-scheme-badge" aria-live="polite" data-scheme={scheme ?? undefined}>
      {scheme && (
        <>
          <span class="kassa-visually-hidden">Card type: </span>
          {scheme}
        </>
      )}
    </span>
  );
}
