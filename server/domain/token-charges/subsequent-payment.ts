import { fromMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { TokenChargeBody } from '../../contract/token-charge-schema.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { newId, newSecretToken } from '../../platform/ids.ts';
import { attemptRoutingFacts, paymentNeeds } from '../attempts/routing-facts.ts';
import { normaliseAmount } from '../checkout/amount-input.ts';
import { checkoutProducts } from '../checkout/checkout-products.ts';
import {
  checkAmountIsTotal,
  checkedCallbackUrl,
  checkedCurrency,
  checkedFormOverride,
} from '../checkout/order-rules.ts';
import { type BaseCurrency, withBaseAmount } from '../ledger/base-amount.ts';
import { paymentContext, type RequestFacts } from '../ledger/payment-context.ts';
import { cardDetails, type PaymentDetails } from '../ledger/payment-details.ts';
import type { PaymentRecord, StoredPaymentType } from '../ledger/payment-record.ts';
import type { StoredPaymentToken } from '../ledger/token-store.ts';
import { defaultSelectionSubtotal } from '../ledger/totals.ts';
import type { TransactionDraft } from '../outcomes/record-transaction.ts';
import type { NetworkFacts } from '../processors/registry.ts';
import type { RoutingFacts, RoutingNeed } from '../routing/routing-rules.ts';
import { lockUsableToken } from './token-check.ts';

// The payment and its transaction for a charge on a payment token: an MIT_SALE or
// MIT_AUTHORIZE the merchant makes alone, or a CIT — a SALE the shopper confirms with 3-D Secure.
// The request's rules a schema cannot say are the checkout's (../checkout/order-rules.ts), each
// naming the field where this body has it, and the few of its own below.
// The payment carries its payment_token_id from the start: that links it to the original payment
// (spec: payment_token_id, "token of the original payment"), keeps it from saving a token of its
// own and gives it one attempt (apply-outcome.ts, next-payment.ts). The token itself is read once,
// under its row's lock in the charge's database transaction (lockedCharge): the card its
// transaction carries is the one that read found.

const bad = ApiError.badParameter;

/** What the transaction keeps of the token's card: the same facts a typed card or wallet leaves. */
export function tokenDetails(token: StoredPaymentToken): PaymentDetails {
  const { scheme, last4, expiryMonth, expiryYear } = token;
  if (token.bin === null) return { kind: 'wallet', scheme, last4, expiryMonth, expiryYear };
  return cardDetails({
    scheme,
    bin: token.bin,
    last4,
    expiryMonth,
    expiryYear,
    holderName: token.holderName ?? '',
  });
}

export interface SubsequentInput {
  paymentType: Extract<StoredPaymentType, 'MIT_SALE' | 'MIT_AUTHORIZE' | 'CIT_SALE'>;
  merchantId: string;
  body: TokenChargeBody;
  /** checkRequest's answer for `body`. */
  checked: CheckedRequest;
  requestFacts: RequestFacts;
  now: Date;
  /** How long the payment's session lives (a CIT's shopper has this long to confirm). */
  ttlSeconds: number;
  /** The merchant's base currency, which the payment's amount is converted to. */
  base: BaseCurrency;
}

export type CheckedRequest = Omit<
  PaymentRecord,
  'paymentId' | 'merchantId' | 'sessionToken' | 'createdAt' | 'expiresAt'
>;

/** The request's own rules: everything but the token, checked before the token is looked up. */
export function checkRequest(
  paymentType: SubsequentInput['paymentType'],
  body: TokenChargeBody,
): CheckedRequest {
  const successUrl =
    body.success_url === undefined ? null : checkedCallbackUrl('success_url', body.success_url);
  const failureUrl =
    body.failure_url === undefined ? null : checkedCallbackUrl('failure_url', body.failure_url);
  const { currency, digits } = checkedCurrency('currency_code', body.currency_code);
  const paymentFormOverride = checkedFormOverride(body.payment_form_override);
  const products = checkoutProducts(
    paymentType === 'MIT_AUTHORIZE' ? 'AUTHORIZE' : paymentType,
    body.products,
    { currency, digits, tax: null },
  );
  const amount = normaliseAmount('amount', body.amount, digits, currency);
  if (amount === 0n && paymentType !== 'MIT_AUTHORIZE') {
    throw bad(
      'amount',
      `must be more than zero: ${paymentType === 'CIT_SALE' ? 'a CIT sale' : 'an MIT_SALE'} cannot be for a zero amount (MIT_AUTHORIZE may)`,
    );
  }
  checkAmountIsTotal('amount', amount, defaultSelectionSubtotal(products, digits), digits);
  return {
    paymentType,
    paymentMethod: body.payment_method,
    uiMode: 'HOSTED',
    methods: [body.payment_method],
    state: 'OPEN',
    merchantPaymentId: body.merchant_payment_id ?? null,
    merchantCustomerId: body.merchant_customer_id,
    customer: { email: body.email, country_code: body.country_code },
    amount: fromMinorUnits(amount, digits),
    currencyCode: currency,
    baseAmount: null,
    baseCurrencyCode: null,
    language: body.language ?? null,
    tax: null,
    taxAmount: null,
    successUrl,
    failureUrl,
    shopName: body.shop_name ?? null,
    shopUrl: body.shop_url ?? null,
    forced3d: body.forced_3d ?? false,
    products,
    paymentFormOverride,
    attempts: 0,
    lastError: null,
    paymentTokenId: body.payment_token_id,
    additionalInfo: null,
    initialSubscriptionId: null,
  };
}

type TokenDraft = Omit<TransactionDraft, 'rrn'>;

export interface SubsequentPayment {
  payment: PaymentRecord;
  /** The SALE or AUTHORIZE on the token, before its outcome and before the token's card is read. */
  transaction: Omit<TokenDraft, 'details'>;
}

export function subsequentPayment(input: SubsequentInput): SubsequentPayment {
  const { now } = input;
  const payment: PaymentRecord = withBaseAmount(
    {
      ...input.checked,
      paymentId: newId('pay'),
      merchantId: input.merchantId,
      sessionToken: newSecretToken('cs'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
    },
    input.base,
  );
  const transaction: Omit<TokenDraft, 'details'> = {
    transactionId: newId('trx'),
    paymentId: payment.paymentId,
    merchantId: payment.merchantId,
    transactionType: payment.paymentType === 'MIT_AUTHORIZE' ? 'AUTHORIZE' : 'SALE',
    amount: payment.amount,
    taxAmount: null,
    currencyCode: payment.currencyCode,
    // The token's own method: the body named it (token-check.ts).
    paymentMethod: input.body.payment_method,
    // The consent stood when the token was checked (token-check.ts).
    cofConsent: 'given',
    paymentContext: paymentContext(input.requestFacts),
    products: payment.products,
    createdAt: now,
  };
  return { payment, transaction };
}

/**
 * The check that counts and the card it gives: the charge's token read under its row's lock, in
 * the charge's own database transaction, with every rule (token-check.ts, lockUsableToken), and
 * the transaction on that card.
 */
export async function lockedCharge(
  tx: Queryable,
  { payment, transaction }: SubsequentPayment,
): Promise<{ token: StoredPaymentToken; transaction: TokenDraft }> {
  const token = await lockUsableToken(tx, payment, 'payment_token_id', payment.paymentMethod);
  return { token, transaction: { ...transaction, details: tokenDetails(token) } };
}

/**
 * The routing facts of a charge on a token: its payment and card facts, and what it needs (an MIT
 * a processor that takes merchant-initiated charges; a CIT one that runs 3-D Secure).
 */
export function tokenRoutingFacts(
  network: Pick<NetworkFacts, 'binFacts'>,
  { payment, transaction }: { payment: PaymentRecord; transaction: TokenDraft },
  needs: readonly RoutingNeed[],
): RoutingFacts {
  return attemptRoutingFacts(network, {
    payment,
    method: transaction.paymentMethod,
    details: transaction.details,
    amount: transaction.amount,
    currencyCode: transaction.currencyCode,
    needs: [...needs, ...paymentNeeds(payment).filter((need) => !needs.includes(need))],
  });
}
