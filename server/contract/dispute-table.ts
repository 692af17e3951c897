// What may follow what on a settled payment: the dispute-side transactions an issuer or a card
// network sends (FRAUD_ALERT, CHARGEBACK, CHARGEBACK_REVERSAL, RDR, RDR_REVERSAL) and the
// merchant's own REFUND, as one table (docs/disputes.md draws it). The dispute route, the test
// cards' sweep, a clock's advance and POST /v1/refund all read this table and nothing else, so a
// rule changes in one row. Pure data: the domain locks the transaction and counts the money.

export const DISPUTE_KINDS = [
  'FRAUD_ALERT',
  'CHARGEBACK',
  'CHARGEBACK_REVERSAL',
  'RDR',
  'RDR_REVERSAL',
] as const;

export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** The last dispute-side transaction on a payment's SALE or CAPTURE; NONE before the first. */
export type DisputeState = DisputeKind | 'NONE';

/** What a row does to the money of the transaction it follows. */
export type MoneyEffect =
  /** Moves nothing: a warning the merchant may act on (refund before a chargeback comes). */
  | 'none'
  /** The network takes the amount back from the merchant (at most the captured amount). */
  | 'taken'
  /** Gives back what its chargeback took (at most that chargeback's amount). */
  | 'returned'
  /** A refund: counts against what is left to refund (at most what is left). */
  | 'refunded'
  /** Undoes its RDR: the amount counts as unrefunded again (exactly the RDR's amount). */
  | 'unrefunded';

export interface FollowRule {
  /** The states this one may follow. */
  readonly after: readonly DisputeState[];
  readonly money: MoneyEffect;
  /** Why, said in a 409 when it may not follow (docs/disputes.md shows the same sentence). */
  readonly rule: string;
}

export const MAY_FOLLOW: Readonly<Record<DisputeKind | 'REFUND', FollowRule>> = {
  FRAUD_ALERT: {
    after: ['NONE'],
    money: 'none',
    rule: 'a FRAUD_ALERT comes first: before any other dispute of the transaction',
  },
  CHARGEBACK: {
    after: ['NONE', 'FRAUD_ALERT', 'RDR_REVERSAL'],
    money: 'taken',
    rule: 'a CHARGEBACK follows nothing, a FRAUD_ALERT or an RDR_REVERSAL: one chargeback per transaction, and an RDR in force has settled the dispute',
  },
  CHARGEBACK_REVERSAL: {
    after: ['CHARGEBACK'],
    money: 'returned',
    rule: 'a CHARGEBACK_REVERSAL follows a CHARGEBACK, once',
  },
  RDR: {
    after: ['NONE', 'FRAUD_ALERT'],
    money: 'refunded',
    rule: 'an RDR follows nothing or a FRAUD_ALERT: it resolves a dispute before it becomes a chargeback',
  },
  RDR_REVERSAL: {
    after: ['RDR'],
    money: 'unrefunded',
    rule: 'an RDR_REVERSAL follows an RDR, once',
  },
  REFUND: {
    after: ['NONE', 'FRAUD_ALERT', 'CHARGEBACK_REVERSAL', 'RDR', 'RDR_REVERSAL'],
    money: 'refunded',
    rule: 'a REFUND may not follow a CHARGEBACK that is not reversed: the network has taken the money back already',
  },
};

/** Whether `next` may follow a transaction whose last dispute is `state`. */
export function mayFollow(next: DisputeKind | 'REFUND', state: DisputeState): boolean {
  return MAY_FOLLOW[next].after.includes(state);
}

/** The spec's 2011: what a refund of a charged-back transaction is refused with. */
export const ALREADY_CHARGEBACK = 2011;

export interface DisputeReason {
  readonly network: 'Visa' | 'Mastercard';
  readonly code: string;
  readonly description: string;
}

/**
 * The reason codes the sandbox accepts and stores on a dispute (`dispute_reason_code`): a few of
 * Visa's and Mastercard's, enough to rehearse fraud and service disputes. Any code of the table
 * may be given for any card; left out, a Mastercard card's dispute gets the Mastercard default and
 * every other scheme's the Visa one (DEFAULT_REASON).
 */
export const DISPUTE_REASONS: readonly DisputeReason[] = [
  { network: 'Visa', code: '10.4', description: 'Other Fraud: Card-Absent Environment' },
  { network: 'Visa', code: '11.3', description: 'No Authorization' },
  { network: 'Visa', code: '12.6.1', description: 'Duplicate Processing' },
  { network: 'Visa', code: '13.1', description: 'Merchandise/Services Not Received' },
  { network: 'Visa', code: '13.2', description: 'Cancelled Recurring Transaction' },
  { network: 'Visa', code: '13.6', description: 'Credit Not Processed' },
  { network: 'Mastercard', code: '4837', description: 'No Cardholder Authorization' },
  { network: 'Mastercard', code: '4853', description: 'Cardholder Dispute' },
  { network: 'Mastercard', code: '4855', description: 'Goods or Services Not Provided' },
  { network: 'Mastercard', code: '4863', description: 'Cardholder Does Not Recognize' },
];

/**
 * The reason a dispute of `kind` gets when none is given: fraud for an alert and a chargeback,
 * "not received" for an RDR. A reversal keeps the reason of what it reverses.
 */
export const DEFAULT_REASON: Readonly<
  Record<'FRAUD_ALERT' | 'CHARGEBACK' | 'RDR', Record<DisputeReason['network'], string>>
> = {
  FRAUD_ALERT: { Visa: '10.4', Mastercard: '4837' },
  CHARGEBACK: { Visa: '10.4', Mastercard: '4837' },
  RDR: { Visa: '13.1', Mastercard: '4855' },
};

export function disputeReason(code: string): DisputeReason | undefined {
  return DISPUTE_REASONS.find((reason) => reason.code === code);
}
