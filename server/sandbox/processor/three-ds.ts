// The sandbox's 3-D Secure issuer: whether a card payment is authenticated, and how. Like
// the processor (processor.ts) it decides from the card number and the cardholder name alone, so a
// merchant's developer reaches every branch on purpose; docs/sandbox.md shows the same tables.
//
// Order of the rules: a cardholder name `FORCE <13xx or 1400>` forces that authentication code
// (FORCE 1300 opens the challenge); a 3-D Secure test card gets its documented authentication; a
// checkout with `forced_3d: true` sends every other card through the challenge; any other card is
// not authenticated and goes straight to the processor.
import type { CardScheme } from '../../../common/card/card-scheme.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { AuthenticationAnswer, ChallengeEnd } from '../../domain/processor.ts';
import { SANDBOX_TEXT_PREFIX } from './processor-codes.ts';

/** Challenge passed: the shopper approved on the ACS page. */
export const CHALLENGE_APPROVED = 1300;
/** The shopper denied the challenge, or cancelled it on the form. */
export const CHALLENGE_DENIED = 1320;
/** The challenge was left unanswered until its time ran out. */
export const CHALLENGE_TIMED_OUT = 1325;
/** Three wrong one-time codes. */
export const CHALLENGE_FAILED = 1331;

export type Authentication =
  /** No 3-D Secure: the processor decides the SALE alone. */
  | { readonly kind: 'none' }
  /** The issuer asks the shopper to confirm on the ACS page; the outcome comes from there. */
  | { readonly kind: 'challenge' }
  /**
   * The issuer answered without asking the shopper: frictionless, attempted, or a failure;
   * `forced` when a FORCE cardholder name chose the code.
   */
  | { readonly kind: 'decided'; readonly code: number; readonly forced: boolean };

export interface ThreeDsTestCard {
  /** Digits only; each ends in the authentication code it answers (3220: the challenge). */
  readonly number: string;
  readonly scheme: CardScheme;
  readonly authentication: 'challenge' | number;
  /** What the SALE is answered with after the authentication (spec: Errors → Response codes). */
  readonly saleCode: number;
  readonly description: string;
}

export const THREE_DS_TEST_CARDS: readonly ThreeDsTestCard[] = [
  {
    number: '4000000000003220',
    scheme: 'VISA',
    authentication: 'challenge',
    saleCode: 1000,
    description: 'Challenge: Approve gives 1300 then SALE 1000; Deny gives 1320, retry allowed',
  },
  {
    number: '4000000000061301',
    scheme: 'VISA',
    authentication: 1301,
    saleCode: 1000,
    description: 'Frictionless: authenticated without a challenge',
  },
  {
    number: '4000000000051302',
    scheme: 'VISA',
    authentication: 1302,
    saleCode: 1000,
    description: 'Attempted: the issuer does not take part; the payment goes on',
  },
  {
    number: '4000000000061400',
    scheme: 'VISA',
    authentication: 1400,
    saleCode: 2138,
    description: 'Not enrolled, 3-D Secure required: final',
  },
  {
    number: '4000000000081325',
    scheme: 'VISA',
    authentication: 1325,
    saleCode: 2133,
    description: 'The issuer (ACS) does not answer in time',
  },
  {
    number: '4000000000011322',
    scheme: 'VISA',
    authentication: 1322,
    saleCode: 2132,
    description: 'The issuer rejects the authentication',
  },
];

const byNumber: ReadonlyMap<string, ThreeDsTestCard> = new Map(
  THREE_DS_TEST_CARDS.map((card) => [card.number, card]),
);

/** Codes of 3-D Secure itself: what a THREE_DS transaction answers (1300–1390, and 1400). */
export function isAuthenticationCode(code: number): boolean {
  return (code >= 1300 && code < 1400) || code === 1400;
}

const FORCE_NAME = /^force\s+(\d{4})$/i;

function forcedAuthentication(holderName: string): number | undefined {
  const code = Number(FORCE_NAME.exec(holderName.trim())?.[1]);
  return isAuthenticationCode(code) && responseCode(code) ? code : undefined;
}

export interface AuthenticationInput {
  pan: string;
  holderName: string;
  /** The checkout's forced_3d. */
  forced3d: boolean;
}

export function authenticationFor(input: AuthenticationInput): Authentication {
  const forced = forcedAuthentication(input.holderName);
  if (forced === CHALLENGE_APPROVED) return { kind: 'challenge' };
  if (forced !== undefined) return { kind: 'decided', code: forced, forced: true };
  const card = byNumber.get(input.pan.replace(/\D/g, ''));
  if (card?.authentication === 'challenge') return { kind: 'challenge' };
  if (card) return { kind: 'decided', code: card.authentication, forced: false };
  return input.forced3d ? { kind: 'challenge' } : { kind: 'none' };
}

// A failed authentication (other than the shopper's own denial, which ends the attempt) leaves the
// SALE unauthenticated; an issuer that requires 3-D Secure declines it with the 21xx code that
// names the reason.
const UNAUTHENTICATED_SALE: ReadonlyMap<number, number> = new Map([
  [1321, 2131],
  [1322, 2132],
  [1323, 2136],
  [1324, 2144],
  [1325, 2133],
  [1331, 2132],
  [1335, 2135],
  [1338, 2145],
  [1340, 2134],
  [1343, 2145],
  [1344, 2133],
  [1349, 2146],
  [1390, 2139],
  [1400, 2138],
]);

/** 3DS could not be performed: what any other failed authentication becomes. */
const OTHER_FAILURE_SALE = 2131;

/** The SALE's code after an authentication that failed with `code`. */
export function unauthenticatedSaleCode(code: number): number {
  return UNAUTHENTICATED_SALE.get(code) ?? OTHER_FAILURE_SALE;
}

/** processor_response_text of a THREE_DS transaction: the issuer's words and how it was reached. */
export function authenticationText(
  code: number,
  how: string,
  prefix = SANDBOX_TEXT_PREFIX,
): string {
  return `${prefix} 3-D Secure: ${responseCode(code)?.message ?? code} (${how})`;
}

/** The issuer's answer for a challenge that ended as `end` (ACS page, form or clock). */
export function challengeAnswer(end: ChallengeEnd, prefix?: string): AuthenticationAnswer {
  const answer = (code: number, how: string) => ({
    code,
    text: authenticationText(code, how, prefix),
  });
  switch (end.kind) {
    case 'approved':
      return answer(CHALLENGE_APPROVED, 'challenge approved by the shopper');
    case 'denied':
      return answer(CHALLENGE_DENIED, 'challenge denied by the shopper');
    case 'cancelled':
      return answer(CHALLENGE_DENIED, 'challenge cancelled on the form');
    case 'timed-out':
      return answer(CHALLENGE_TIMED_OUT, 'challenge not answered in time');
    case 'failed':
      return answer(CHALLENGE_FAILED, `${end.wrongCodes} wrong one-time codes`);
  }
}
