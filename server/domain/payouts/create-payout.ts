import { METHODS } from '../../../common/methods/payment-methods.ts';
import { ApiError } from '../../contract/api-error.ts';
import { type PayoutMethod, PREREQUISITE_OF } from '../../contract/payout-methods.ts';
import type { PayoutBody } from '../../contract/payout-schema.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { Database } from '../../platform/db/database.ts';
import { newId, newSecretToken } from '../../platform/ids.ts';
import { claimOnce } from '../idempotency/run-once.ts';
import { baseAmountOf } from '../ledger/base-amount.ts';
import { nextPayment } from '../ledger/next-payment.ts';
import { paymentContext, type RequestFacts } from '../ledger/payment-context.ts';
import type { PaymentDetails } from '../ledger/payment-details.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import { insertPayment, savedByTokenSession, updatePayment } from '../ledger/payment-store.ts';
import type { StoredPaymentToken } from '../ledger/token-store.ts';
import { type PayoutSettings, payoutSettings } from '../merchants/merchant-store.ts';
import {
  recordTransaction,
  type TransactionDraft,
  withRoute,
} from '../outcomes/record-transaction.ts';
import { refusedRoute, routingRefusal } from '../outcomes/routing-refusal.ts';
import type { PaymentCard } from '../processor.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { tokenDetails } from '../token-charges/subsequent-payment.ts';
import {
  INVALID_TOKEN,
  lockUsableToken,
  named,
  usableToken,
} from '../token-charges/token-check.ts';
import { payoutTransactionAmount } from './crypto-payout.ts';
import { payeeOf } from './payout-payee.ts';
import type { PayoutRecord } from './payout-record.ts';
import {
  checkedPayoutAmount,
  checkedPayoutCurrency,
  checkedPayoutDetails,
  checkPayoutDescription,
  type PayoutDetails,
} from './payout-rules.ts';
import { claimPayout, markDecided, scheduleDecision } from './payout-store.ts';
import { payoutTransactionData } from './payout-view.ts';

// POST /v1/payout's work (spec: Endpoints → POST /payout). The request's rules come first, then
// the merchant's setup for the method and, for CARD, the token; nothing is written until all
// pass. Then, in one database transaction: the X-Idempotency-Key, the payout's payment, its row
// (which claims merchant_payment_id before the processor is asked to send anything: the unique
// constraint decides between concurrent requests), the processor's answer, and the PAYOUT
// transaction, PENDING 1200, with its TRANSACTION postback. How the payout ends is stored with it
// and applied later (settle-payouts.ts), or by the sandbox's tools API for a held one.

/** The spec's PENDING code: the payout is taken, its outcome follows. */
export const PAYOUT_PENDING = 1200;

export interface PayoutDeps {
  db: Database;
  processors: ProcessorRegistry;
  /** SANDBOX_PAYOUT_<METHOD>_SECONDS: when the processor's final answer is applied. */
  payoutSeconds: Readonly<Record<PayoutMethod, number>>;
}

export interface PayoutRequest {
  merchantId: string;
  /** The merchant's base currency (spec: base_currency_code). */
  baseCurrencyCode: string;
  body: PayoutBody;
  /** X-Idempotency-Key, or null. */
  idempotencyKey: string | null;
  requestFacts: RequestFacts;
  now: Date;
}

export interface CreatedPayout {
  payment: PaymentRecord;
  payout: PayoutRecord;
}

/** The merchant's setup for `method` (spec: Payout methods, Prerequisite). */
function checkPrerequisite(method: PayoutMethod, settings: PayoutSettings): void {
  const prerequisite = PREREQUISITE_OF[method];
  if (prerequisite && !settings.prerequisites.includes(prerequisite.setting)) {
    throw new ApiError(
      400,
      'INVALID_REQUEST',
      `payment_method ${method} needs ${prerequisite.needs}, which this merchant has not set up (merchant setting ${prerequisite.setting}; the sandbox merchant's come from SANDBOX_PAYOUT_PREREQUISITES)`,
    );
  }
}

const TOKEN_FIELD = 'payment_details.payment_token_id';

