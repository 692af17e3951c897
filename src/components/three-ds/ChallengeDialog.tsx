import type { JSX } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useMessages } from '../../messages/form-messages.ts';
import { formThemeType, themedChallengeUrl } from './challenge-url.ts';
import { returnFocus } from './return-focus.ts';
import { lockScroll } from './scroll-lock.ts';

export interface ChallengeDialogProps {
  /** The challenge page (challenge_url), on the service's origin. */
  url: string;
  /** The shopper gives up the challenge (the flow's cancelAction). */
  cancel(): Promise<void>;
}

/** Also the id the dialog is labelled by. */
export const CHALLENGE_TITLE_ID = 'kassa-challenge-title';

/**
 * The challenge page in a modal `<dialog>`: showModal() puts it in the top layer and makes the
 * form behind it inert; Escape or Cancel asks the server to end the challenge as a denial. Sized
 * by CSS (ThreeDsChallenge.css): the EMV 500 × 600 window, the whole screen on a small one.
 */
export function ChallengeDialog({ url, cancel }: ChallengeDialogProps): JSX.Element {
  const t = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const mounted = useRef(true);

  useLayoutEffect(() => {
    const box = dialog.current;
    const page = frame.current;
    if (!box || !page) return;
    const document = box.ownerDocument;
    // The theme root is an ancestor of the form, so it is known only once the dialog is in it.
    page.src = themedChallengeUrl(url, formThemeType(box), document.baseURI);
    const before = document.activeElement;
    const unlock = lockScroll(document.documentElement);
    mounted.current = true;
    const openModal = (): void => {
      box.removeAttribute('open');
      box.showModal();
      // Into the dialog, on its first control: the title is read with it (aria-labelledby), and
      // the challenge page comes next in tab order.
      if (!box.contains(document.activeElement)) cancelButton.current?.focus();
    };
    // A frame without focus (a designer preview panel: an embedded form uses the page's overlay)
    // would pull focus from the page around it with showModal(), and show() too: the dialog is
    // shown in place by its attribute alone, and made modal once the frame gets focus, when
    // someone uses it.
    const view = document.defaultView;
    const waitForFocus = view !== null && view.parent !== view && !document.hasFocus();
    if (waitForFocus) {
      box.setAttribute('open', '');
      view.addEventListener('focus', openModal, { once: true });
    } else openModal();
    return () => {
      mounted.current = false;
      if (waitForFocus) view.removeEventListener('focus', openModal);
      if (box.open) box.close();
      unlock();
      returnFocus(document, before);
    };
  }, [url]);

  const leave = async (): Promise<void> => {
    if (cancelling) return;
    setCancelling(true);
    await cancel();
    // Still here: nothing was left to cancel (decided a moment ago) or the request failed; the
    // poll ends the screen, and until then the shopper may try again or finish the challenge.
    if (mounted.current) setCancelling(false);
  };

  const onCancel = (event: Event): void => {
    // Escape: the dialog stays until the flow moves on, so a failed cancel leaves the challenge
    // usable rather than a closed dialog over a form that still waits.
    event.preventDefault();
    void leave();
  };

  // A browser may close it without a `cancel` event (Chrome, on a second Escape): the shopper
  // gave up all the same. The screen's own close on unmount comes after `mounted` is false.
  const onClose = (): void => {
    if (mounted.current) void leave();
  };

  return (
    <dialog
      ref={dialog}
      class="kassa-challenge"
      aria-labelledby={CHALLENGE_TITLE_ID}
      onCancel={onCancel}
      onClose={onClose}
    >
      <div class="kassa-challenge-bar">
        <h2 class="kassa-challenge-title" id={CHALLENGE_TITLE_ID}>
          {t('three_ds.heading')}
        </h2>
        <button
          ref={cancelButton}
          class="kassa-challenge-cancel"
          type="button"
          aria-disabled={cancelling ? 'true' : undefined}
          onClick={() => void leave()}
        >
          {t('three_ds.cancel')}
        </button>
      </div>
      <iframe ref={frame} class="kassa-challenge-frame" title={t('three_ds.frame_title')} />
      {/* Tab past the challenge page's last control comes back to Cancel: a modal dialog alone
          lets focus leave the page for the browser's own controls. */}
      <button class="kassa-focus-wrap" type="button" onFocus={() => cancelButton.current?.focus()}>
        {t('three_ds.back_to_top')}
      </button>
    </dialog>
  );
}
