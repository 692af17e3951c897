import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import {
  methodKey,
  resolveMethod,
  TRANSFER_VOUCHERS,
} from '../../../../common/methods/payment-methods.ts';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
import { useMessages, withParts } from '../../../messages/form-messages.ts';
import { ApmScreen, methodLabel } from './ApmScreen.tsx';
import { copyText } from './copy-text.ts';
import { deadlineText } from './deadline-text.ts';
import { ItfBarcode } from './ItfBarcode.tsx';

/**
 * ACTION `voucher`: a reference to pay with (cash, bank transfer), a button that copies
 * it, how to pay, until when, and the sandbox cash desk. The shop confirms once it is paid; the
 * form keeps reading the session while it stays open.
 */
export function VoucherScreen({ action, cancel, session }: ActionScreenProps): JSX.Element | null {
  const reference = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState('');
  const t = useMessages();
  if (action.kind !== 'voucher') return null;
  const label = methodLabel(t, action.method);
  const known = resolveMethod(action.method);
  const copy = (): void => {
    void copyText(action.reference, navigator.clipboard, reference.current).then((done) =>
      setCopied(done ? t('apm.voucher.copied') : t('apm.voucher.copy_failed')),
    );
  };
  const until = deadlineText(t, action.expires_at);
  // A Boleto is paid at a bank's counter or in a banking app by its barcode.
  const digits = action.reference.replace(/\D/g, '');
  const barcode = action.method === 'BOLETO' && digits !== '';
  return (
    <ApmScreen
      method={action.method}
      title={t(methodKey(known, 'method.pay_with'), { method: label })}
      status={t('apm.voucher.status')}
      expiresAt={action.expires_at}
      countdown={false}
      session={session}
      cancel={cancel}
    >
      {barcode && (
        <ItfBarcode digits={digits} label={t('apm.voucher.barcode', { method: label })} />
      )}
      <p>{t('apm.voucher.reference')}</p>
      <div class="kassa-voucher-reference">
        <code class="kassa-voucher-code" dir="ltr" ref={reference}>
          {action.reference}
        </code>
        <button type="button" class="kassa-apm-button" onClick={copy}>
          {t('apm.voucher.copy')}
        </button>
      </div>
      <p class="kassa-voucher-copied" role="status">
        {copied}
      </p>
      <p>
        {t(
          methodKey(
            known,
            known && TRANSFER_VOUCHERS.has(known)
              ? 'apm.voucher.how.transfer'
              : 'apm.voucher.how.counter',
          ),
          { method: label },
        )}
      </p>
      <p>
        {withParts(t, 'apm.voucher.pay_by', {
          date: (
            <strong>
              <bdi>{until}</bdi>
            </strong>
          ),
        })}
      </p>
      <a class="kassa-apm-link" href={action.provider_url} target="_blank" rel="noopener">
        {t(methodKey(known, 'apm.voucher.cash_desk'), { method: label })}
      </a>
    </ApmScreen>
  );
}