/** A CARD payout's token: this merchant's and customer's, with consent, from POST /v1/token. */
async function payoutToken(
  db: Database,
  merchantId: string,
  body: PayoutBody,
): Promise<StoredPaymentToken> {
  const token = await usableToken(
    db,
    merchantId,
    {
      payment_token_id: body.payment_details.payment_token_id ?? '',
      merchant_customer_id: body.merchant_customer_id,
      payment_method: undefined,
    },
    TOKEN_FIELD,
  );
  // The spec's prerequisite: "a valid token obtained with the token request".
  if (!(await savedByTokenSession(db, merchantId, token.paymentTokenId))) {
    throw ApiError.badParameter(
      TOKEN_FIELD,
      `must be a card token obtained with POST /v1/token; this one was saved by a payment ${named(INVALID_TOKEN)}`,
    );
  }
  return token;
}

/** The answer's card facts: the token and what it keeps of the card, never a number. */
function cardPayoutDetails(token: StoredPaymentToken): PayoutDetails {
  return {
    payment_token_id: token.paymentTokenId,
    card_scheme: token.scheme,
    ...(token.bin !== null && { card_bin: token.bin }),
    card_last4: token.last4,
    card_expiry_month: token.expiryMonth,
    card_expiry_year: token.expiryYear,
    ...(token.holderName !== null && { card_holder_name: token.holderName }),
  };
}

/** What the PAYOUT transaction keeps of the destination (transaction records' payment_details). */
function transactionDetails(
  method: PayoutMethod,
  token: StoredPaymentToken | undefined,
): PaymentDetails {
  if (token) return tokenDetails(token);
  const { kind } = METHODS[method];
  if (kind === 'card' || kind === 'wallet') {
    throw new Error(`[Kassa] payout method ${method} has no token`);
  }
  return { kind, referenceType: null, referenceNumber: null };
}

function duplicateError(
  reference: string,
  first: { paymentId: string; createdAt: Date } | undefined,
) {
  const rule = `must be unique among this merchant's payouts: ${JSON.stringify(reference)} was already used${
    first ? ` by payout ${first.paymentId} at ${first.createdAt.toISOString()}` : ''
  }`;
  return new ApiError(409, 'INVALID_REQUEST', `merchant_payment_id ${rule}`, {
    field: 'merchant_payment_id',
    rule,
  });
}

