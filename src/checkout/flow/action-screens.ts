// The screens for the steps a payment may ask of the shopper (PaymentResult ACTION), chosen by the
// action's flow kind, never by payment method: every QR method shares the QR screen. Each entry is
// a dynamic import(), so a screen is a chunk of its own and stays out of the initial bundle (the
// hosted page's budget, bench/budgets.ts). 3-D Secure has one; the APM waiting screens
// join it from their own chunk (src/flows/apm/apm-screens.ts). An ACTION without a screen ends the
// flow with a clear message (flow-model.ts).
import type { ReadonlySignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import type {
  ActionKind,
  PaymentAction,
  SessionView,
} from '../../../common/contract/session-api.ts';
import type { ChallengeLook, OverlayTexts } from '../../protocol/messages.ts';

/**
 * How an embedded form shows a window its frame is too small for (the 3-D Secure challenge): the
 * merchant page shows it over everything (hosted/embedded-mode.ts, embed/challenge-overlay.ts).
 */
export interface ActionOverlay {
  /**
   * Asks the page to show `url` in the form's `look`, with the form's `texts`; `onCancel` runs
   * when the shopper closes it there (Cancel, Escape). Answers the function that asks the page to
   * remove it.
   */
  show(url: string, look: ChallengeLook, texts: OverlayTexts, onCancel: () => void): () => void;
}

export interface ActionScreenProps {
  /** The step to show; a screen narrows it to its own kind. */
  action: PaymentAction;
  /**
   * The shopper gives up the step (3-D Secure: Cancel or Escape). Settles once the server
   * answered; the flow, not the screen, decides what comes next (the screen unmounts).
   */
  cancel(): Promise<void>;
  /** Set when the form is embedded in a merchant page; absent on the hosted page. */
  overlay?: ActionOverlay | undefined;
  /**
   * The session as last read: its language, and its server_time to count down to an
   * alternative method's expires_at on the server's clock.
   */
  session: ReadonlySignal<SessionView>;
}

export type ActionScreenLoader = () => Promise<ComponentType<ActionScreenProps>>;

export type ActionScreens = Readonly<Partial<Record<ActionKind, ActionScreenLoader>>>;

export const ACTION_SCREENS: ActionScreens = {
  three_ds: () =>
    import('../../components/three-ds/ThreeDsChallenge.tsx').then((m) => m.ThreeDsChallenge),
};
