import type { CardBinType } from '../contract/card-bin-types.ts';
import type { DisputeKind } from '../contract/dispute-table.ts';
import type { FeeLine } from './routing/processor-profile.ts';

// The processor port: the few questions the payment lifecycle asks of a card processor and its
// 3-D Secure issuer, and the answers it works with. The domain owns these types; whoever decides
// payments implements them. The sandbox does (server/sandbox/processor/sandbox-processor.ts) and
// the composition root passes it in as AppDeps.processor; a test may pass a processor of its own.
//
// Answers carry codes of the spec's table (contract/response-codes.ts): a transaction's status and
// messages follow from its code there, so a processor cannot answer a status its code contradicts.

/** A processor's answer to a payment or a refund. */
export interface ProcessorDecision {
  readonly code: number;
  /** Goes into postbacks as processor_response_text (spec: Resources → Transaction). */
  readonly processorResponseText: string;
  /** Retrieval reference number: 12 digits. */
  readonly rrn: string;
  /** For a PENDING answer: the code of the final status that follows (applied after a delay). */
  readonly settle?: { readonly code: number } | undefined;
}

/**
 * The card a payment is decided for, as the domain knows it. Only a card typed into the form comes
 * with its number, for the length of the call; a stored card (a saved card, a payment token) has
 * its facts alone, and a wallet's card is named by the wallet's token.
 */
export type PaymentCard =
  | { readonly kind: 'typed'; readonly number: string; readonly holderName: string }
  | {
      readonly kind: 'stored';
      readonly scheme: string;
      /** Null for a wallet's device card, whose BIN is not shown. */
      readonly bin: string | null;
      readonly last4: string;
      readonly holderName: string;
    }
  | { readonly kind: 'wallet'; readonly token: string };

/**
 * The payment a card charge is for, beside its card: a processor may answer by its amount (an
 * approval profile's amount bands) and decides at `now`.
 */
export interface ChargeRequest {
  /** Decimal text in the currency's decimals, as the transaction's amount: "12.50", "1500". */
  readonly amount: string;
  /** ISO 4217. */
  readonly currencyCode: string;
  readonly now: Date;
}

/** The issuer's 3-D Secure answer: a THREE_DS transaction's code and processor_response_text. */
export interface AuthenticationAnswer {
  readonly code: number;
  readonly text: string;
}

export type Authentication =
  /** No 3-D Secure: the processor decides the SALE alone. */
  | { readonly kind: 'none' }
  /** The issuer asks the shopper to confirm on its challenge page; the outcome comes from there. */
  | { readonly kind: 'challenge' }
  /** The issuer answered without asking the shopper: frictionless, attempted, or a failure. */
  | ({ readonly kind: 'decided' } & AuthenticationAnswer);

/** How a challenge ended, as the domain saw it happen. */
export type ChallengeEnd =
  | { readonly kind: 'approved' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'timed-out' }
  | { readonly kind: 'failed'; readonly wrongCodes: number };

/** The SALE after a 3-D Secure authentication that was not a denial (a denial has no SALE). */
export interface SaleAfterAuthentication {
  /** The issuer's code for the authentication. */
  readonly authenticationCode: number;
  /** Whether the authentication succeeded (its code's status is SUCCESS). */
  readonly authenticated: boolean;
  /** What `authorize` answered for the card when the attempt began (kept with a challenge). */
  readonly heldAnswer: { readonly code: number; readonly text: string };
  readonly now: Date;
}

/**
 * A subscription's rebill on the card kept on file: no shopper and no 3-D Secure, the card's own
 * expiry, and which try of this rebill it is (0 for the rebill, n for its nth retry), so a
 * processor can answer as issuers do when a renewal fails and later succeeds.
 */
export interface RebillCharge extends ChargeRequest {
  readonly card: PaymentCard;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly retry: number;
  /**
   * The response code set for this one rebill (or retry) through the sandbox's tools, which a
   * processor that takes such requests answers with; absent for none.
   */
  readonly forcedCode?: number | undefined;
}

/** A later answer of the processor: see Processor.followUpText. */
export type FollowUp =
  /** A PENDING payment reached its final code. */
  | { readonly kind: 'settled'; readonly code: number }
  /** A charge taken PENDING (an ASYNC MIT) whose outcome the processor sends later. */
  | { readonly kind: 'accepted' }
  /** An alternative method's payment opened at its provider, waiting for the shopper there. */
  | { readonly kind: 'waiting'; readonly method: string }
  /** The provider's decision of an alternative method's payment, and how it came about. */
  | { readonly kind: 'provided'; readonly method: string; readonly how: string }
  /** A card network's notice it passes on (a dispute), in the domain's words. */
  | { readonly kind: 'relayed'; readonly text: string }
  /** An end someone decided for it by hand (a payout ended through the sandbox's tools). */
  | { readonly kind: 'decided'; readonly text: string };

