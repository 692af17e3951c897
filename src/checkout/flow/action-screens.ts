// The screens for the steps a payment may ask of the shopper (PaymentResult ACTION), chosen by the
// action's flow kind, never by payment method: every QR method shares the QR screen. Each entry is
// a dynamic import(), so a screen is a chunk of its own and stays out of the initial bundle.
// Empty until the first action exists (3-D Secure, issue 9; APM waiting screens, issue 10): an
// ACTION without a screen ends the flow with a clear message (flow-model.ts).
import type { ComponentType } from 'preact';
import type { ActionKind, PaymentAction } from '../../contract/session-api.ts';

export interface ActionScreenProps {
  /** The step to show; a screen narrows it to its own kind. */
  action: PaymentAction;
}

export type ActionScreenLoader = () => Promise<ComponentType<ActionScreenProps>>;

export type ActionScreens = Readonly<Partial<Record<ActionKind, ActionScreenLoader>>>;

export const ACTION_SCREENS: ActionScreens = {};
