import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { WalletMethod } from '../../common/contract/wallet-schemas.ts';
import { methodName } from '../../common/methods/payment-methods.ts';
import type { CheckoutModel } from '../checkout/model.ts';
import { browserWalletEnv, type WalletEnv } from './wallet-availability.ts';
import './wallet-buttons.css';
import { useMessages } from '../messages/form-messages.ts';
import { WalletButtonMark } from './wallet-marks.tsx';
import { createWalletModel } from './wallet-model.ts';

// Apple Pay and Google Pay buttons above the card, one per wallet the session names and
// this browser can use, and "or" below them, above the choice of how to pay (whatever it holds). The card stays the form's method: a
// wallet's token pays once through the same flow (flow.payWith), so attempts, polling, 3-D Secure
// and the end are the card's. This file is the entry of the wallets' chunk
// (src/components/WalletSlot.tsx): a checkout without a wallet never loads it.

/** Each wallet's button class: Apple Pay's is drawn by Safari itself where it can. */
const WALLET_BUTTON_CLASS: Readonly<Record<WalletMethod, string>> = {
  APPLE_PAY: 'kassa-apple-pay-button',
  GOOGLE_PAY: 'kassa-google-pay-button',
};

type SheetComponent = typeof import('./sandbox-sheet.tsx').SandboxSheet;

export interface WalletButtonsProps {
  model: CheckoutModel;
  /** The browser's wallets; tests give stubs. */
  env?: WalletEnv;
}

export function WalletButtons({ model, env }: WalletButtonsProps): JSX.Element | null {
  const t = useMessages();
  const wallets = useMemo(() => createWalletModel(model), [model]);
  const buttons = useRef<Partial<Record<WalletMethod, HTMLButtonElement | null>>>({});

  useEffect(() => wallets.detect(env ?? browserWalletEnv()), [wallets, env]);
  // Kassa's sandbox sheet is a chunk of its own, fetched when a button first opens it: the buttons
  // show without it, and a live wallet's own sheet never needs it.
  const [Sheet, setSheet] = useState<SheetComponent | null>(null);
  const opened = wallets.sheet.value !== null;
  useEffect(() => {
    if (opened && !Sheet)
      void import('./sandbox-sheet.tsx').then(
        (chunk) => setSheet(() => chunk.SandboxSheet),
        () => wallets.cancelSheet(),
      );
  }, [opened]);

  if (!wallets.shown.value) return null;
  const ready = wallets.ready.value;
  const sheet = wallets.sheet.value;
  const error = wallets.error.value;

  /** The sandbox sheet closed: focus goes back to its button (the dialog no longer makes it inert). */
  const focusButton = (method: WalletMethod): void => buttons.current[method]?.focus();

  return (
    <div class="kassa-wallets">
      {wallets.offers.value.map((offer) => {
        const label = methodName(t, offer.method);
        return (
          <button
            key={offer.method}
            ref={(element) => {
              buttons.current[offer.method] = element;
            }}
            class={`kassa-wallet-button ${WALLET_BUTTON_CLASS[offer.method]}`}
            type="button"
            aria-label={t('wallet.button', { wallet: label })}
            aria-disabled={ready ? undefined : 'true'}
            onClick={() => wallets.open(offer)}
          >
            <WalletButtonMark method={offer.method} />
          </button>
        );
      })}
      {error && (
        <p class="kassa-wallet-error" role="alert">
          {error}
        </p>
      )}
      <p class="kassa-wallet-divider">
        <span>{t('choice.or')}</span>
      </p>
      {sheet && Sheet && (
        <Sheet
          label={methodName(t, sheet.method)}
          merchant={model.session.value.wallets?.merchant_name ?? ''}
          amount={model.order.totalText.value}
          defaultAuth={sheet.auth}
          onCancel={() => {
            focusButton(sheet.method);
            wallets.cancelSheet();
          }}
          onPay={(wallet) => {
            focusButton(sheet.method);
            wallets.paySheet(wallet);
          }}
        />
      )}
    </div>
  );
}
