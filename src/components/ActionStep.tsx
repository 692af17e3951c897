import type { ReadonlySignal } from '@preact/signals';
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PaymentAction, SessionView } from '../../common/contract/session-api.ts';
import type {
  ActionOverlay,
  ActionScreenLoader,
  ActionScreenProps,
} from '../checkout/flow/action-screens.ts';

export interface ActionStepProps {
  action: PaymentAction;
  /** The loader the flow chose by the action's kind (flow/action-screens.ts). */
  screen: ActionScreenLoader;
  /** The shopper gives up the step (the flow's cancelAction). */
  cancel(): Promise<void>;
  /** The merchant page's overlay, when the form is embedded. */
  overlay?: ActionOverlay | undefined;
  /** The session as last read (its language, its server clock for a countdown). */
  session: ReadonlySignal<SessionView>;
}

/** The screen for the step the payment asks of the shopper, loaded as its own chunk on first use. */
export function ActionStep({ screen, ...props }: ActionStepProps): JSX.Element | null {
  const [Screen, setScreen] = useState<ComponentType<ActionScreenProps> | null>(null);
  useEffect(() => {
    let current = true;
    void screen().then((loaded) => current && setScreen(() => loaded));
    return () => {
      current = false;
    };
  }, [screen]);
  return Screen && <Screen {...props} />;
}
