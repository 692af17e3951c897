import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
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
  if (action.kind !== 'qr') return null;
  const label = methodLabel(action.method);
  const copyable = action.method === 'PIX';
  const touch = copyable && isTouchDevice();
  const copy = (): void => {
    void copyText(action.payload, navigator.clipboard, code.current).then((done) =>
      setCopied(
        done
          ? `Code copied. Paste it in your bank's app to pay with ${label}.`
          : 'Copying did not work: select the code and copy it.',
      ),
    );
  };
  const qr = <QrCode text={action.payload} label={`QR code to pay with ${label}`} />;
  const copyPart = copyable && (
    <div class="kassa-qr-copy">
      <button type="button" class="kassa-apm-button kassa-apm-primary" onClick={copy}>
        Copy code
      </button>
      <code class="kassa-qr-code-text" dir="ltr" ref={code}>
        {action.payload}
      </code>
    </div>
  );
  return (
    <ApmScreen
      method={action.method}
      title={touch ? `Copy the code to pay with ${label}` : `Scan to pay with ${label}`}
      status="Waiting for the payment…"
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>
        {touch
          ? `Copy the code and paste it in your bank's app, or scan the QR code from another device.`
          : copyable
            ? // Pix has no app of its own: the shopper's bank app pays it.
              `Open your bank's app on your phone and scan this code.`
            : `Open the ${label} app on your phone and scan this code.`}
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
        Open the payment page on this device
      </a>
    </ApmScreen>
  );
}
