import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { WalletAuthMethod } from '../../common/contract/wallet-schemas.ts';
import type { FormKey } from '../../common/messages/en.ts';
import {
  SANDBOX_WALLET_CARDS,
  type SandboxWalletCard,
  sandboxWalletToken,
} from '../../common/sandbox/sandbox-wallet-cards.ts';
import { useMessages } from '../messages/form-messages.ts';
import type { WalletToken } from './wallet-method.ts';

// Kassa's own wallet sheet (SANDBOX_WALLETS=on): what Apple's and Google's sheets do, without
// their keys: pick a test card and how it was authenticated, then pay or cancel. It is part of the
// form, so it works the same on the hosted page and inside the embed's frame.

export interface SandboxSheetProps {
  /** The wallet's name ("Apple Pay"). */
  label: string;
  /** Whom the shopper pays, as the real sheets name the payee ("Fern & Feather"). */
  merchant: string;
  /** What the shopper pays, formatted as the form shows it ("€34.40"). */
  amount: string;
  /** The authentication the sheet starts with (the wallet's usual one). */
  defaultAuth: WalletAuthMethod;
  onPay(wallet: WalletToken): void;
  /** Cancel, Escape or the dialog closed otherwise: nothing is paid. */
  onCancel(): void;
}

// One sheet is open at a time; the count keeps ids and radio names apart all the same. (Not
// preact's useId: its code would land in the hosted page's initial script, shared with it.)
let sheets = 0;

const AUTH_CHOICES: readonly { value: WalletAuthMethod; label: FormKey }[] = [
  { value: 'PAN_ONLY', label: 'wallet.sheet.auth.pan_only' },
  { value: 'CRYPTOGRAM_3DS', label: 'wallet.sheet.auth.cryptogram_3ds' },
];

/** What paying with each test card does, in the sandbox's words. */
const OUTCOMES: Readonly<Record<SandboxWalletCard['id'], FormKey>> = {
  'visa-approved': 'wallet.sheet.outcome.approved',
  'mastercard-approved': 'wallet.sheet.outcome.approved',
  'visa-insufficient-funds': 'wallet.sheet.outcome.insufficient_funds',
  'visa-3ds-challenge': 'wallet.sheet.outcome.challenge',
};

export function SandboxSheet({
  label,
  merchant,
  amount,
  defaultAuth,
  onPay,
  onCancel,
}: SandboxSheetProps): JSX.Element {
  const t = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const [id] = useState(() => `kassa-wallet-sheet-${++sheets}`);
  const [cardId, setCardId] = useState(SANDBOX_WALLET_CARDS[0]?.id ?? '');
  const [auth, setAuth] = useState<WalletAuthMethod>(defaultAuth);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Modal: the rest of the form is inert while the sheet is open, as under a wallet's own sheet.
    if (!element.open) element.showModal();
    return () => element.close();
  }, []);

  // The dialog closes first: focus can then go back to the wallet's button, which a modal dialog
  // keeps inert while it is open.
  const cancel = (event: Event): void => {
    event.preventDefault();
    dialog.current?.close();
    onCancel();
  };
  const submit = (event: Event): void => {
    event.preventDefault();
    // The sheet sits inside the payment form: its submit must not bubble up and pay by card.
    event.stopPropagation();
    const card = SANDBOX_WALLET_CARDS.find((candidate) => candidate.id === cardId);
    if (!card) return;
    dialog.current?.close();
    onPay({ token: sandboxWalletToken(card), auth_method: auth });
  };

  return (
    <dialog
      ref={dialog}
      class="kassa-wallet-sheet"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-payee`}
      onCancel={cancel}
      onKeyDown={(event) => {
        // Keys in the sheet are the sheet's: the form around it pays on Enter in a field when the
        // embedding page hides the pay button.
        event.stopPropagation();
        if (event.key === 'Escape') cancel(event);
      }}
    >
      <form class="kassa-wallet-sheet-form" onSubmit={submit}>
        <h2 class="kassa-section-title" id={`${id}-title`}>
          {t('wallet.sheet.title', { wallet: label })}
        </h2>
        <p class="kassa-wallet-sheet-payee" id={`${id}-payee`}>
          <span>{t('wallet.sheet.payee', { merchant })}</span>
          <strong>{amount}</strong>
        </p>
        <fieldset class="kassa-wallet-choices">
          <legend class="kassa-label">{t('wallet.sheet.card')}</legend>
          {SANDBOX_WALLET_CARDS.map((card) => (
            <label class="kassa-wallet-choice" key={card.id}>
              <input
                type="radio"
                name={`${id}-card`}
                value={card.id}
                checked={card.id === cardId}
                onChange={() => setCardId(card.id)}
              />
              <span>
                {card.label} •••• {card.last4}
                <span class="kassa-wallet-outcome">
                  {OUTCOMES[card.id] ? t(OUTCOMES[card.id] as FormKey) : card.outcome}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset class="kassa-wallet-choices">
          <legend class="kassa-label">{t('wallet.sheet.authentication')}</legend>
          {AUTH_CHOICES.map((choice) => (
            <label class="kassa-wallet-choice" key={choice.value}>
              <input
                type="radio"
                name={`${id}-auth`}
                value={choice.value}
                checked={choice.value === auth}
                onChange={() => setAuth(choice.value)}
              />
              <span>{t(choice.label)}</span>
            </label>
          ))}
        </fieldset>
        <div class="kassa-wallet-sheet-actions">
          <button class="kassa-wallet-sheet-cancel" type="button" onClick={cancel}>
            {t('wallet.sheet.cancel')}
          </button>
          <button class="kassa-pay-button" type="submit">
            {t('wallet.sheet.pay')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
