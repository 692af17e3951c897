import type { CardPaymentRequest } from '../../../common/contract/session-api.ts';
import { type PaymentMethod, resolveMethod } from '../../../common/methods/payment-methods.ts';
import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fitsAmountFormat, fromMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId } from '../../platform/ids.ts';
import { paymentContext, type RequestFacts } from '../ledger/payment-context.ts';
import type { PaymentDetails } from '../ledger/payment-details.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { findPaymentBySessionToken, updateShopperDetails } from '../ledger/payment-store.ts';
import type { CofConsent } from '../ledger/token-rule.ts';
import { orderTax, selectedProducts } from '../ledger/totals.ts';
import { allowsZeroAmount, firstTransactionType } from '../ledger/transaction-type.ts';
import type { TransactionDraft } from '../outcomes/record-transaction.ts';
import { effectiveState } from './session-view.ts';
import { shopperDetails } from './shopper-details.ts';

// What every payment attempt on a checkout session does first, whatever pays it (a card typed in,
// a wallet's card, an alternative method): lock the session, check it offers the method and is
// OPEN, keep the shopper's details, check the amount of the selection and draft the SALE. Runs in
// the caller's database transaction, so the attempt that follows commits with it or not at all.

/** What the form sent besides its method's own fields. */
export type RequestParts = Pick<
  CardPaymentRequest,
  'customer' | 'language' | 'selected_product_ids' | 'browser'
>;

export interface AttemptStart {
  request: RequestParts;
  requestFacts: RequestFacts;
  paymentMethod: PaymentMethod;
  /** What the transaction keeps of how it was paid. */
  details: PaymentDetails;
  /** The consent a successful payment's token is kept with (token-rule.ts). */
  cofConsent: CofConsent;
  /** The retrieval reference the processor gives the transaction. */
  rrn: string;
  now: Date;
}

export interface BegunAttempt {
  /** The locked session's payment, with the shopper's details applied. */
  payment: PaymentRecord;
  /** The SALE (or AUTHORIZE) to record, before its outcome. */
  transaction: TransactionDraft;
}

/** Whether the session offers `method` (the spec's alias spellings count as their method). */
function offers(payment: PaymentRecord, method: PaymentMethod): boolean {
  return payment.methods.some((offered) => resolveMethod(offered) === method);
}

export async function beginAttempt(
  tx: Queryable,
  token: string,
  start: AttemptStart,
): Promise<BegunAttempt> {
  const { request, now } = start;
  const found = await findPaymentBySessionToken(tx, token, { forUpdate: true });
  if (!found) throw ApiError.notFound('checkout session');
  if (!offers(found, start.paymentMethod)) {
    throw ApiError.badParameter(
      'method',
      `must be one of the methods this checkout offers (${found.methods.join(', ')}), not ${start.paymentMethod}`,
    );
  }
  const state = effectiveState(found, now);
  if (state !== 'OPEN') {
    throw new ApiError(409, 'INVALID_REQUEST', `checkout session is ${state.toLowerCase()}`);
  }
  // What the shopper entered for the customer and the language is kept whatever the outcome,
  // so the TRANSACTION postback and the payment answer report it.
  const details = shopperDetails(found, request);
  if (details) await updateShopperDetails(tx, found.paymentId, details);
  const payment: PaymentRecord = details ? { ...found, ...details } : found;
  const digits = amountFractionDigits(payment.currencyCode);
  const products = selectedProducts(payment.products, request.selected_product_ids);
  const { charged, tax } = orderTax(products, payment.tax, digits);
  if (charged <= 0n && !allowsZeroAmount(payment.paymentType)) {
    throw ApiError.badParameter('selected_product_ids', 'must leave an amount above zero');
  }
  // Creation checks the largest selection; a row stored before that rule is held to it here.
  if (!fitsAmountFormat(charged, digits)) {
    throw ApiError.badParameter(
      'selected_product_ids',
      'must leave a total within the amount format ^\\d{1,18}(?:\\.\\d{1,2})?$',
    );
  }
  const transaction: TransactionDraft = {
    transactionId: newId('trx'),
    paymentId: payment.paymentId,
    merchantId: payment.merchantId,
    transactionType: firstTransactionType(payment.paymentType, charged),
    amount: fromMinorUnits(charged, digits),
    taxAmount: payment.tax ? fromMinorUnits(tax, digits) : null,
    currencyCode: payment.currencyCode,
    paymentMethod: start.paymentMethod,
    details: start.details,
    // A TOKEN session's "Save card" is the shopper's consent itself.
    cofConsent: payment.paymentType === 'TOKEN' ? 'given' : start.cofConsent,
    products,
    createdAt: now,
    rrn: start.rrn,
    paymentContext: paymentContext(start.requestFacts, request.browser),
  };
  return { payment, transaction };
}
