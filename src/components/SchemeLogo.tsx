import type { JSX } from 'preact';
import { MarkImage } from '../marks/MarkImage.tsx';
import { type MarkedScheme, SCHEME_MARKS, schemeName } from '../marks/scheme-marks.ts';

export interface SchemeLogoProps {
  scheme: MarkedScheme;
  /** The scheme's name is written beside it: the logo is then hidden from assistive technology. */
  decorative?: boolean | undefined;
  class?: string | undefined;
}

/** A card scheme's logo; alone it is an image named after its scheme ("Visa"). */
export function SchemeLogo({ scheme, decorative, class: className }: SchemeLogoProps): JSX.Element {
  return (
    <MarkImage
      mark={SCHEME_MARKS[scheme]}
      name={schemeName(scheme)}
      decorative={decorative}
      class={className}
    />
  );
}
