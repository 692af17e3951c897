// The sandbox processor: decides the outcome of a card payment from the card number and the
// cardholder name alone, so a merchant's developer can produce any outcome on purpose. The server
// has already checked the number (Luhn, accepted scheme) before asking.
//
// The card number never leaves this module: decisions carry only facts of the response code
// table, so nothing built from a decision (postback, log line, error) can leak it.
import { randomInt } from 'node:crypto';
import {
  type ResponseCode,
  responseCode,
  type TransactionStatus,
} from '../../contract/response-codes.ts';
import type { ProcessorDecision } from '../../domain/processor.ts';
import { SANDBOX_TEXT_PREFIX } from './processor-codes.ts';
import { testCardFor } from './test-cards.ts';
import { isAuthenticationCode } from './three-ds.ts';

export interface ProcessorInput {
  pan: string;
  holderName: string;
  /** When the processor decides (the RRN carries it); default: the system clock. */
  now?: Date;
  /** The first words of processor_response_text: the instance's (default: Sandbox). */
  prefix?: string;
}

/** How a text names who answered and, after the outcome, why (in brackets). */
export interface Voice {
  /** Default: SANDBOX_TEXT_PREFIX. */
  readonly prefix?: string | undefined;
  /** Said after the outcome in brackets: "forced by cardholder name". */
  readonly note?: string | undefined;
}

/**
 * The port's decision (server/domain/processor.ts), with the status and message the code has in
 * the spec's table. The RRN is 12 digits, YDDDhhnnnnnn (docs/sandbox.md, Processor answers); a
 * PENDING payment settles to `settle` a few seconds later.
 */
export interface SandboxDecision extends ProcessorDecision {
  status: TransactionStatus;
  /** The spec's message for `code`. */
  message: string;
}

const APPROVED = 1000;

// A PENDING payment awaits the processor's final status (spec: Transaction status); in the
// sandbox it always arrives and is a success, which is what the pending test card promises.
const PENDING_SETTLES_TO = APPROVED;

// "FORCE 2911", in any case and with spaces around it. Only codes of the spec's table count: any
// other name — "FORCE 9999" included — is an ordinary cardholder name, and the card decides.
// 3-D Secure codes (13xx, 1400) are the issuer's to force (three-ds.ts), not the processor's.
const FORCE_NAME = /^force\s+(\d{4})$/i;

function forcedCode(holderName: string): ResponseCode | undefined {
  const match = FORCE_NAME.exec(holderName.trim());
  const code = Number(match?.[1]);
  return isAuthenticationCode(code) ? undefined : responseCode(code);
}

function lowerFirst(message: string): string {
  // "Insufficient funds" → "insufficient funds", but "CVV missing" and "3DS timeout" stay.
  return /^[A-Z][a-z]/.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}

/** An ISO 8583 retrieval reference number for a decision made at `now` (UTC). */
export function retrievalReference(now: Date): string {
  const yearStart = Date.UTC(now.getUTCFullYear(), 0, 1);
  const day = Math.floor((now.getTime() - yearStart) / 86_400_000) + 1;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${now.getUTCFullYear() % 10}${pad(day, 3)}${pad(now.getUTCHours(), 2)}${pad(randomInt(1_000_000), 6)}`;
}

function decisionFor(entry: ResponseCode, now: Date, voice: Voice = {}): SandboxDecision {
  const outcome = entry.code === APPROVED ? 'approved' : lowerFirst(entry.message);
  const { prefix = SANDBOX_TEXT_PREFIX, note } = voice;
  return {
    code: entry.code,
    status: entry.status,
    message: entry.message,
    processorResponseText: `${prefix}: ${outcome}${note === undefined ? '' : ` (${note})`}`,
    rrn: retrievalReference(now),
    ...(entry.status === 'PENDING' && { settle: { code: PENDING_SETTLES_TO } }),
  };
}

function entryOf(code: number): ResponseCode {
  const entry = responseCode(code);
  // Only reachable if the test-card table names a code the spec lacks; its tests rule that out.
  if (!entry) throw new Error(`[Kassa] sandbox test card names unknown response code ${code}`);
  return entry;
}

/** The processor's answer with `code` (a SALE after 3-D Secure, whose code the issuer decided). */
export function answerWith(code: number, now: Date, voice?: Voice): SandboxDecision {
  return decisionFor(entryOf(code), now, voice);
}

/**
 * What the card alone decides: a cardholder name `FORCE <code>` forces that code; a test card gets
 * its documented code. Undefined for any other card, which is the processor's to decide.
 */
export function decideByCard(input: ProcessorInput): SandboxDecision | undefined {
  const now = input.now ?? new Date();
  const prefix = input.prefix;
  const forced = forcedCode(input.holderName);
  if (forced) return decisionFor(forced, now, { prefix, note: 'forced by cardholder name' });
  const card = testCardFor(input.pan);
  return card && decisionFor(entryOf(card.code), now, { prefix });
}

/**
 * The processor's answer for a card, in this order: a cardholder name `FORCE <code>` forces that
 * code; a test card gets its documented code; any other valid card number is approved.
 */
export function decide(input: ProcessorInput): SandboxDecision {
  const now = input.now ?? new Date();
  return decideByCard({ ...input, now }) ?? answerWith(APPROVED, now, { prefix: input.prefix });
}
