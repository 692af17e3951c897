import {
  challengeCancelMessage,
  encodeEmbedParams,
  isFormMessage,
  submitMessage,
  type TResult,
} from '../src/protocol/messages.ts';
import { isServiceChallenge, openChallenge } from './challenge-overlay.ts';
import type { KassaConfig } from './kassa.ts';

// One mounted form: its iframe, its one `message` listener and the merchant's callbacks.

export interface PaymentElement {
  onResult(callback: (result: TResult) => void): void;
  onTimeout(handler: () => void): void;
  submit(): void;
  unmount(): void;
  /** False once the page removed the element's iframe without unmounting it. */
  isConnected(): boolean;
}

/**
 * Space held for the form until it reports its height, so the merchant page does not jump: the
 * height of the card form, the accepted schemes' row above it and the "Save this card for next
 * time" box every card checkout offers, in the built-in themes (the payment element's layout,
 * hosted/HostedPage.css: no summary, no padding of its own, so the same at every width, whatever
 * the order's lines). A form that shows
 * more (add-ons, methods, the summary of `config.summary`) grows the frame once, when it is ready;
 * e2e/layout-shift.spec.ts measures both.
 */
const RESERVED_HEIGHT = '496px';

/**
 * How long the form may stay silent after its frame loaded before the script asks the service
 * why: a frame the service refused to be framed (CSP frame-ancestors) loads an
 * error page the script cannot read, and never says `ready`.
 */
export const READY_WAIT_MS = 3000;

/**
 * Why the form in `checkoutUrl` cannot be shown on this page, or null when it may be (it is only
 * slow). Asks the service (server/api/form/embedding.ts), which knows the rule the frame fell to.
 */
async function whyNoForm(checkoutUrl: string, win: Window): Promise<string | null> {
  const { origin, pathname } = new URL(checkoutUrl);
  const token = pathname.split('/').pop() ?? '';
  try {
    const response = await win.fetch(
      `${origin}/api/sessions/${token}/embedding?origin=${encodeURIComponent(win.location.origin)}`,
    );
    const body = (await response.json()) as {
      embeddable?: unknown;
      error_message?: unknown;
      errors?: { error_message?: unknown }[];
    };
    if (response.ok && body.embeddable) return null;
    const message = response.ok ? body.error_message : body.errors?.[0]?.error_message;
    if (typeof message === 'string') return message;
  } catch {}
  return `the payment form from ${origin} did not load, and the service could not say why; check that this page's Content-Security-Policy allows ${origin} in frame-src and connect-src`;
}

