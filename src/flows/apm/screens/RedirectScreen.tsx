import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { methodKey, resolveMethod } from '../../../../common/methods/payment-methods.ts';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
import { useMessages } from '../../../messages/form-messages.ts';
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
  const t = useMessages();
  useEffect(() => {
    if (url && !overlay) setLeaving(leaveOnce(url, window));
  }, [url, overlay]);
  if (action.kind !== 'redirect') return null;
  const label = methodLabel(t, action.method);
  const known = resolveMethod(action.method);
  const open = (): void => {
    window.open(action.url, '_blank', 'noopener');
  };
  return (
    <ApmScreen
      method={action.method}
      title={t(methodKey(known, 'method.pay_with'), { method: label })}
      status={t('apm.redirect.status')}
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>
        {t(
          methodKey(
            known,
            leaving
              ? 'apm.redirect.leaving'
              : overlay
                ? 'apm.redirect.approve_new_window'
                : 'apm.redirect.approve',
          ),
          { method: label },
        )}
      </p>
      {overlay ? (
        <button type="button" class="kassa-apm-button kassa-apm-primary" onClick={open}>
          {t(methodKey(known, 'apm.redirect.open'), { method: label })}
        </button>
      ) : (
        <a class="kassa-apm-button kassa-apm-primary" href={action.url}>
          {t(methodKey(known, 'apm.redirect.go_to'), { method: label })}
        </a>
      )}
    </ApmScreen>
  );
}
