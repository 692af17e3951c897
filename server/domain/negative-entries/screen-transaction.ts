import type { NegativeEntryType } from '../../contract/negative-entry-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { TransactionRecord } from '../ledger/transaction-record.ts';
import type { ProcessorFacts } from '../processor.ts';
import { BLOCK_CODES, normalCountry, normalEmail, requestIp } from './entry-values.ts';
import { matchingNegativeEntry } from './negative-entry-store.ts';

// The one check of a transaction against the merchant's negative database. It is called from the
// one place every new transaction is written (outcomes/record-transaction.ts), so every entry
// point that makes one — a checkout's attempts on the form (card, saved card, wallet, alternative
// method), /v1/sale, /authorize, /recurring, /token, /mit-sale, /mit-authorize, /cit-sale,
// rebills and payouts (by their destination too) — is screened by the same rule, and a match is
// recorded as a DECLINE with the entry type's code and its TRANSACTION postback like any other
// outcome.

/** The transactions that start an attempt to move money or keep a card: the ones screened. */
const SCREENED: ReadonlySet<TransactionRecord['transactionType']> = new Set([
  'SALE',
  'AUTHORIZE',
  'TOKEN',
  'PAYOUT',
]);

/**
 * The payments paid by a shopper on the form, whose transactions carry the shopper's own address
 * (the form's request). A charge the merchant's server asks for (MIT, the CIT's request, a
 * payout) or a rebill has no shopper address: its IP is the merchant's, and is never screened.
 */
const SHOPPER_PAID: ReadonlySet<PaymentRecord['paymentType']> = new Set([
  'SALE',
  'AUTHORIZE',
  'RECURRING',
  'TOKEN',
]);

export interface Block {
  entryId: string;
  entryType: NegativeEntryType;
  /** The spec's code for the entry's type (2309..2314). */
  code: number;
}

type Draft = Pick<TransactionRecord, 'transactionType' | 'details' | 'paymentContext'>;

/**
 * Where a payout sends the money, screened with its customer: a Paxum account's e-mail against
 * EMAIL entries, the countries of a bank account (an IBAN's, a BIC's, a Korean bank transfer's)
 * against COUNTRY entries. A payout to a blocked destination is declined as one to a blocked
 * customer is.
 */
export interface Payee {
  email?: string | undefined;
  countryCodes: readonly string[];
}

/** The entry that blocks `draft` of `payment`, if one does; undefined for a type not screened. */
export async function screenTransaction(
  tx: Queryable,
  payment: PaymentRecord,
  draft: Draft,
  processor: Pick<ProcessorFacts, 'binFacts'>,
  payee?: Payee,
): Promise<Block | undefined> {
  if (!SCREENED.has(draft.transactionType)) return undefined;
  const { details } = draft;
  const card = details.kind === 'card' ? details : undefined;
  const tokens = [card?.paymentTokenId, payment.paymentTokenId ?? undefined].filter(
    (id): id is string => id !== undefined,
  );
  const countries = [
    payment.customer.country_code === undefined
      ? undefined
      : normalCountry(payment.customer.country_code),
    card && processor.binFacts(card.bin)?.countryCode,
    ...(payee?.countryCodes ?? []).map(normalCountry),
  ].filter((code): code is string => code !== undefined);
  // A payout has no customer e-mail: its payee's is the one it pays.
  const email = payee?.email ?? payment.customer.email;
  const entry = await matchingNegativeEntry(tx, {
    merchantId: payment.merchantId,
    merchantCustomerId: payment.merchantCustomerId,
    paymentTokenIds: tokens,
    card: card && {
      bin: card.bin,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    },
    ip: SHOPPER_PAID.has(payment.paymentType) ? requestIp(draft.paymentContext.ip) : undefined,
    email: email === undefined ? undefined : normalEmail(email),
    countries,
  });
  return (
    entry && {
      entryId: entry.entryId,
      entryType: entry.entryType,
      code: BLOCK_CODES[entry.entryType],
    }
  );
}
