// The hosted page as the merchant's embedded form: outcomes go to the parent as
// messages instead of moving the iframe, the parent's submit pays, and the parent hears when the
// form is ready, how tall it is, and when its time is up. A 3-D Secure challenge, too big for the
// iframe, is shown by the parent in an overlay of its own. A chunk of its own, which a framed page
// loads before anything else of its session (hosted/page-model.ts): with it come the check whether
// this page may be embedded at all (embedding.ts) and the following of its height.
import type { ActionOverlay } from '../src/checkout/flow/action-screens.ts';
import type { CheckoutOutcome } from '../src/checkout/outcome.ts';
import type { FormMessages } from '../src/messages/form-messages.ts';
import {
  challengeEndMessage,
  challengeMessage,
  type FormMessage,
  readyMessage,
  resizeMessage,
  resultMessage,
  type TResult,
  timeoutMessage,
} from '../src/protocol/messages.ts';
import { followContentHeight, type HeightEnvironment } from './content-height.ts';
import { type BridgeWindow, createEmbeddedBridge } from './embedded-bridge.ts';
import { timedOutResult, toTResult } from './embedded-result.ts';

export { embeddingFor } from './embedding.ts';

export interface EmbeddedModeOptions {
  window: BridgeWindow;
  /** Checked against the session before this mode exists (hosted/embedding.ts). */
  parentOrigin: string;
  /** The element whose height the iframe follows (the page's root). */
  content: Element;
  /** How that height is observed (content-height.ts); the browser's unless a test gives its own. */
  heights?: HeightEnvironment | undefined;
  /** The checkout's pay action, as if the shopper pressed the button. */
  pay(): void;
  /** The page's translator: the frame's name and the results' messages are in its language. */
  messages: FormMessages;
}

export interface EmbeddedMode {
  /** The checkout model's `deps.onOutcome` in embedded mode. Never navigates. */
  onOutcome(outcome: CheckoutOutcome): void;
  /** Call once the form is rendered: sends `ready`, then follows the height. Answers a stop. */
  start(): () => void;
  /** The merchant page's overlay for the 3-D Secure challenge (the form's action screens). */
  overlay: ActionOverlay;
  dispose(): void;
}

export function createEmbeddedMode(options: EmbeddedModeOptions): EmbeddedMode {
  /** The answer to every submit once the form will not pay again (paid, failed, timed out). */
  let final: TResult | null = null;
  let timeoutSent = false;
  // Outcomes known before the form is on screen (a session already over) wait for `ready`, so the
  // parent hears the form exists before it hears what it came to.
  let queued: FormMessage[] | null = [];
  let stopFollowing: (() => void) | null = null;
  /** The open challenge's cancel, while the page shows it. */
  let challengeCancel: (() => void) | null = null;

  const bridge = createEmbeddedBridge({
    window: options.window,
    parentOrigin: options.parentOrigin,
    onSubmit() {
      // A submit after the end sends no payment request (the model would refuse it too); the
      // page gets the final result again, so a merchant awaiting onResult is not left hanging.
      if (final) send(resultMessage(final));
      else options.pay();
    },
    onChallengeCancel: () => challengeCancel?.(),
  });

  function send(message: FormMessage): void {
    if (queued) queued.push(message);
    else bridge.post(message);
  }

  function stop(): void {
    stopFollowing?.();
    stopFollowing = null;
  }

  return {
    overlay: {
      show(url, look, texts, onCancel) {
        challengeCancel = onCancel;
        send(challengeMessage(url, look, texts));
        return () => {
          challengeCancel = null;
          send(challengeEndMessage());
        };
      },
    },
    onOutcome(outcome) {
      // However the form learns that the session's time is up (its own timer, an expired session
      // at load, a 409 on submit), the merchant hears it one way: the timeout handler, once
      // (spec: Checkout session, "the onTimeout handler is called; the merchant must remount").
      if (
        outcome.kind === 'timed-out' ||
        (outcome.kind === 'closed' && outcome.state === 'EXPIRED')
      ) {
        final = timedOutResult(outcome.url, options.messages);
        if (timeoutSent) return;
        timeoutSent = true;
        send(timeoutMessage());
        return;
      }
      const result = toTResult(outcome, options.messages);
      if (!result) return;
      if (result.success || result.retry === false) final = result;
      send(resultMessage(result));
    },
    start() {
      if (!queued) return stop;
      const waiting = queued;
      queued = null;
      bridge.post(readyMessage(options.messages('embed.frame_title')));
      for (const message of waiting) bridge.post(message);
      stopFollowing = followContentHeight(
        options.content,
        (height) => bridge.post(resizeMessage(height)),
        options.heights,
      );
      return stop;
    },
    dispose() {
      stop();
      bridge.dispose();
    },
  };
}