export async function createPayout(
  deps: PayoutDeps,
  request: PayoutRequest,
): Promise<CreatedPayout> {
  const { db, processors } = deps;
  const rates = processors.network;
  const { body, now, merchantId } = request;
  const method = body.payment_method;
  // The merchant's setup first: without it no detail of the request matters.
  const settings = await payoutSettings(db, merchantId);
  checkPrerequisite(method, settings);
  checkPayoutDescription(body);
  const { currency, decimals } = checkedPayoutCurrency(
    method,
    body.currency_code,
    (code) => rates.exchangeRate(code) !== undefined,
  );
  const { amount } = checkedPayoutAmount(body.amount, currency, decimals);
  let details = checkedPayoutDetails(
    method,
    { amount, currency },
    body.payment_details,
    rates.exchangeRate,
  );
  const base = request.baseCurrencyCode;
  const baseAmount = baseAmountOf(amount, currency, base, rates.exchangeRate);
  if (baseAmount === undefined) {
    throw ApiError.badParameter(
      'amount',
      `must convert to at most 18 digits in the merchant's base currency ${base}`,
    );
  }
  const recorded = payoutTransactionAmount(
    { amount, currency },
    { amount: baseAmount, currency: base },
  );
  const token = method === 'CARD' ? await payoutToken(db, merchantId, body) : undefined;
  if (token) details = cardPayoutDetails(token);
  const card: PaymentCard | undefined = token && {
    kind: 'stored',
    scheme: token.scheme,
    bin: token.bin,
    last4: token.last4,
    holderName: token.holderName ?? '',
  };

  const paymentId = newId('pay');
  const payment: PaymentRecord = {
    paymentId,
    merchantId,
    paymentType: 'PAYOUT',
    paymentMethod: method,
    uiMode: 'HOSTED',
    methods: [method],
    // Taken when it is written: nobody pays on a form, the processor sends the money.
    state: 'PROCESSING',
    merchantPaymentId: body.merchant_payment_id,
    merchantCustomerId: body.merchant_customer_id,
    customer: {},
    amount,
    currencyCode: currency,
    baseAmount,
    baseCurrencyCode: base,
    language: null,
    tax: null,
    taxAmount: null,
    successUrl: null,
    failureUrl: null,
    shopName: null,
    shopUrl: null,
    forced3d: false,
    products: [],
    paymentFormOverride: null,
    // A payment needs one; a payout's session is closed from the start (expiresAt) and its token
    // is never handed out.
    sessionToken: newSecretToken('cs'),
    createdAt: now,
    expiresAt: now,
    attempts: 1,
    lastError: null,
    paymentTokenId: token?.paymentTokenId ?? null,
    additionalInfo: null,
    initialSubscriptionId: null,
  };
  const payout: PayoutRecord = {
    paymentId,
    merchantId,
    merchantPaymentId: body.merchant_payment_id,
    transactionId: newId('trx'),
    method,
    details,
    description: body.description ?? null,
    decideAt: null,
    decideCode: null,
    decideText: null,
    decidedAt: null,
    createdAt: now,
  };
  const draft: Omit<TransactionDraft, 'rrn'> = {
    transactionId: payout.transactionId,
    paymentId,
    merchantId,
    transactionType: 'PAYOUT',
    amount: recorded.amount,
    taxAmount: null,
    currencyCode: recorded.currencyCode,
    paymentMethod: method,
    details: transactionDetails(method, token),
    // A card payout goes to a token saved with the customer's consent; the other methods keep
    // nothing on file, as the alternative methods' payments do.
    cofConsent: token ? 'given' : 'checkout_sale',
    paymentContext: paymentContext(request.requestFacts),
    products: [],
    createdAt: now,
  };

  return db.transaction(async (tx) => {
    await claimOnce(tx, {
      merchantId,
      key: request.idempotencyKey,
      endpoint: 'payout',
      paymentId,
      now,
    });
    // The token's consent checked again under its row's lock, as a charge's is: a revocation
    // racing the payout commits before it (refused) or after it.
    if (token) await lockUsableToken(tx, payment, TOKEN_FIELD);
    await insertPayment(tx, payment);
    const claim = await claimPayout(tx, payout);
    if (!claim.claimed) throw duplicateError(payout.merchantPaymentId, claim.first);
    // The payout provider routing chooses takes it (no cascading: its answer comes later).
    const choice = await processors.route(tx, merchantId, {
      payment_id: paymentId,
      transaction_kind: 'PAYOUT',
      method,
      currency_code: currency,
      amount,
    });
    const audit = { explanation: choice.explanation, answers: [] };
    const processor = choice.kind === 'routed' ? choice.candidates[0] : undefined;
    if (!processor) {
      const refused = await recordTransaction(tx, {
        payment,
        ...routingRefusal(deps, draft, refusedRoute(choice), now),
        now,
        stored: false,
        payee: payeeOf(method, details),
        // Refused before any provider took it: the payout has ended, and nothing is due.
        alongside: async (transaction, q) => {
          const code = responseCode(transaction.responseCode);
          if (!code) return undefined;
          await markDecided(q, paymentId, now);
          const ended = nextPayment(payment, code, 'settlement');
          await updatePayment(q, paymentId, ended);
          return ended;
        },
        postbackData: (paid, transaction) =>
          payoutTransactionData(paid, transaction, { ...payout, decidedAt: now }),
      });
      return { payment: refused.payment, payout: { ...payout, decidedAt: now } };
    }
    const decision = await processor.payout({ method, amount, currencyCode: currency, card }, now);
    const final = decision.final === 'held' ? undefined : decision.final;
    const scheduled: PayoutRecord = {
      ...payout,
      decideAt: final ? new Date(now.getTime() + deps.payoutSeconds[method] * 1000) : null,
      decideCode: final?.code ?? null,
      decideText: final?.processorResponseText ?? null,
    };
    let written: { payment: PaymentRecord; payout: PayoutRecord } = { payment, payout: scheduled };
    await recordTransaction(tx, {
      payment,
      transaction: withRoute({ ...draft, rrn: decision.rrn }, processor, {
        cascadeAttempt: 0,
        audit,
      }),
      outcome: { code: PAYOUT_PENDING, processorResponseText: decision.acceptedText },
      now,
      stored: false,
      processor,
      payee: payeeOf(method, details),
      alongside: async (transaction, q) => {
        if (transaction.status === 'PENDING') {
          await scheduleDecision(q, scheduled);
          return undefined;
        }
        // Declined as it was taken (a negative entry): the payout has ended, and nothing is due.
        const code = responseCode(transaction.responseCode);
        if (!code) return undefined;
        await markDecided(q, paymentId, now);
        const ended = nextPayment(payment, code, 'settlement');
        await updatePayment(q, paymentId, ended);
        written = { payment: ended, payout: { ...payout, decidedAt: now } };
        return ended;
      },
      postbackData: (paid, transaction) => payoutTransactionData(paid, transaction, written.payout),
    });
    return written;
  });
}
