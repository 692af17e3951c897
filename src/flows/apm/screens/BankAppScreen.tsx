import type { JSX } from 'preact';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
import { ApmScreen, methodLabel } from './ApmScreen.tsx';

/**
 * ACTION `bank_app`: the shopper confirms in the bank's or wallet's app; the screen
 * says where, links the sandbox app (provider_url) and waits.
 */
export function BankAppScreen({ action, cancel, session }: ActionScreenProps): JSX.Element | null {
  if (action.kind !== 'bank_app') return null;
  const label = methodLabel(action.method);
  return (
    <ApmScreen
      method={action.method}
      title={`Confirm in ${label}`}
      status={`Waiting for you to confirm in ${label}…`}
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>{action.instructions}</p>
      <a class="kassa-apm-link" href={action.provider_url} target="_blank" rel="noopener">
        Open the {label} app (sandbox)
      </a>
    </ApmScreen>
  );
}
