import type { CardScheme } from '../../../common/card/card-scheme.ts';
import type { PaymentMethod } from '../../../common/methods/payment-methods.ts';
import type { PayoutMethod } from '../../contract/payout-methods.ts';
import { FEE_TRANSACTION_KINDS } from '../../contract/routing-schema.ts';

// A merchant's processors as data: what each one serves and can do, and what it charges. Routing
// (routing rules, server/domain/routing) chooses among them by these facts alone; how a processor
// answers (its approval profile, latency, outages) is its implementation's business and travels
// beside it as `behaviour`, which the domain never reads (the sandbox's: server/sandbox/processor).
//
// Stored per merchant with the routing rules (one configuration document) and exchanged as JSON in
// the same snake_case shape through the sandbox's routing API.

/** Money as the spec writes it: a decimal string, never a float. */
export type DecimalText = string;

/** The transactions a fee schedule line charges for (the schema's list: contract/routing-schema.ts). */
export { FEE_TRANSACTION_KINDS };
export type FeeTransactionKind = (typeof FEE_TRANSACTION_KINDS)[number];

/**
 * One line of a processor's fee schedule: `percentage` of the amount plus `fixed`, in the
 * processor's currency (`currency_code`), for a method (or every method: no `method`) and a kind of
 * transaction (or every kind: no `transaction_kind`). The most specific line wins.
 */
export interface FeeLine {
  readonly method?: PaymentMethod | undefined;
  readonly transaction_kind?: FeeTransactionKind | undefined;
  /** Decimal text, 0..100 with up to 4 decimals: "2.9", "0.25". */
  readonly percentage: DecimalText;
  /** Decimal text in `currency_code`'s decimals: "0.30". */
  readonly fixed: DecimalText;
  /** ISO 4217: the processor's currency, in which the fee is charged. */
  readonly currency_code: string;
}

/** What a processor can do beyond deciding a one-time payment. */
export interface ProcessorFeatures {
  /** Refunds of part of a payment (a full refund every processor takes). */
  readonly partial_refund: boolean;
  /** Merchant-initiated charges on a stored card: MIT sales, subscription rebills. */
  readonly mit: boolean;
  /** 3-D Secure authentication of card payments. */
  readonly three_ds: boolean;
  /** Authorize now, capture or void later. */
  readonly authorize_capture: boolean;
  /** Payout methods it sends; empty for none. */
  readonly payouts: readonly PayoutMethod[];
  /**
   * It answers a card payment with a network token of the card whether or not the shopper agreed
   * to keep it: a one-time sale with "Save this card" left unticked still leaves a token, kept
   * without consent (cof_consent_skipped; docs/routing.md). Absent: false.
   */
  readonly network_tokens?: boolean | undefined;
}

export interface ProcessorProfile {
  /** The merchant's key for it, referenced by rules: lower-case letters, digits and hyphens. */
  readonly id: string;
  /** As transaction records name it (transaction_details.processor). */
  readonly name: string;
  /** Payment methods it takes; card schemes matter only for CARD and the wallets. */
  readonly methods: readonly PaymentMethod[];
  readonly card_schemes: readonly CardScheme[];
  /**
   * ISO 4217 codes of the currencies it takes; absent: every currency (as a rule's absent
   * condition means any), which is what an acquirer settling in one currency while accepting
   * every presentment currency says.
   */
  readonly currencies?: readonly string[] | undefined;
  readonly features: ProcessorFeatures;
  readonly fees: readonly FeeLine[];
  /** How the implementation behind it answers; opaque to the domain (the sandbox's: behaviour). */
  readonly behaviour?: unknown;
}
