// The sandbox's test cards: numbers a merchant's developer types into the payment form to get a
// known outcome. docs/sandbox.md shows the same table (a test keeps the two in step). Every number
// passes the Luhn check and is of a scheme the service accepts, so it reaches the processor.
import type { CardScheme } from '../../../common/card/card-scheme.ts';
import { SAMPLE_CARD_NUMBERS } from '../../../common/sandbox/sample-numbers.ts';

export interface TestCard {
  /** Digits only. */
  readonly number: string;
  readonly scheme: CardScheme;
  /** The response code the processor answers with (spec: Errors → Response codes). */
  readonly code: number;
  readonly description: string;
}

const APPROVED_SCHEMES = [
  'VISA',
  'Mastercard',
  'American Express',
  'Discover',
  'JCB',
  'UnionPay',
  'Maestro',
  'Diners',
  'RuPay',
] as const satisfies readonly CardScheme[];

export const TEST_CARDS: readonly TestCard[] = [
  ...APPROVED_SCHEMES.map(
    (scheme): TestCard => ({
      number: SAMPLE_CARD_NUMBERS[scheme],
      scheme,
      code: 1000,
      description: 'Approved',
    }),
  ),
  { number: '4000000000000002', scheme: 'VISA', code: 2000, description: 'Declined' },
  { number: '4000000000009995', scheme: 'VISA', code: 2004, description: 'Insufficient funds' },
  { number: '4000000000000069', scheme: 'VISA', code: 2202, description: 'Expired card' },
  {
    number: '4000000000000127',
    scheme: 'VISA',
    code: 2101,
    description: 'Invalid CVV or expiry date',
  },
  { number: '4000000000000119', scheme: 'VISA', code: 2903, description: 'Processor malfunction' },
  {
    number: '4000000000000077',
    scheme: 'VISA',
    code: 1200,
    description: 'Pending, then approved (1000) a few seconds later',
  },
  // More outcomes worth rehearsing; each number ends in its code.
  { number: '4000000000072001', scheme: 'VISA', code: 2001, description: 'Refer to card issuer' },
  { number: '4000000000022006', scheme: 'VISA', code: 2006, description: 'Restricted card' },
  {
    number: '4000000000052201',
    scheme: 'VISA',
    code: 2201,
    description: 'Pick up card (stolen or fraud)',
  },
  { number: '4000000000032302', scheme: 'VISA', code: 2302, description: 'Suspected fraud' },
  { number: '4000000000052904', scheme: 'VISA', code: 2904, description: 'Timeout' },
];

const byNumber: ReadonlyMap<string, TestCard> = new Map(
  TEST_CARDS.map((card) => [card.number, card]),
);

/** The test card with number `pan` (spaces and dashes ignored), or undefined. */
export function testCardFor(pan: string): TestCard | undefined {
  return byNumber.get(pan.replace(/\D/g, ''));
}
