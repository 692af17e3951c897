import { setTimeout as sleepFor } from 'node:timers/promises';
import type {
  ChargeRequest,
  PaymentCard,
  Processor,
  ProcessorDecision,
} from '../../domain/processor.ts';
import type { FeeLine } from '../../domain/routing/processor-profile.ts';
import { DEFAULT_BEHAVIOUR, type SandboxBehaviour } from './behaviour.ts';
import { approvalRuleFor, type ChargeFacts, outageAt } from './behaviour-rules.ts';
import { binEntry } from './bin-table.ts';
import { disputePlanFor } from './dispute-cards.ts';
import { exchangeRate } from './exchange-rates.ts';
import { decidePayout } from './payout-processor.ts';
import { answerWith, decideByCard, retrievalReference } from './processor.ts';
import { ownResponseCode, SANDBOX_PROCESSOR_NAME, SANDBOX_TEXT_PREFIX } from './processor-codes.ts';
import { cardExpired, rebillTestCardFor } from './rebill-cards.ts';
import { decideRefund } from './refund-processor.ts';
import { binOf, sandboxCard } from './sandbox-card.ts';
import {
  authenticationFor,
  authenticationText,
  challengeAnswer,
  unauthenticatedSaleCode,
} from './three-ds.ts';
import { isTestCardNumber } from './token-cards.ts';
import { WALLET_TOKEN_RULE, walletCardFor } from './wallet-cards.ts';

// The sandbox behind the processor port (server/domain/processor.ts): the processor, the 3-D
// Secure issuer, the refund desk and the BIN table of this folder, answering as docs/sandbox.md
// says. Cards it never sees the number of (a saved card, a payment token, a wallet's card) are
// decided as the test card their facts name, so every outcome can be reached with them too.
//
// A merchant has several sandbox processors: named instances of this one, each with its behaviour
// (behaviour.ts) for the cards that are no test card. The order of the rules, the same on each:
// a FORCE cardholder name and a test card's own outcome; then an outage window; then the first
// matching approval rule; else the card is approved.

