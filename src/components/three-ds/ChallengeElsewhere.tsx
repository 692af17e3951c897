import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { ActionOverlay } from '../../checkout/flow/action-screens.ts';
import { useMessages } from '../../messages/form-messages.ts';
import { challengeLook } from './challenge-look.ts';
import { formThemeType, themedChallengeUrl } from './challenge-url.ts';
import { returnFocus } from './return-focus.ts';

export interface ChallengeElsewhereProps {
  url: string;
  cancel(): Promise<void>;
  /** The merchant page's overlay (the form is embedded). */
  overlay: ActionOverlay;
}

/**
 * The embedded form's challenge: the merchant page shows it over everything (the form's iframe is
 * too small for the 500 × 600 window), and the form says where to look meanwhile.
 */
export function ChallengeElsewhere({ url, cancel, overlay }: ChallengeElsewhereProps): JSX.Element {
  const t = useMessages();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const here = status.current;
    if (!here) return;
    const document = here.ownerDocument;
    const close = overlay.show(
      themedChallengeUrl(url, formThemeType(here), document.baseURI),
      challengeLook(here),
      {
        title: t('three_ds.heading'),
        cancel: t('three_ds.cancel'),
        frame: t('three_ds.frame_title'),
      },
      () => {
        void cancel();
      },
    );
    return () => {
      close();
      // Only when the form's frame has focus: the page gives it back to the frame as it removes
      // its overlay (embed/challenge-overlay.ts), and the frame must not take it from the page.
      if (document.hasFocus()) returnFocus(document, null);
    };
  }, [url, overlay, cancel, t]);
  return (
    <p ref={status} class="kassa-challenge-status" role="status">
      {t('three_ds.elsewhere')}
    </p>
  );
}
