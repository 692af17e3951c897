import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
import { ApmScreen, methodLabel } from './ApmScreen.tsx';
import { leaveOnce } from './leave-once.ts';

/**
 * ACTION `redirect`: the provider's page approves the payment. The hosted page goes
 * there at once, and the provider page sends the shopper back, where this screen waits for the
 * answer (never leaving twice for the same page: leave-once.ts). Embedded, the iframe cannot
 * leave: "Open <name>" opens the page in a new window from the shopper's own click (a window
 * opened later than the click is stopped by popup blockers), and the screen waits meanwhile.
 */
export function RedirectScreen({
  action,
  cancel,
  overlay,
  session,
}: ActionScreenProps): JSX.Element | null {
  const url = action.kind === 'redirect' ? action.url : null;
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (url && !overlay) setLeaving(leaveOnce(url, window));
  }, [url, overlay]);
  if (action.kind !== 'redirect') return null;
  const label = methodLabel(action.method);
  const open = (): void => {
    window.open(action.url, '_blank', 'noopener');
  };
  return (
    <ApmScreen
      method={action.method}
      title={`Pay with ${label}`}
      status={`Waiting for ${label} to confirm the payment…`}
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>
        {leaving
          ? `Taking you to ${label}'s page to approve the payment…`
          : `Approve the payment on ${label}'s page${overlay ? ', in a new window' : ''}. This form moves on by itself once you have.`}
      </p>
      {overlay ? (
        <button type="button" class="kassa-apm-button kassa-apm-primary" onClick={open}>
          Open {label}
        </button>
      ) : (
        <a class="kassa-apm-button kassa-apm-primary" href={action.url}>
          Go to {label}
        </a>
      )}
    </ApmScreen>
  );
}
