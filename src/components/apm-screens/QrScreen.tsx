import type { JSX } from 'preact';
import type { ActionScreenProps } from '../../checkout/flow/action-screens.ts';
import { ApmScreen, methodLabel } from './ApmScreen.tsx';
import { QrCode } from './QrCode.tsx';

/**
 * ACTION `qr`: a QR code of `payload` (the provider page's approval URL) to scan with
 * the method's app, drawn here from the payload (no image fetched), and a link to open the
 * approval page on this device.
 */
export function QrScreen({ action, cancel, session }: ActionScreenProps): JSX.Element | null {
  if (action.kind !== 'qr') return null;
  const label = methodLabel(action.method);
  return (
    <ApmScreen
      method={action.method}
      title={`Scan to pay with ${label}`}
      status="Waiting for the payment…"
      expiresAt={action.expires_at}
      session={session}
      cancel={cancel}
    >
      <p>Open the {label} app on your phone and scan this code.</p>
      <QrCode text={action.payload} label={`QR code to pay with ${label}`} />
      <a class="kassa-apm-link" href={action.payload} target="_blank" rel="noopener">
        Open the payment page on this device
      </a>
    </ApmScreen>
  );
}
