// The 3-D Secure challenge on the merchant page: the form's iframe is too small for the
// 500 × 600 challenge window, so the form asks the page (`challenge`), and the page shows the
// service's challenge page in a modal <dialog> of its own. showModal() puts it in the top layer,
// above anything the merchant shows, its own open modal included, and makes the page inert. The
// dialog decides nothing: the form polls its session and says when it is over (`challenge-end`,
// `result`). No Preact and no stylesheet: a few inline styles (the CSSOM, which a strict
// style-src allows), and one window size check, redone on resize. It wears the form's theme: the
// look the form sends with `challenge` (src/protocol/messages.ts).

import { CHALLENGE_PATH, type ChallengeLook, type OverlayTexts } from '../src/protocol/messages.ts';

/** The only challenge pages a page shows: the service's own sandbox ACS pages. */
export function isServiceChallenge(url: string, serviceOrigin: string): boolean {
  try {
    const { origin, pathname } = new URL(url);
    return origin === serviceOrigin && pathname.startsWith(`${CHALLENGE_PATH}/`);
  } catch {
    return false;
  }
}

/** EMV 3DS challenge window size 05; a smaller screen (below 600 px either way) gets all of it. */
const fits = (win: Window): boolean => win.innerWidth >= 600 && win.innerHeight >= 600;

/**
 * Each part of the look on the one longhand property it styles: the browser drops a value that is
 * not valid there, and the default set before it stays.
 */
function wear(element: HTMLElement, look: Record<string, string>): void {
  for (const [property, value] of Object.entries(look)) element.style.setProperty(property, value);
}

/**
 * Shows `url` over the page until the answered close runs; `onCancel` when the shopper gives up
 * (Cancel, Escape).
 */
export function openChallenge(
  win: Window,
  url: string,
  look: ChallengeLook,
  texts: OverlayTexts,
  onCancel: () => void,
): () => void {
  const doc = win.document;
  const root = doc.documentElement;
  // Usually the form's iframe, where the shopper pressed pay: focus goes back there.
  const before = doc.activeElement as HTMLElement | null;
  const overflow = root.style.getPropertyValue('overflow');
  const priority = root.style.getPropertyPriority('overflow');
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string, text = '') => {
    const element = doc.createElement(tag);
    element.style.cssText = css;
    element.textContent = text;
    return element;
  };

  // The dialog covers the viewport and is its own backdrop (a ::backdrop needs a stylesheet).
  const dialog = make(
    'dialog',
    'box-sizing:border-box;display:flex;align-items:center;justify-content:center;width:100vw;height:100dvh;max-width:none;max-height:none;margin:0;padding:0;border:0;background:rgb(0 0 0/.55);overflow:hidden',
  );
  dialog.setAttribute('aria-labelledby', 'kassa-challenge-title');
  const panel = make(
    'div',
    'box-sizing:border-box;display:flex;flex-direction:column;overflow:hidden;font:16px/1.5 system-ui,sans-serif;background:#fff;color:#1a1f36',
  );
  wear(panel, {
    'color-scheme': look.scheme,
    'background-color': look.background,
    color: look.text,
    'font-family': look.font,
  });
  const bar = make(
    'div',
    'display:flex;align-items:center;justify-content:space-between;gap:12px;padding:8px;padding-inline-start:16px;border-bottom:1px solid #8883',
  );
  wear(bar, { 'border-bottom-color': look.border });
  const title = make('h2', 'margin:0;font-size:1em;font-weight:600', texts.title);
  title.id = 'kassa-challenge-title';
  const cancel = make(
    'button',
    'min-height:44px;padding:0 16px;font:inherit;color:inherit;background:none;border:1px solid currentColor;border-radius:8px;cursor:pointer',
    texts.cancel,
  );
  cancel.type = 'button';
  wear(cancel, { 'outline-color': look.accent });
  const frame = make('iframe', 'display:block;flex:1;width:100%;min-height:0;border:0');
  frame.title = texts.frame;
  frame.src = url;
  bar.append(title, cancel);
  panel.append(bar, frame);
  dialog.append(panel);

  const size = (): void => {
    const big = fits(win);
    panel.style.width = big ? '500px' : '100%';
    panel.style.height = big ? '600px' : '100%';
    panel.style.borderRadius = '0';
    if (big) wear(panel, { 'border-radius': look.radius });
  };
  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    win.removeEventListener('resize', size);
    dialog.remove();
    if (overflow) root.style.setProperty('overflow', overflow, priority);
    else root.style.removeProperty('overflow');
    if (before?.isConnected) before.focus();
  };

  cancel.addEventListener('click', onCancel);
  // Escape: the dialog stays until the form says the challenge is over.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    onCancel();
  });
  // A browser may close it anyway (a second Escape): the shopper gave up all the same.
  dialog.addEventListener('close', () => {
    if (!open) return;
    onCancel();
    close();
  });

  size();
  win.addEventListener('resize', size);
  root.style.setProperty('overflow', 'hidden');
  doc.body.append(dialog);
  dialog.showModal();
  cancel.focus();
  return close;
}