export interface SandboxProcessorOptions {
  /** The merchant's key for it in the routing document. */
  readonly id: string;
  /** As transaction records name it (transaction_details.processor). */
  readonly name: string;
  readonly behaviour?: SandboxBehaviour | undefined;
  /** What it charges (its routing profile's fee schedule); none by default. */
  readonly fees?: readonly FeeLine[] | undefined;
  /** Whether it returns a network token for every card payment (its profile's network_tokens). */
  readonly networkTokens?: boolean | undefined;
  /** How processor_response_text begins ("Acquirer B: approved"); default: its name. */
  readonly textPrefix?: string | undefined;
  /**
   * How it waits out its latency: a timer by default; a test passes its own, so no test waits on
   * the wall clock. Never called for a latency of 0.
   */
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** A sandbox processor instance: the port, with the id and behaviour it was made with. */
export interface SandboxProcessor extends Processor {
  readonly id: string;
  readonly behaviour: SandboxBehaviour;
}

const EXPIRED_CARD = 2202;
const APPROVED = 1000;
/** 3-D Secure passed without a challenge. */
const FRICTIONLESS = 1301;

export function createSandboxProcessor(options: SandboxProcessorOptions): SandboxProcessor {
  const { id, name, behaviour = DEFAULT_BEHAVIOUR } = options;
  const prefix = options.textPrefix ?? name;
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));
  const latency = behaviour.latency_ms ?? 0;

  /** Waits out the processor's latency; no timer at all without one. */
  const answering = async (): Promise<void> => {
    if (latency > 0) await sleep(latency);
  };

  /** Outages, then the approval profile, for a card that is no test card; else undefined. */
  const byBehaviour = (facts: ChargeFacts, now: Date): ProcessorDecision | undefined => {
    const outage = outageAt(behaviour.outages, now);
    if (outage) {
      return answerWith(outage.code, now, {
        prefix,
        note: `outage from ${outage.from} to ${outage.to}`,
      });
    }
    const matched = approvalRuleFor(behaviour.approval_profile, facts);
    return (
      matched &&
      answerWith(matched.rule.code, now, {
        prefix,
        note: `approval profile, rule approval_profile[${matched.index}]`,
      })
    );
  };

  /** A card payment's answer: the card's own, then the behaviour's, else approved. */
  const decideCharge = (card: PaymentCard, charge: ChargeRequest): ProcessorDecision => {
    const { now } = charge;
    const paying = sandboxCard(card);
    const byCard = decideByCard({ ...paying, now, prefix });
    if (byCard) return byCard;
    if (!isTestCardNumber(paying.pan)) {
      const bin = binOf(card, paying.pan);
      const { amount, currencyCode } = charge;
      const facts = { amount, currencyCode, binCountry: bin && binEntry(bin)?.countryCode };
      const decided = byBehaviour(facts, now);
      if (decided) return decided;
    }
    return answerWith(APPROVED, now, { prefix });
  };

  return {
    id,
    name,
    behaviour,
    fees: options.fees ?? [],
    networkTokens: options.networkTokens ?? false,

    ownResponseCode,

    async authorize(card, charge) {
      await answering();
      return decideCharge(card, charge);
    },

    async rebill(charge) {
      const { card, expiryMonth, expiryYear, retry, now } = charge;
      await answering();
      // The code set for this one rebill through the sandbox's tools comes before anything else.
      if (charge.forcedCode !== undefined) {
        return {
          code: charge.forcedCode,
          processorResponseText: `${prefix}: ${charge.forcedCode} forced for this rebill`,
          rrn: retrievalReference(now),
        };
      }
      // The card on file's own expiry comes first: no issuer approves a card past it.
      if (cardExpired(expiryMonth, expiryYear, now)) {
        const answer = answerWith(EXPIRED_CARD, now);
        const through = `${String(expiryMonth).padStart(2, '0')}/${expiryYear}`;
        return {
          ...answer,
          processorResponseText: `${prefix}: expired card (valid through ${through})`,
        };
      }
      // A rebill test card answers by the try; any other card as it would be charged now.
      const rebillCard = rebillTestCardFor(sandboxCard(card).pan);
      const answer = rebillCard
        ? answerWith(rebillCard.codeOnTry(retry), now, { prefix })
        : decideCharge(card, charge);
      const which = retry === 0 ? 'rebill' : `rebill, retry ${retry}`;
      return { ...answer, processorResponseText: `${answer.processorResponseText} (${which})` };
    },

    async authenticate(card, { forced3d, requested = false }) {
      const paying = sandboxCard(card);
      const threeDs = authenticationFor({ ...paying, forced3d });
      if (threeDs.kind === 'none' && requested) {
        // The merchant's rules ask; a card that is no 3-D Secure test card follows the profile.
        if ((behaviour.three_ds ?? 'challenge') === 'challenge') return { kind: 'challenge' };
        return {
          kind: 'decided',
          code: FRICTIONLESS,
          text: authenticationText(FRICTIONLESS, 'no challenge: frictionless by profile', prefix),
        };
      }
      if (threeDs.kind !== 'decided') return threeDs;
      const how = threeDs.forced ? 'forced by cardholder name' : 'no challenge';
      return {
        kind: 'decided',
        code: threeDs.code,
        text: authenticationText(threeDs.code, how, prefix),
      };
    },

    async challengeEnded(end) {
      return challengeAnswer(end, prefix);
    },

    followUpText(event) {
      switch (event.kind) {
        case 'settled':
          return `${prefix}: settled after pending (${event.code})`;
        case 'accepted':
          return `${prefix}: accepted; the outcome follows by TRANSACTION postback`;
        case 'waiting':
          return `${prefix}: waiting for the shopper at ${event.method}`;
        case 'provided':
          return `${prefix}: ${event.method} ${event.how}`;
        case 'relayed':
        case 'decided':
          return `${prefix}: ${event.text}`;
      }
    },

    async saleAfterAuthentication({ authenticationCode, authenticated, heldAnswer, now }) {
      // Authenticated: the answer the card had. Otherwise the issuer declines the unauthenticated
      // SALE with the 21xx code naming why (three-ds.ts).
      const code = authenticated ? heldAnswer.code : unauthenticatedSaleCode(authenticationCode);
      const answer = answerWith(code, now, { prefix });
      return {
        ...answer,
        processorResponseText: authenticated
          ? heldAnswer.text
          : `${answer.processorResponseText} (not authenticated: 3-D Secure ${authenticationCode})`,
      };
    },

    async refund(amountMinor, now) {
      await answering();
      return decideRefund(amountMinor, now, prefix);
    },

    async openWallet(token, now) {
      const card = walletCardFor(token, now);
      if (!card) return undefined;
      const { number: _number, ...shown } = card;
      return shown;
    },

    walletTokenRule: WALLET_TOKEN_RULE,

    reference: retrievalReference,

    binFacts: binEntry,

    async payout(order, now) {
      await answering();
      return decidePayout(order, now, prefix);
    },

    exchangeRate,

    disputePlan(card) {
      return disputePlanFor(sandboxCard(card).pan);
    },
  };
}

/** The sandbox merchant's one processor until routing names others: "Kassa Sandbox". */
export const sandboxProcessor: SandboxProcessor = createSandboxProcessor({
  id: 'kassa-sandbox',
  name: SANDBOX_PROCESSOR_NAME,
  textPrefix: SANDBOX_TEXT_PREFIX,
});
