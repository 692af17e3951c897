import type { JSX } from 'preact';
import type { CardScheme } from '../../common/card/card-scheme.ts';
import { ACCEPTED_SCHEMES } from '../marks/scheme-marks.ts';
import { useMessages } from '../messages/form-messages.ts';
import { SchemeLogo } from './SchemeLogo.tsx';

export interface AcceptedSchemesProps {
  /** The schemes the checkout accepts; every scheme the service takes unless told. */
  schemes?: readonly CardScheme[];
  /** The scheme the number typed so far belongs to: the others fade (a logo each stays named). */
  detected?: CardScheme | null;
}

/** The logos of the cards the checkout accepts, before the number is typed: a named list. */
export function AcceptedSchemes({
  schemes = ACCEPTED_SCHEMES,
  detected = null,
}: AcceptedSchemesProps): JSX.Element {
  const t = useMessages();
  return (
    <ul
      class="kassa-accepted-schemes"
      aria-label={t('card.accepted')}
      data-detected={detected ?? undefined}
    >
      {schemes.map((scheme) => (
        <li key={scheme} data-detected={scheme === detected ? '' : undefined}>
          <SchemeLogo scheme={scheme} />
        </li>
      ))}
    </ul>
  );
}
