import type { JSX } from 'preact';
import schemeMarks from '../marks/card-schemes.generated.svg?no-inline';
import '../marks/marks.css';
import { type MarkedScheme, schemeMarkId, schemeName } from '../marks/scheme-marks.ts';

export interface SchemeLogoProps {
  scheme: MarkedScheme;
  /** The scheme's name is written beside it: the logo is then hidden from assistive technology. */
  decorative?: boolean | undefined;
  class?: string | undefined;
}

/**
 * A card scheme's logo: its tile of the schemes' image (src/marks/card-schemes.generated.svg, one
 * file for every scheme, fetched once); alone it is an image named after its scheme ("Visa").
 */
export function SchemeLogo({ scheme, decorative, class: className }: SchemeLogoProps): JSX.Element {
  const name = schemeName(scheme);
  return (
    <img
      class={className ? `kassa-mark ${className}` : 'kassa-mark'}
      src={`${schemeMarks}#${schemeMarkId(scheme)}`}
      alt={decorative ? '' : name}
      title={name}
      width="36"
      height="24"
    />
  );
}
