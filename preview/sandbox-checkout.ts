// POST /sandbox/demo-checkout with the designer's override: a real sandbox checkout to open (or one
// the server has already ended, as its expire endpoint ends any checkout, to try the timeout). The
// server admits the preview it served only: same origin, and the token it put in the page beside a
// same-site cookie (server/sandbox/pages/demo/demo-access.ts). It says in the same tag when the endpoint
// is switched off, so the page can tell the designer without a failing request.
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';

export type SandboxDemo = { on: true; token: string } | { on: false };

/** Read from `<meta name="kassa-sandbox-demo">`; a page served without it tries and is told why. */
export function sandboxDemoOf(document: Document): SandboxDemo {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="kassa-sandbox-demo"]');
  return meta?.content === 'off' ? { on: false } : { on: true, token: meta?.content ?? '' };
}

/**
 * `expired`: a checkout whose time has already run out ("Try the timeout"); `language`: the
 * checkout's, in the spec's form (the panels' language, preview-locales.ts), else the server's.
 */
export interface SandboxCheckoutOptions {
  expired: boolean;
  language?: string | undefined;
}

export async function createSandboxCheckout(
  override: PaymentFormOverride,
  token: string,
  { expired, language }: SandboxCheckoutOptions = { expired: false },
): Promise<string> {
  const response = await fetch('/sandbox/demo-checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kassa-Demo-Token': token },
    body: JSON.stringify({
      ...(Object.keys(override).length > 0 && { payment_form_override: override }),
      ...(expired && { expired: true }),
      ...(language !== undefined && { language }),
    }),
  });
  const body: unknown = response.ok ? await response.json() : null;
  const url =
    typeof body === 'object' && body !== null && 'redirect_url' in body ? body.redirect_url : null;
  if (typeof url !== 'string') throw new Error(`[Kassa] demo checkout answered ${response.status}`);
  return url;
}
