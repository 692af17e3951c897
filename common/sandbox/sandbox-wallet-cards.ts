// The cards in the sandbox wallet sheet (SANDBOX_WALLETS=on): what the sheet shows and the token it
// sends, `sandbox:<id>`. No card numbers here: the server maps each id to its test card
// (server/sandbox/processor/wallet-cards.ts), so the sheet's chunk and the wire never carry one.

export interface SandboxWalletCard {
  readonly id: string;
  /** What the sheet shows ("Visa •••• 4242"). */
  readonly label: string;
  /** Google Pay's network name. */
  readonly network: 'VISA' | 'MASTERCARD' | 'AMEX';
  readonly last4: string;
  /** What paying with it does, in the sandbox's words. */
  readonly outcome: string;
}

export const SANDBOX_WALLET_CARDS: readonly SandboxWalletCard[] = [
  { id: 'visa-approved', label: 'Visa', network: 'VISA', last4: '4242', outcome: 'Approved' },
  {
    id: 'mastercard-approved',
    label: 'Mastercard',
    network: 'MASTERCARD',
    last4: '4444',
    outcome: 'Approved',
  },
  {
    id: 'visa-insufficient-funds',
    label: 'Visa',
    network: 'VISA',
    last4: '9995',
    outcome: 'Declined: insufficient funds',
  },
  {
    id: 'visa-3ds-challenge',
    label: 'Visa',
    network: 'VISA',
    last4: '3220',
    outcome: '3-D Secure challenge when the card is PAN_ONLY',
  },
];

export const SANDBOX_TOKEN_PREFIX = 'sandbox:';

export const sandboxWalletToken = (card: SandboxWalletCard): string =>
  `${SANDBOX_TOKEN_PREFIX}${card.id}`;