/** What a wallet's token shows of its card (a device card shows no BIN). */
export interface WalletCard {
  readonly scheme: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

/** The issuer's facts about a BIN, for transaction_details.card_bin_*. */
export interface BinFacts {
  /** ISO 3166-1 alpha-2 code of the issuing country. */
  readonly countryCode: string;
  /** The country's English short name (ISO 3166-1). */
  readonly countryName: string;
  readonly type: CardBinType;
}

/**
 * A payout the processor is asked to send (POST /v1/payout), its destination checked already. A
 * CARD payout's card is named by its token's facts, never its number.
 */
export interface PayoutOrder {
  /** CARD, CRYPTO, SEPA, PAXUM or BANK_TRANSFER. */
  readonly method: string;
  /** Decimal text in the currency's decimals (a crypto asset's for a CRYPTO payout). */
  readonly amount: string;
  /** ISO 4217, or a crypto asset's code. */
  readonly currencyCode: string;
  readonly card?: PaymentCard | undefined;
}

/**
 * The processor's answer to a payout: taken now (the payout is PENDING 1200 until it ends), and
 * how it ends: a final answer after the method's delay, or `held` until someone decides it (the
 * sandbox's tools API; a real processor's own later notice).
 */
export interface PayoutDecision {
  /** Retrieval reference number: 12 digits. */
  readonly rrn: string;
  /** processor_response_text of the PENDING record. */
  readonly acceptedText: string;
  readonly final: { readonly code: number; readonly processorResponseText: string } | 'held';
}

/**
 * A dispute the card network will send of a settled SALE or CAPTURE: its kind, `afterMs` after the
 * transaction was recorded (the sandbox's dispute test cards).
 */
export interface PlannedDispute {
  readonly kind: DisputeKind;
  readonly afterMs: number;
}

export interface Processor {
  /**
   * The merchant's key for the processor in its routing configuration, kept with each transaction
   * it decides so follow-ups reach it again; none for a processor outside any configuration.
   */
  readonly id?: string | undefined;
  /** The processor's name, as transaction records carry it (transaction_details.processor). */
  readonly name: string;
  /**
   * What it charges for the transactions it decides (its routing profile's fee schedule,
   * server/domain/fees); none: it charges nothing.
   */
  readonly fees?: readonly FeeLine[] | undefined;
  /**
   * Whether it returns a network token for every card payment, consent or not (its profile's
   * `network_tokens`): a token then kept without the shopper's consent cannot be charged by the
   * merchant alone (cof_consent_skipped; MIT is refused 2911).
   */
  readonly networkTokens?: boolean | undefined;
  /**
   * The processor's own code for an answer it gave with the spec's response code `code`
   * (transaction_details.processor_response_code): the code its own protocol uses, as text.
   */
  ownResponseCode(code: number): string;
  /** The answer to a card payment (a SALE, an AUTHORIZE, a token charge). */
  authorize(card: PaymentCard, charge: ChargeRequest): Promise<ProcessorDecision>;
  /** The answer to a subscription's rebill (or its retry) on the card on file. */
  rebill(charge: RebillCharge): Promise<ProcessorDecision>;
  /**
   * 3-D Secure for a card payment; `forced3d` asks the issuer to challenge where it may;
   * `requested` says the merchant's rules want the payment authenticated, which the processor
   * does its own way (a challenge or a frictionless authentication).
   */
  authenticate(
    card: PaymentCard,
    options: { forced3d: boolean; requested?: boolean | undefined },
  ): Promise<Authentication>;
  /** The issuer's answer for a challenge that ended as `end`. */
  challengeEnded(end: ChallengeEnd): Promise<AuthenticationAnswer>;
  /**
   * processor_response_text of an answer the processor gives later, unasked: the end of a PENDING
   * payment that settles with `code`, or its taking a charge whose outcome follows by postback.
   */
  followUpText(event: FollowUp): string;
  /** The SALE's answer once 3-D Secure ended without a denial. */
  saleAfterAuthentication(sale: SaleAfterAuthentication): Promise<ProcessorDecision>;
  /** The answer to a refund of `amountMinor` (the currency's minor units). */
  refund(amountMinor: bigint, now: Date): Promise<ProcessorDecision>;
  /** The card a wallet's token pays with, or undefined for a token this processor cannot open. */
  openWallet(token: string, now: Date): Promise<WalletCard | undefined>;
  /** What a wallet token must be for openWallet to open it, as a 400 says after `wallet.token`. */
  readonly walletTokenRule: string;
  /**
   * A retrieval reference for a transaction the processor is told of at `now`: a THREE_DS, a
   * capture, a void, an alternative method's SALE.
   */
  reference(now: Date): string;
  /** The BIN facts of a card whose number starts with `bin` (6 digits or more), if known. */
  binFacts(bin: string): BinFacts | undefined;
  /** Takes a payout (PENDING) and says how it ends. */
  payout(order: PayoutOrder, now: Date): Promise<PayoutDecision>;
  /**
   * How many units of `currency` one unit of the processor's reference currency buys, as decimal
   * text, or undefined for a currency it has no rate for: the rates base amounts are converted
   * with (server/domain/ledger/base-amount.ts).
   */
  exchangeRate(currency: string): string | undefined;
  /**
   * The disputes the network will send of a settled SALE or CAPTURE paid with `card`, in order;
   * none (or no method) for a card it will never dispute. Read where the transaction is recorded.
   */
  disputePlan?(card: PaymentCard): readonly PlannedDispute[];
}

/**
 * What a transaction record says of the processor: its name, its own code, the card's BIN facts,
 * and the rates its base amount is converted with.
 */
export type ProcessorFacts = Pick<
  Processor,
  'id' | 'name' | 'fees' | 'ownResponseCode' | 'binFacts' | 'exchangeRate' | 'disputePlan'
>;
