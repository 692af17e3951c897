// The form's end of the cross-window protocol (src/protocol/messages.ts): it posts only to the
// checked parent origin and hears only that origin's parent window. The window is injected so
// tests can stand in for `window` and `window.parent`.
import { type FormMessage, isPageMessage } from '../src/protocol/messages.ts';

/** The parts of `window` the bridge uses. */
export interface BridgeWindow {
  readonly parent: { postMessage(message: FormMessage, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface EmbeddedBridge {
  post(message: FormMessage): void;
  /** Stops listening. */
  dispose(): void;
}

export interface BridgeOptions {
  window: BridgeWindow;
  /** The merchant page's origin, already checked against the session (hosted/embedding.ts). */
  parentOrigin: string;
  /** The merchant called `Kassa.submit(elementId)`. */
  onSubmit(): void;
  /** The shopper closed the page's 3-D Secure overlay (its Cancel, Escape). */
  onChallengeCancel(): void;
}

export function createEmbeddedBridge({
  window: win,
  parentOrigin,
  onSubmit,
  onChallengeCancel,
}: BridgeOptions): EmbeddedBridge {
  const listener = (event: MessageEvent): void => {
    // Origin and window first: another frame of the same merchant origin is not our parent.
    if (event.origin !== parentOrigin || event.source !== win.parent) return;
    if (!isPageMessage(event.data)) return;
    if (event.data.type === 'submit') onSubmit();
    else onChallengeCancel();
  };
  win.addEventListener('message', listener);
  return {
    post: (message) => win.parent.postMessage(message, parentOrigin),
    dispose: () => win.removeEventListener('message', listener),
  };
}
