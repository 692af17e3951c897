import type { JSX } from 'preact';
import {
  methodKey,
  namedInWords,
  resolveMethod,
} from '../../../../common/methods/payment-methods.ts';
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
  const known = resolveMethod(action.method);
  // The API's `instructions` are English, for the merchant's page: the form says it in its own
  // words. BLIK asks for a code; a method named in words (BANK_APP) is the shopper's bank's app.
  const how =
    known === 'BLIK'
      ? 'apm.bank_app.how.blik'
      : known && namedInWords(known)
        ? 'apm.bank_app.how.bank'
        : 'apm.bank_app.how';
  return (
    <ApmScreen
      method={action.method}
      title={t(methodKey(known, 'apm.bank_app.title'), { method: label })}
      status={t('apm.bank_app.status')}
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>{t(how, { method: label })}</p>
      <a class="kassa-apm-link" href={action.provider_url} target="_blank" rel="noopener">
        {t(methodKey(known, 'apm.bank_app.open'), { method: label })}
      </a>
    </ApmScreen>
  );
}
