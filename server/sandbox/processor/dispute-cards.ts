import type { CardScheme } from '../../../common/card/card-scheme.ts';
import type { PlannedDispute } from '../../domain/processor.ts';

// The sandbox's dispute test cards: their sale is approved like any card's (1000), and later the
// card network disputes it as the table says, each step a fixed time after the SALE (or CAPTURE)
// was recorded: on the server's clock by the dispute sweep, on a sandbox clock when the payment's
// customer lives on one (its advance runs them in time order with the rebills). docs/sandbox.md
// and docs/disputes.md show the same table (a test keeps them in step). Every number passes the
// Luhn check, and its BIN and last 4 name it alone among the test cards, so a payment token
// charged later (MIT, a rebill) is disputed the same way (token-cards.ts).

export interface DisputeTestCard {
  readonly number: string;
  readonly scheme: CardScheme;
  readonly plan: readonly PlannedDispute[];
  readonly description: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DISPUTE_TEST_CARDS: readonly DisputeTestCard[] = [
  {
    number: '4000000000003105',
    scheme: 'VISA',
    plan: [{ kind: 'FRAUD_ALERT', afterMs: HOUR }],
    description: 'FRAUD_ALERT 1 hour after the sale',
  },
  {
    number: '4000000000003204',
    scheme: 'VISA',
    plan: [
      { kind: 'FRAUD_ALERT', afterMs: HOUR },
      { kind: 'CHARGEBACK', afterMs: DAY },
    ],
    description: 'FRAUD_ALERT 1 hour after the sale, CHARGEBACK 1 day after it',
  },
  {
    number: '4000000000003303',
    scheme: 'VISA',
    plan: [
      { kind: 'CHARGEBACK', afterMs: DAY },
      { kind: 'CHARGEBACK_REVERSAL', afterMs: 7 * DAY },
    ],
    description: 'CHARGEBACK 1 day after the sale, CHARGEBACK_REVERSAL 7 days after it',
  },
  {
    number: '4000000000003402',
    scheme: 'VISA',
    plan: [{ kind: 'RDR', afterMs: HOUR }],
    description: 'RDR (refund of the whole amount) 1 hour after the sale',
  },
  {
    number: '4000000000003501',
    scheme: 'VISA',
    plan: [
      { kind: 'RDR', afterMs: HOUR },
      { kind: 'RDR_REVERSAL', afterMs: DAY },
    ],
    description: 'RDR 1 hour after the sale, RDR_REVERSAL 1 day after it',
  },
];

const byNumber: ReadonlyMap<string, DisputeTestCard> = new Map(
  DISPUTE_TEST_CARDS.map((card) => [card.number, card]),
);

/** The disputes planned for the card numbered `pan`: none for a card that is no dispute card. */
export function disputePlanFor(pan: string): readonly PlannedDispute[] {
  return byNumber.get(pan)?.plan ?? [];
}
