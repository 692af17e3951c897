import {
  SANDBOX_TOKEN_PREFIX,
  SANDBOX_WALLET_CARDS,
} from '../../../common/sandbox/sandbox-wallet-cards.ts';
import { DISPUTE_TEST_CARDS } from './dispute-cards.ts';
import { REBILL_TEST_CARDS } from './rebill-cards.ts';
import { TEST_CARDS } from './test-cards.ts';
import { THREE_DS_TEST_CARDS } from './three-ds.ts';
import { walletCardFor } from './wallet-cards.ts';

// Which sandbox test card a payment token pays with: an MIT or CIT charge, or a saved card paid on
// the form. A token keeps no card number (server/domain/ledger/token-store.ts), only the card
// facts: for a card, BIN and last 4 name exactly one test card (docs/sandbox.md, both tables, and
// docs/subscriptions.md's rebill cards, docs/disputes.md's dispute cards); for
// an Apple Pay or Google Pay device card, which shows no BIN, the scheme and last 4 name the wallet
// sheet's card, and so the test card it pays as (wallet-cards.ts). A token of any other card has
// no test card: the processor approves it, as it approves any card that is not a test card.
//
// The number found here is handed to the sandbox issuer and processor only, like a typed one
// (sandbox-processor.ts).

export interface TokenCardFacts {
  scheme: string;
  /** Null for a wallet's device card. */
  bin: string | null;
  last4: string;
}

const CARD_NUMBERS: readonly string[] = [
  ...TEST_CARDS.map((card) => card.number),
  ...THREE_DS_TEST_CARDS.map((card) => card.number),
  ...REBILL_TEST_CARDS.map((card) => card.number),
  ...DISPUTE_TEST_CARDS.map((card) => card.number),
];

const TEST_NUMBERS: ReadonlySet<string> = new Set(CARD_NUMBERS);

/**
 * Whether `pan` is one of the sandbox's test cards, of any table: its outcome is the table's on
 * every sandbox processor, whatever that processor's behaviour (docs/sandbox.md).
 */
export function isTestCardNumber(pan: string): boolean {
  return TEST_NUMBERS.has(pan.replace(/\D/g, ''));
}

/** The test card number the sandbox decides a token's charge from, or undefined for none. */
export function testCardNumberOf(token: TokenCardFacts): string | undefined {
  const { bin, last4 } = token;
  if (bin !== null) {
    return CARD_NUMBERS.find((number) => number.startsWith(bin) && number.endsWith(last4));
  }
  // Any date will do: only the number and scheme of the wallet card are read.
  const now = new Date(0);
  for (const card of SANDBOX_WALLET_CARDS) {
    const wallet = walletCardFor(`${SANDBOX_TOKEN_PREFIX}${card.id}`, now);
    if (wallet && wallet.scheme === token.scheme && wallet.last4 === last4) return wallet.number;
  }
  return undefined;
}
