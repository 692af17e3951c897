import type { PaymentCard, Processor } from '../../domain/processor.ts';
import { binEntry } from './bin-table.ts';
import { disputePlanFor } from './dispute-cards.ts';
import { exchangeRate } from './exchange-rates.ts';
import { decidePayout } from './payout-processor.ts';
import { answerWith, decide, retrievalReference } from './processor.ts';
import { ownResponseCode, SANDBOX_PROCESSOR_NAME } from './processor-codes.ts';
import { cardExpired, rebillTestCardFor } from './rebill-cards.ts';
import { decideRefund } from './refund-processor.ts';
import {
  authenticationFor,
  authenticationText,
  challengeAnswer,
  unauthenticatedSaleCode,
} from './three-ds.ts';
import { testCardNumberOf } from './token-cards.ts';
import { walletCardFor } from './wallet-cards.ts';

// The sandbox behind the processor port (server/domain/processor.ts): the processor, the 3-D
// Secure issuer, the refund desk and the BIN table of this folder, answering as docs/sandbox.md
// says. Cards it never sees the number of (a saved card, a payment token, a wallet's card) are
// decided as the test card their facts name, so every outcome can be reached with them too.

interface SandboxCard {
  /** A test card's number, or a number that is no test card (approved like any other card). */
  pan: string;
  holderName: string;
}

// Any date will do: only the number of the wallet's card is read, never its expiry.
const ANY_DATE = new Date(0);

const EXPIRED_CARD = 2202;

/** The number the sandbox decides from, which stays in this folder. */
function sandboxCard(card: PaymentCard): SandboxCard {
  switch (card.kind) {
    case 'typed':
      return { pan: card.number, holderName: card.holderName };
    case 'stored':
      // A stored card of no test card has no number here: "not a test card", which is approved.
      return { pan: testCardNumberOf(card) ?? '', holderName: card.holderName };
    case 'wallet':
      // No cardholder name comes with a wallet payment: no FORCE name, the card decides.
      return { pan: walletCardFor(card.token, ANY_DATE)?.number ?? '', holderName: '' };
  }
}

export const sandboxProcessor: Processor = {
  name: SANDBOX_PROCESSOR_NAME,

  ownResponseCode,

  async authorize(card, now) {
    return decide({ ...sandboxCard(card), now });
  },

  async rebill({ card, expiryMonth, expiryYear, retry, now }) {
    // The card on file's own expiry comes first: no issuer approves a card past it.
    if (cardExpired(expiryMonth, expiryYear, now)) {
      const answer = answerWith(EXPIRED_CARD, now);
      const through = `${String(expiryMonth).padStart(2, '0')}/${expiryYear}`;
      return {
        ...answer,
        processorResponseText: `Sandbox: expired card (valid through ${through})`,
      };
    }
    // A rebill test card answers by the try; any other card as it would be charged now.
    const paying = sandboxCard(card);
    const rebillCard = rebillTestCardFor(paying.pan);
    const answer = rebillCard
      ? answerWith(rebillCard.codeOnTry(retry), now)
      : decide({ ...paying, now });
    const which = retry === 0 ? 'rebill' : `rebill, retry ${retry}`;
    return { ...answer, processorResponseText: `${answer.processorResponseText} (${which})` };
  },

  async authenticate(card, { forced3d }) {
    const threeDs = authenticationFor({ ...sandboxCard(card), forced3d });
    if (threeDs.kind !== 'decided') return threeDs;
    const how = threeDs.forced ? 'forced by cardholder name' : 'no challenge';
    return { kind: 'decided', code: threeDs.code, text: authenticationText(threeDs.code, how) };
  },

  async challengeEnded(end) {
    return challengeAnswer(end);
  },

  async saleAfterAuthentication({ authenticationCode, authenticated, heldAnswer, now }) {
    // Authenticated: the answer the card had. Otherwise the issuer declines the unauthenticated
    // SALE with the 21xx code naming why (three-ds.ts).
    const code = authenticated ? heldAnswer.code : unauthenticatedSaleCode(authenticationCode);
    const answer = answerWith(code, now);
    return {
      ...answer,
      processorResponseText: authenticated
        ? heldAnswer.text
        : `${answer.processorResponseText} (not authenticated: 3-D Secure ${authenticationCode})`,
    };
  },

  async refund(amountMinor, now) {
    return decideRefund(amountMinor, now);
  },

  async openWallet(token, now) {
    const card = walletCardFor(token, now);
    if (!card) return undefined;
    const { number: _number, ...shown } = card;
    return shown;
  },

  reference: retrievalReference,

  binFacts: binEntry,

  async payout(order, now) {
    return decidePayout(order, now);
  },

  exchangeRate,

  disputePlan(card) {
    return disputePlanFor(sandboxCard(card).pan);
  },
};
