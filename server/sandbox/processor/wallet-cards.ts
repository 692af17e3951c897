import {
  SANDBOX_TOKEN_PREFIX,
  SANDBOX_WALLET_CARDS,
  type SandboxWalletCard,
  sandboxWalletToken,
} from '../../../common/sandbox/sandbox-wallet-cards.ts';

// The sandbox's wallet tokens: which test card a wallet payment pays with. A real wallet token is
// encrypted for the merchant's payment processor and cannot be opened here, so the sandbox takes
// the tokens of its own wallet sheet (`sandbox:<card id>`, common/sandbox/sandbox-wallet-cards.ts) and
// the fixed token of Google Pay's TEST environment with the `example` gateway, which pays as the
// approving Visa. Each id maps to a test card number here, on the server only, so the decision is
// the test card's own (docs/sandbox.md), 3-D Secure included.

const NUMBERS: Readonly<Record<string, string>> = {
  'visa-approved': '4242424242424242',
  'mastercard-approved': '5555555555554444',
  'visa-insufficient-funds': '4000000000009995',
  'visa-3ds-challenge': '4000000000003220',
};

/** Google Pay's token in its TEST environment with gateway "example". */
export const GOOGLE_PAY_TEST_TOKEN = 'examplePaymentMethodToken';

/** What a wallet token must be for the sandbox to open it, after the field's name in a 400. */
export const WALLET_TOKEN_RULE = `must be a token this sandbox can open: ${SANDBOX_WALLET_CARDS.map(sandboxWalletToken).join(', ')}, or Google Pay's TEST token (live wallet tokens are encrypted for a payment processor)`;

const SCHEMES: Readonly<Record<SandboxWalletCard['network'], string>> = {
  VISA: 'VISA',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
};

export interface WalletCard {
  /** The test card the processor decides from; it never leaves the server. */
  number: string;
  scheme: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

function cardIdOf(token: string): string | undefined {
  if (token === GOOGLE_PAY_TEST_TOKEN) return 'visa-approved';
  return token.startsWith(SANDBOX_TOKEN_PREFIX)
    ? token.slice(SANDBOX_TOKEN_PREFIX.length)
    : undefined;
}

/** The wallet card a sandbox token names, or undefined for a token the sandbox cannot open. */
export function walletCardFor(token: string, now: Date): WalletCard | undefined {
  const id = cardIdOf(token);
  const card = SANDBOX_WALLET_CARDS.find((entry) => entry.id === id);
  const number = id === undefined ? undefined : NUMBERS[id];
  if (!card || !number) return undefined;
  // A device card's expiry is the wallet's; the sandbox's run three years from now, in December.
  return {
    number,
    scheme: SCHEMES[card.network],
    last4: card.last4,
    expiryMonth: 12,
    expiryYear: now.getUTCFullYear() + 3,
  };
}
