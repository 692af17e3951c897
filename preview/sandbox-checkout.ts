// POST /sandbox/demo-checkout with the designer's override: a real sandbox checkout to open.
import type { PaymentFormOverride } from '../src/checkout/session-api.ts';

export async function createSandboxCheckout(override: PaymentFormOverride): Promise<string> {
  const response = await fetch('/sandbox/demo-checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      Object.keys(override).length > 0 ? { payment_form_override: override } : {},
    ),
  });
  const body: unknown = response.ok ? await response.json() : null;
  const url =
    typeof body === 'object' && body !== null && 'redirect_url' in body ? body.redirect_url : null;
  if (typeof url !== 'string') throw new Error(`[Kassa] demo checkout answered ${response.status}`);
  return url;
}
