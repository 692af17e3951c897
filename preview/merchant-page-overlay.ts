// The "3-D Secure challenge (embedded)" state: the panel plays the merchant page, and the
// challenge is shown by kassa.js's own overlay (embed/challenge-overlay.ts) in the look the form
// sends it, so the designer sees what a shopper sees over a merchant's page. The overlay takes
// focus, as it must on a merchant page; a panel the designer is not using gives it back to the
// control the designer was on (the panels share the preview's origin).

import { openChallenge } from '../embed/challenge-overlay.ts';
import type { ActionOverlay } from '../src/checkout/flow/action-screens.ts';

export function merchantPageOverlay(win: Window): ActionOverlay {
  return {
    show(url, look, texts, onCancel) {
      const designerWasOn = win.document.hasFocus() ? null : win.parent.document.activeElement;
      const close = openChallenge(win, url, look, texts, onCancel);
      if (designerWasOn && 'focus' in designerWasOn && typeof designerWasOn.focus === 'function')
        designerWasOn.focus();
      return close;
    },
  };
}
