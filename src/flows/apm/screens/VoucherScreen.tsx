import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { ActionScreenProps } from '../../../checkout/flow/action-screens.ts';
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
  if (action.kind !== 'voucher') return null;
  const label = methodLabel(action.method);
  const copy = (): void => {
    void copyText(action.reference, navigator.clipboard, reference.current).then((done) =>
      setCopied(
        done ? 'Reference copied.' : 'Copying did not work: select the reference and copy it.',
      ),
    );
  };
  const until = deadlineText(action.expires_at, session.value.language);
  // A Boleto is paid at a bank's counter or in a banking app by its barcode.
  const digits = action.reference.replace(/\D/g, '');
  const barcode = action.method === 'BOLETO' && digits !== '';
  return (
    <ApmScreen
      method={action.method}
      title={`Pay with ${label}`}
      status="Waiting for the payment. The shop confirms your order once it has arrived."
      expiresAt={action.expires_at}
      countdown={false}
      session={session}
      cancel={cancel}
    >
      {barcode && <ItfBarcode digits={digits} label={`Barcode of the ${label} reference`} />}
      <p>Your payment reference:</p>
      <div class="kassa-voucher-reference">
        <code class="kassa-voucher-code" dir="ltr" ref={reference}>
          {action.reference}
        </code>
        <button type="button" class="kassa-apm-button" onClick={copy}>
          Copy reference
        </button>
      </div>
      <p class="kassa-voucher-copied" role="status">
        {copied}
      </p>
      <p>{action.instructions}</p>
      <p lang={until.lang}>
        {until.before}
        <strong>
          <bdi>{until.date}</bdi>
        </strong>
        {until.after}
      </p>
      <a class="kassa-apm-link" href={action.provider_url} target="_blank" rel="noopener">
        Pay at the {label} cash desk (sandbox)
      </a>
    </ApmScreen>
  );
}
