import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CheckoutModel } from '../checkout/model.ts';
import type { WalletMethod } from '../contract/wallet-schemas.ts';
import { methodInfo } from '../methods/payment-methods.ts';
import { startApplePay } from './apple-pay.ts';
import { startGooglePay } from './google-pay.ts';
import { SandboxSheet } from './sandbox-sheet.tsx';
import {
  availableWallets,
  browserWalletEnv,
  sandboxOffers,
  type WalletEnv,
  type WalletOffer,
} from './wallet-availability.ts';
import type { WalletToken } from './wallet-method.ts';
import { payWithWallet, type WalletEnd, walletAmount } from './wallet-payment.ts';
import { adoptWalletStyles } from './wallet-styles.ts';

// Apple Pay and Google Pay buttons above the card (issue 9), one per wallet the session names and
// this browser can use, and "or pay by card" below them. The card stays the form's method: a
// wallet's token pays once through the same flow (flow.payWith), so attempts, polling, 3-D Secure
// and the end are the card's. This file is the entry of the wallets' chunk
// (src/components/WalletSlot.tsx): a checkout without a wallet never loads it.

// Styled before the buttons are first painted, so they never show unstyled or move.
if (typeof document !== 'undefined') adoptWalletStyles(document);

export interface WalletButtonsProps {
  model: CheckoutModel;
  /** The browser's wallets; tests give stubs. */
  env?: WalletEnv;
}

export function WalletButtons({ model, env }: WalletButtonsProps): JSX.Element | null {
  // The sandbox sheet's buttons are known at once: they take the place the slot kept for them.
  const [offers, setOffers] = useState<readonly WalletOffer[]>(
    () => sandboxOffers(model.session.peek()) ?? [],
  );
  /** The wallet whose sandbox sheet is open. */
  const [sheet, setSheet] = useState<WalletMethod | null>(null);
  /** A wallet's own sheet (Apple's, Google's) is open. */
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef<Partial<Record<WalletMethod, HTMLButtonElement | null>>>({});

  useEffect(() => {
    let current = true;
    const canValidateApple = model.appleMerchantSession !== undefined;
    void availableWallets(model.session.peek(), env ?? browserWalletEnv(), canValidateApple).then(
      (found) => current && setOffers(found),
    );
    return () => {
      current = false;
    };
  }, [model, env]);

  const settings = model.session.value.wallets;
  if (offers.length === 0 || !settings) return null;
  const ready = model.payState.value === 'ready' && !sheet && !busy;
  const pay =
    (method: WalletMethod) =>
    (wallet: WalletToken): Promise<boolean> =>
      payWithWallet(model, method, wallet);

  async function follow(end: Promise<WalletEnd>): Promise<void> {
    setBusy(true);
    const result = await end.catch(() => ({ error: 'The wallet could not be used.' }));
    setBusy(false);
    if (typeof result === 'object') setError(result.error);
  }

  /** The click: everything a wallet's own sheet needs is ready, so it opens within the click. */
  function open(offer: WalletOffer): void {
    if (!ready) return;
    setError(null);
    // The customer fields above are needed whatever pays: asked before a sheet, not after it.
    if (!model.checkParts()) return;
    const amount = walletAmount(model);
    if (offer.via === 'sandbox') setSheet(offer.method);
    else if (offer.via === 'apple' && model.appleMerchantSession && settings)
      void follow(
        startApplePay({
          ApplePaySession: offer.ApplePaySession,
          settings,
          amount,
          merchantSession: model.appleMerchantSession,
          pay: pay(offer.method),
        }),
      );
    else if (offer.via === 'google' && settings)
      void follow(
        startGooglePay({ client: offer.client, settings, amount, pay: pay(offer.method) }),
      );
  }

  /** The sandbox sheet closed: focus goes back to its button. */
  function closeSheet(method: WalletMethod): void {
    buttons.current[method]?.focus();
    setSheet(null);
  }

  return (
    <div class="kassa-wallets">
      {offers.map((offer) => {
        const label = methodInfo(offer.method).label;
        return (
          <button
            key={offer.method}
            ref={(element) => {
              buttons.current[offer.method] = element;
            }}
            class="kassa-wallet-button"
            type="button"
            aria-disabled={ready ? undefined : 'true'}
            onClick={() => open(offer)}
          >
            Pay with {label}
          </button>
        );
      })}
      {error && (
        <p class="kassa-wallet-error" role="alert">
          {error}
        </p>
      )}
      <p class="kassa-wallet-divider">
        <span>or pay by card</span>
      </p>
      {sheet && (
        <SandboxSheet
          label={methodInfo(sheet).label}
          defaultAuth={sheet === 'APPLE_PAY' ? 'CRYPTOGRAM_3DS' : 'PAN_ONLY'}
          onCancel={() => closeSheet(sheet)}
          onPay={(wallet) => {
            closeSheet(sheet);
            void payWithWallet(model, sheet, wallet);
          }}
        />
      )}
    </div>
  );
}
