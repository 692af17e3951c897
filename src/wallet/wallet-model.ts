// The wallet buttons' model: which wallets this browser can pay with, whether a button may be
// pressed, the sheet that is open (Kassa's sandbox sheet or a wallet's own) and the error the last
// one ended with. A wallet's token pays once through the form's flow (wallet-payment.ts), so the
// attempts, polling, 3-D Secure and the end stay the checkout model's; this holds only what
// happens before. The view (wallet-buttons.tsx) reads these signals and calls the actions.
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type { WalletAuthMethod, WalletMethod } from '../../common/contract/wallet-schemas.ts';
import type { CheckoutModel } from '../checkout/model.ts';
import { startApplePay } from './apple-pay.ts';
import { startGooglePay } from './google-pay.ts';
import {
  availableWallets,
  sandboxOffers,
  type WalletEnv,
  type WalletOffer,
} from './wallet-availability.ts';
import type { WalletToken } from './wallet-method.ts';
import { payWithWallet, type WalletEnd, walletAmount } from './wallet-payment.ts';

/** Kassa's sandbox sheet, open for one wallet. */
export interface SandboxSheetState {
  method: WalletMethod;
  /** The authentication the sheet starts with: the wallet's usual one. */
  auth: WalletAuthMethod;
}

export type WalletCheckout = Pick<
  CheckoutModel,
  | 'session'
  | 'order'
  | 'payState'
  | 'checkParts'
  | 'appleMerchantSession'
  | 'payWith'
  | 'state'
  | 'messages'
>;

export interface WalletModel {
  /** The buttons to show, in the session's order; the sandbox sheet's are known at once. */
  readonly offers: ReadonlySignal<readonly WalletOffer[]>;
  /** The buttons show (with the divider): a wallet is usable and the session has its settings. */
  readonly shown: ReadonlySignal<boolean>;
  /** A button may be pressed: the form waits for nothing and no sheet is open. */
  readonly ready: ReadonlySignal<boolean>;
  /** The open sandbox sheet. */
  readonly sheet: ReadonlySignal<SandboxSheetState | null>;
  /** Why the last wallet's own sheet could not be used, until a button is pressed again. */
  readonly error: ReadonlySignal<string | null>;
  /**
   * Asks the browser which wallets it can use (Apple's, Google's may take a script load); answers
   * a stop, after which a late answer changes nothing.
   */
  detect(env: WalletEnv): () => void;
  /** The click on a wallet's button: its sheet opens within it, as Apple and Google require. */
  open(offer: WalletOffer): void;
  /** The sandbox sheet was cancelled: nothing is paid. */
  cancelSheet(): void;
  /** The sandbox sheet's Pay: it closes, and its token pays through the form's flow. */
  paySheet(wallet: WalletToken): void;
}

/** Apple Pay's tokens are device tokens; a Google Pay card is most often one kept in the account. */
const usualAuth = (method: WalletMethod): WalletAuthMethod =>
  method === 'APPLE_PAY' ? 'CRYPTOGRAM_3DS' : 'PAN_ONLY';

export function createWalletModel(model: WalletCheckout): WalletModel {
  const offers = signal<readonly WalletOffer[]>(sandboxOffers(model.session.peek()) ?? []);
  const sheet = signal<SandboxSheetState | null>(null);
  /** A wallet's own sheet (Apple's, Google's) is open. */
  const busy = signal(false);
  const error = signal<string | null>(null);
  const ready = computed(
    () => model.payState.value === 'ready' && sheet.value === null && !busy.value,
  );
  const shown = computed(
    () => offers.value.length > 0 && model.session.value.wallets !== undefined,
  );

  const pay =
    (method: WalletMethod) =>
    (wallet: WalletToken): Promise<boolean> =>
      payWithWallet(model, method, wallet);

  async function follow(end: Promise<WalletEnd>): Promise<void> {
    busy.value = true;
    const t = model.messages;
    const result = await end.catch(() => null);
    batch(() => {
      busy.value = false;
      // Sent: its outcome is the form's to show. Cancelled: nothing to say.
      if (result === null) error.value = t('wallet.failed');
      else if (typeof result === 'object')
        error.value = t('wallet.unavailable', { wallet: result.unavailable });
    });
  }

  return {
    offers,
    shown,
    ready,
    sheet,
    error,
    detect(env) {
      let current = true;
      const canValidateApple = model.appleMerchantSession !== undefined;
      void availableWallets(model.session.peek(), env, canValidateApple).then((found) => {
        if (current) offers.value = found;
      });
      return () => {
        current = false;
      };
    },
    open(offer) {
      if (!ready.peek()) return;
      error.value = null;
      // The customer fields above are needed whatever pays: asked before a sheet, not after it.
      if (!model.checkParts()) return;
      const settings = model.session.peek().wallets;
      const amount = walletAmount(model);
      if (offer.via === 'sandbox')
        sheet.value = { method: offer.method, auth: usualAuth(offer.method) };
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
    },
    cancelSheet() {
      sheet.value = null;
    },
    paySheet(wallet) {
      const open = sheet.peek();
      if (!open) return;
      sheet.value = null;
      void payWithWallet(model, open.method, wallet);
    },
  };
}
