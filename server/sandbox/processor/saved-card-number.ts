import { TEST_CARDS } from './test-cards.ts';
import { THREE_DS_TEST_CARDS } from './three-ds.ts';

// What the sandbox decides a saved card's payment from (issue 10). A saved card keeps its BIN and
// last 4, never the number; the sandbox's test cards are told apart by exactly those, so the test
// card with that BIN and last 4 decides, 3-D Secure included, as if its number had been typed
// again. Any other card is approved (like any other typed number), unless its holder name forces
// a code (docs/sandbox.md).

const NUMBERS = [...TEST_CARDS, ...THREE_DS_TEST_CARDS].map((card) => card.number);

/**
 * The number the sandbox issuer and processor decide from: the test card with this BIN and last 4,
 * else the masked card ("424242******4242"), which is no test card and is approved.
 */
export function sandboxNumberForSavedCard(bin: string, last4: string): string {
  return (
    NUMBERS.find((number) => number.startsWith(bin) && number.endsWith(last4)) ??
    `${bin}******${last4}`
  );
}
