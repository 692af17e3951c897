import type { CardScheme } from '../../../common/card/card-scheme.ts';

// The sandbox's rebill test cards: their first charge (the checkout, typed into the form) is
// approved like any card, and their subscriptions' rebills then answer as the table says, so a
// merchant can rehearse a declined renewal, its retries and the end of a subscription without
// waiting a month (docs/subscriptions.md shows the same table; a test keeps the two in step).
// Every number passes the Luhn check, and its BIN and last 4 name it alone among the test cards,
// so a payment token remembers which one it was (token-cards.ts).

export interface RebillTestCard {
  readonly number: string;
  readonly scheme: CardScheme;
  /** The rebill's code on its `retry`th try (0: the rebill itself). */
  readonly codeOnTry: (retry: number) => number;
  readonly description: string;
}

const INSUFFICIENT_FUNDS = 2004;
const APPROVED = 1000;

/** Declined for insufficient funds until the `n`th retry of each rebill, which is approved. */
const paidOnRetry = (n: number) => (retry: number) => (retry >= n ? APPROVED : INSUFFICIENT_FUNDS);

export const REBILL_TEST_CARDS: readonly RebillTestCard[] = [
  {
    number: '4000000000002016',
    scheme: 'VISA',
    codeOnTry: paidOnRetry(1),
    description: 'Each rebill declined 2004 (insufficient funds), approved on its 1st retry',
  },
  {
    number: '4000000000002024',
    scheme: 'VISA',
    codeOnTry: paidOnRetry(2),
    description: 'Each rebill declined 2004 (insufficient funds), approved on its 2nd retry',
  },
  {
    number: '4000000000002032',
    scheme: 'VISA',
    codeOnTry: paidOnRetry(3),
    description: 'Each rebill declined 2004 (insufficient funds), approved on its 3rd retry',
  },
  {
    number: '4000000000082000',
    scheme: 'VISA',
    codeOnTry: () => 2000,
    description: 'Every rebill and retry declined 2000 (decline)',
  },
  {
    number: '4000000000042202',
    scheme: 'VISA',
    codeOnTry: () => 2202,
    description: 'Every rebill and retry declined 2202 (expired card)',
  },
];

const byNumber: ReadonlyMap<string, RebillTestCard> = new Map(
  REBILL_TEST_CARDS.map((card) => [card.number, card]),
);

/** The rebill test card with number `pan`, or undefined. */
export function rebillTestCardFor(pan: string): RebillTestCard | undefined {
  return byNumber.get(pan);
}

/** Whether a card valid through `month`/`year` has expired at `now` (it is good through its month, UTC). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1);
}
