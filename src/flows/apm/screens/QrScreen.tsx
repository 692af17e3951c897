import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { methodKey, resolveMethod } from '../../../../common/methods/payment-methods.ts';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
import { useMessages } from '../../../messages/form-messages.ts';
import { ApmScreen, methodLabel } from './ApmScreen.tsx';
import { copyText } from './copy-text.ts';
import { QrCode } from './QrCode.tsx';
import { isTouchDevice } from './touch-device.ts';

/**
 * ACTION `qr`: a QR code of `payload` (the provider page's approval URL) to scan with
 * the method's app, drawn here from the payload (no image fetched), and a link to open the
 * approval page on this device. Pix also pays by its code pasted into the bank's app ("copia e
 * cola"): a "Copy code" button beside the QR, first on a touch device, where the QR is on the
 * very screen that would have to scan it.
 */
export function QrScreen({ action, cancel, session }: ActionScreenProps): JSX.Element | null {
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState('');
  const t = useMessages();
  if (action.kind !== 'qr') return null;
  const label = methodLabel(t, action.method);
  const copyable = action.method === 'PIX';
  const touch = copyable && isTouchDevice();
  const copy = (): void => {
    void copyText(action.payload, navigator.clipboard, code.current).then((done) =>
      setCopied(done ? t('apm.qr.copied', { method: label }) : t('apm.qr.copy_failed')),
    );
  };
  const qr = <QrCode text={action.payload} label={t('apm.qr.image', { method: label })} />;
  const copyPart = copyable && (
    <div class="kassa-qr-copy">
      <button type="button" class="kassa-apm-button kassa-apm-primary" onClick={copy}>
        {t('apm.qr.copy')}
      </button>
      <code class="kassa-qr-code-text" dir="ltr" ref={code}>
        {action.payload}
      </code>
    </div>
  );
  return (
    <ApmScreen
      method={action.method}
      title={t(touch ? 'apm.qr.title.copy' : 'apm.qr.title.scan', { method: label })}
      status={t('apm.qr.status')}
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>
        {touch
          ? t('apm.qr.copy_or_scan')
          : copyable
            ? // Pix has no app of its own: the shopper's bank app pays it.
              t('apm.qr.scan.bank_app')
            : t(methodKey(resolveMethod(action.method), 'apm.qr.scan'), { method: label })}
      </p>
      <div class="kassa-qr-actions">
        {touch ? (
          <>
            {copyPart}
            {qr}
          </>
        ) : (
          <>
            {qr}
            {copyPart}
          </>
        )}
      </div>
      {copyable && (
        <p class="kassa-voucher-copied" role="status">
          {copied}
        </p>
      )}
      <a class="kassa-apm-link" href={action.payload} target="_blank" rel="noopener">
        {t('apm.qr.open_here')}
      </a>
    </ApmScreen>
  );
}
