// Which of the wallets the session names this browser can pay with, and through what: Kassa's
// sandbox sheet (always, when the session says so), Apple's ApplePaySession, Google's pay.js.
import type { SessionView } from '../../common/contract/session-api.ts';
import type { WalletMethod } from '../../common/contract/wallet-schemas.ts';
import { type ApplePaySessionClass, browserApplePay, canUseApplePay } from './apple-pay.ts';
import {
  type GooglePaymentsApi,
  type GooglePaymentsClient,
  loadGooglePay,
  readyGooglePay,
} from './google-pay.ts';

/** A wallet button the form shows, with what it opens. */
export type WalletOffer =
  | { method: WalletMethod; via: 'sandbox' }
  | { method: 'APPLE_PAY'; via: 'apple'; ApplePaySession: ApplePaySessionClass }
  | { method: 'GOOGLE_PAY'; via: 'google'; client: GooglePaymentsClient };

/** The browser's wallets (tests give stubs). */
export interface WalletEnv {
  ApplePaySession?: ApplePaySessionClass | undefined;
  /** Loads Google's pay.js; only called when the session names GOOGLE_PAY without the sandbox sheet. */
  loadGooglePay(): Promise<GooglePaymentsApi>;
}

export const browserWalletEnv = (): WalletEnv => ({
  ApplePaySession: browserApplePay(),
  loadGooglePay: () => loadGooglePay(),
});

/** The wallets `methods` names, once each, in its order. */
export const namedWallets = (session: Pick<SessionView, 'wallets'>): readonly WalletMethod[] =>
  session.wallets?.methods ?? [];

/** With the sandbox sheet, every wallet named, known at once (the form keeps their place); else null. */
export function sandboxOffers(
  session: Pick<SessionView, 'methods' | 'wallets'>,
): WalletOffer[] | null {
  return session.wallets?.sandbox_sheet
    ? namedWallets(session).map((method) => ({ method, via: 'sandbox' }))
    : null;
}

/**
 * The wallet buttons to show, in the session's order. `canValidateApple`: the form can ask the
 * server for Apple's merchant session (a client without a server cannot).
 */
export async function availableWallets(
  session: Pick<SessionView, 'methods' | 'wallets'>,
  env: WalletEnv,
  canValidateApple = true,
): Promise<WalletOffer[]> {
  const settings = session.wallets;
  if (!settings) return [];
  const sandbox = sandboxOffers(session);
  if (sandbox) return sandbox;
  const named = namedWallets(session);
  const offers = await Promise.all(
    named.map(async (method): Promise<WalletOffer | null> => {
      if (method === 'APPLE_PAY') {
        const ApplePaySession = env.ApplePaySession;
        return ApplePaySession && canValidateApple && canUseApplePay(ApplePaySession)
          ? { method, via: 'apple', ApplePaySession }
          : null;
      }
      try {
        const client = await readyGooglePay(await env.loadGooglePay(), settings);
        return client && { method, via: 'google', client };
      } catch {
        // pay.js did not load (offline, blocked): no Google Pay button, the card is there.
        return null;
      }
    }),
  );
  return offers.filter((offer) => offer !== null);
}