/** A callback that throws must not stop the others; its error still reaches the console. */
function callSafely<T>(callback: (value: T) => void, value: T): void {
  try {
    callback(value);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

/** A fresh TResult with only the spec's keys (Resources → Embedded form result object). */
function copyResult({ success, url, error_message, error_code, retry }: TResult): TResult {
  const result: TResult = { success };
  if (url !== undefined) result.url = url;
  if (error_message !== undefined) result.error_message = error_message;
  if (error_code !== undefined) result.error_code = error_code;
  if (retry !== undefined) result.retry = retry;
  return result;
}

/**
 * Where a mounted element is. Each kind holds only what is true in it, so a submit kept for a form
 * that already listens, a failure for a form that has loaded, or either after unmount cannot be
 * written down.
 * - `loading`: the frame is there, the form has not said `ready`; one submit may wait for it.
 * - `failed`: the form is known never to load here; the answer to onResult and every submit.
 * - `ready`: the form listens, so a submit goes straight to it.
 * - `unmounted`: the frame and the listener are gone; nothing is sent or reported.
 */
type ElementState =
  | { kind: 'loading'; submitQueued: boolean }
  | { kind: 'failed'; failure: TResult }
  | { kind: 'ready' }
  | { kind: 'unmounted' };

/**
 * The session's time as the form reported it: running, up and not yet told to a handler (none
 * set yet), or told, which happens once per mount whatever the form repeats.
 */
type TimeoutState = 'running' | 'due' | 'told';

export function mountElement(
  host: HTMLElement,
  checkoutUrl: string,
  serviceOrigin: string,
  win: Window,
  { theme, onTimeout, hidePayButton, summary }: KassaConfig,
): PaymentElement {
  const resultCallbacks = new Set<(result: TResult) => void>();
  let timeoutHandler = onTimeout;
  let state: ElementState = { kind: 'loading', submitQueued: false };
  let timeout: TimeoutState = 'running';
  /** The wait for `ready` after the frame's latest load (cleared once the form is ready). */
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  /** Removes the open 3-D Secure challenge's overlay (challenge-overlay.ts), if one is open. */
  let closeChallenge: (() => void) | null = null;

  const iframe = win.document.createElement('iframe');
  // The parameters go in the fragment, which the browser never sends to the server.
  const params = {
    parentOrigin: win.location.origin,
    ...(theme !== undefined && { theme }),
    ...(hidePayButton === true && { hidePayButton }),
    ...(summary === true && { summary }),
  };
  iframe.src = `${checkoutUrl}#${encodeEmbedParams(params)}`;
  iframe.title = 'Secure payment form';
  // Apple Pay and Google Pay need it in a cross-origin frame.
  iframe.allow = 'payment';
  iframe.setAttribute('scrolling', 'no');
  iframe.style.cssText = 'display:block;width:100%;border:0;overflow:hidden';

  const postSubmit = (): void => {
    iframe.contentWindow?.postMessage(submitMessage(), serviceOrigin);
  };
  const endChallenge = (): void => {
    closeChallenge?.();
    closeChallenge = null;
  };
  const report = (result: TResult): void => {
    for (const callback of [...resultCallbacks]) callSafely(callback, copyResult(result));
  };

  // The transitions of ElementState.
  /** The form listens: the wait ends, and a submit kept for it is sent now. */
  const becomeReady = (): void => {
    clearTimeout(readyTimer);
    const queued = state.kind === 'loading' && state.submitQueued;
    state = { kind: 'ready' };
    if (queued) postSubmit();
  };
  /** The service says the form cannot load here (a later `ready` still wins): a kept submit hears why. */
  const fail = (message: string): void => {
    state = { kind: 'failed', failure: { success: false, retry: false, error_message: message } };
    console.error(`[Kassa] ${message}`);
    report(state.failure);
  };
  const diagnose = async (): Promise<void> => {
    const message = await whyNoForm(checkoutUrl, win);
    if (message !== null && (state.kind === 'loading' || state.kind === 'failed')) fail(message);
  };
  // Each load of the frame (the form, or the browser's error page) restarts the wait for `ready`.
  iframe.addEventListener('load', () => {
    clearTimeout(readyTimer);
    if (state.kind !== 'ready') readyTimer = setTimeout(() => void diagnose(), READY_WAIT_MS);
  });

  const tellTimeout = (): void => {
    if (timeout === 'due' && timeoutHandler) {
      timeout = 'told';
      callSafely(timeoutHandler, undefined);
    }
  };

  const onMessage = (event: MessageEvent): void => {
    // Only this element's own iframe, on the service origin, with a message of the protocol.
    if (
      event.origin !== serviceOrigin ||
      !event.source ||
      event.source !== iframe.contentWindow ||
      !isFormMessage(event.data)
    ) {
      return;
    }
    const message = event.data;
    if (message.type === 'ready') {
      // The form names its frame in its own language.
      iframe.title = message.title;
      becomeReady();
    } else if (message.type === 'resize') {
      // From the first report on the iframe is exactly as tall as the form.
      iframe.style.minHeight = '0';
      iframe.style.height = `${message.height}px`;
    } else if (message.type === 'challenge') {
      const cancel = (): void =>
        iframe.contentWindow?.postMessage(challengeCancelMessage(), serviceOrigin);
      endChallenge();
      // Only the service's own challenge page, whatever the form's window says. One the page will
      // not show is cancelled, so the form does not wait for a window that never opened.
      if (isServiceChallenge(message.url, serviceOrigin))
        closeChallenge = openChallenge(win, message.url, message.look, message.texts, cancel);
      else {
        console.error(`[Kassa] 3-D Secure challenge not shown: it is not on ${serviceOrigin}`);
        cancel();
      }
    } else if (message.type === 'challenge-end') {
      endChallenge();
    } else if (message.type === 'result') {
      // However the challenge ended, its outcome is the form's to show.
      endChallenge();
      report(message.result);
    } else {
      if (timeout === 'running') timeout = 'due';
      tellTimeout();
    }
  };

  win.addEventListener('message', onMessage);
  host.appendChild(iframe);
  iframe.style.minHeight = RESERVED_HEIGHT;

  return {
    onResult: (callback) => {
      resultCallbacks.add(callback);
    },
    onTimeout: (handler) => {
      timeoutHandler = handler;
      // A handler set after the timeout arrived still learns of it, once.
      tellTimeout();
    },
    submit: () => {
      // Before `ready` the form cannot listen yet: keep one submit and send it when it can. Once
      // the form is known never to load, every submit hears why, as the first failure said.
      if (state.kind === 'ready') postSubmit();
      else if (state.kind === 'failed') report(state.failure);
      else if (state.kind === 'loading') state = { kind: 'loading', submitQueued: true };
    },
    unmount: () => {
      state = { kind: 'unmounted' };
      clearTimeout(readyTimer);
      endChallenge();
      win.removeEventListener('message', onMessage);
      iframe.remove();
      resultCallbacks.clear();
      timeoutHandler = undefined;
    },
    isConnected: () => iframe.isConnected,
  };
}
