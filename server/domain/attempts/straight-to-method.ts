import type { SessionState } from '../../../common/contract/session-api.ts';
import { METHODS, resolveMethod } from '../../../common/methods/payment-methods.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { FormSettings } from '../merchants/merchant-store.ts';

// When the hosted page skips the form and sends the shopper straight to the method (the
// reference's alternative-method checkout): the merchant's setting is on, the checkout offers one
// alternative method, and it gave every detail a form would gather for it — the customer's
// e-mail, phone and full name (additional_info.customer_full_name, or first and last name) and a
// country, so the form would ask nothing. Only a session's first visit: after a cancelled or
// declined step the shopper sees the form, which offers another try.

/** The method the hosted page starts at once for this view, or undefined. */
export function straightToMethod(
  p: PaymentRecord,
  state: SessionState,
  merchant: Pick<FormSettings, 'straightToMethod'>,
): string | undefined {
  if (!merchant.straightToMethod || state !== 'OPEN' || p.attempts > 0) return undefined;
  // An iframe cannot leave for the provider: the merchant page's own button starts the method.
  if (p.uiMode !== 'HOSTED' || p.methods.length !== 1) return undefined;
  const [name] = p.methods;
  const method = name === undefined ? undefined : resolveMethod(name);
  if (method === undefined) return undefined;
  const { kind } = METHODS[method];
  if (kind === 'card' || kind === 'wallet') return undefined;
  const { customer } = p;
  const fullName =
    p.additionalInfo?.customer_full_name !== undefined ||
    (customer.first_name !== undefined && customer.last_name !== undefined);
  const given =
    customer.email !== undefined &&
    customer.country_code !== undefined &&
    customer.phone_number !== undefined &&
    fullName;
  return given ? name : undefined;
}
