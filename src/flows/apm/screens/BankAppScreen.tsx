import type { JSX } from 'preact';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
import { useMessages } from '../../../messages/form-messages.ts';
import { ApmScreen, methodLabel } from './ApmScreen.tsx';

/**
 * ACTION `bank_app`: the shopper confirms in the bank's or wallet's app; the screen
 * says where, links the sandbox app (provider_url) and waits.
 */
export function BankAppScreen({ action, cancel, session }: ActionScreenProps): JSX.Element | null {
  const t = useMessages();
  if (action.kind !== 'bank_app') return null;
  const label = methodLabel(t, action.method);
  return (
    <ApmScreen
      method={action.method}
      title={t('apm.bank_app.title', { method: label })}
      status={t('apm.bank_app.status', { method: label })}
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>{action.instructions}</p>
      <a class="kassa-apm-link" href={action.provider_url} target="_blank" rel="noopener">
        {t('apm.bank_app.open', { method: label })}
      </a>
    </ApmScreen>
  );
}
