import type { PaymentAction } from '../../../../common/contract/session-api.ts';
import { englishMethodName } from '../../../../common/methods/method-name-english.ts';
import {
  METHODS,
  namedInWords,
  type PaymentMethod,
  TRANSFER_VOUCHERS,
} from '../../../../common/methods/payment-methods.ts';
import { groupDigits } from './apm-reference.ts';
import type { ApmPaymentRecord } from './apm-store.ts';

// The step an open alternative payment asks of the shopper, as the payment answer (ACTION) and the
// session view (`action`) carry it: one variant per flow kind, each naming the sandbox provider
// page on Kassa's origin where the payment is approved, declined or left pending.

export const PROVIDER_PATH = '/sandbox/provider';

/** The sandbox provider page of a step: `${PUBLIC_URL}/sandbox/provider/<id>`. */
export function providerUrl(publicUrl: string, apmPaymentId: string): string {
  return `${publicUrl}${PROVIDER_PATH}/${apmPaymentId}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "28 Nov 2026, 10:00 UTC": the server's time, unambiguous wherever the shopper is. */
export function readableTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

/**
 * What the shopper does, in plain English naming the method: the API's `instructions`, for the
 * merchant's own page. The form says it in its page's language (apm.voucher.how.…, apm.bank_app.how.…).
 * A method named in words ("Bank transfer", "Pay by cash") is not named inside the sentence, where
 * its name would read badly ("Open your Bank app app"), as the form's own texts do (methodKey).
 */
export function instructionsFor(method: PaymentMethod, expiresAt: Date): string {
  const { kind } = METHODS[method];
  const label = englishMethodName(method);
  const words = namedInWords(method);
  const until = readableTime(expiresAt);
  if (kind === 'voucher') {
    if (TRANSFER_VOUCHERS.has(method))
      return words
        ? `Make the transfer from your banking app or at your bank, quoting this reference, before ${until}.`
        : `Pay with ${label} from your banking app or at your bank, quoting this reference, before ${until}.`;
    return `Pay this ${words ? 'reference' : label} at any bank, lottery outlet or in your banking app before ${until}.`;
  }
  if (method === 'BLIK') {
    return `Open your banking app, enter your 6-digit BLIK code and confirm the payment before ${until}.`;
  }
  return `Open your ${words ? "bank's" : label} app and confirm the payment before ${until}.`;
}

/** The open step as the form shows it. */
export function apmAction(publicUrl: string, row: ApmPaymentRecord): PaymentAction {
  const url = providerUrl(publicUrl, row.apmPaymentId);
  const expires_at = row.expiresAt.toISOString();
  const method = row.paymentMethod;
  switch (row.flowKind) {
    case 'redirect':
      return { kind: 'redirect', method, url, expires_at };
    case 'qr':
      return { kind: 'qr', method, payload: url, expires_at };
    case 'voucher':
      return {
        kind: 'voucher',
        method,
        reference: groupDigits(row.referenceNumber ?? ''),
        instructions: instructionsFor(method, row.expiresAt),
        provider_url: url,
        expires_at,
      };
    case 'bank_app':
      return {
        kind: 'bank_app',
        method,
        instructions: instructionsFor(method, row.expiresAt),
        provider_url: url,
        expires_at,
      };
  }
}
