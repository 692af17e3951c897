// Luhn-valid test numbers, one per scheme, for the sandbox test-card table, the README and the
// tests. The common ones are the industry's well-known test numbers; the Maestro, Diners and RuPay
// ones are chosen here (the RuPay check digit computed for the 652150 range).
import type { CardScheme } from '../card/card-scheme.ts';

export const SAMPLE_CARD_NUMBERS = {
  VISA: '4242424242424242',
  Mastercard: '5555555555554444',
  'American Express': '378282246310005',
  Discover: '6011111111111117',
  JCB: '3566002020360505',
  UnionPay: '6200000000000005',
  Maestro: '6759649826438453',
  Diners: '36227206271667',
  RuPay: '6521500000000006',
} as const satisfies Record<CardScheme, string>;
