import { detectScheme } from '../../src/card/card-scheme.ts';
import type { CardErrors } from '../../src/card/validate-card.ts';
import { validateCard } from '../../src/card/validate-card.ts';
import type { CardPaymentRequest, PaymentResult } from '../../src/contract/session-api.ts';
import { amountFractionDigits } from '../../src/money/currency.ts';
import { fitsAmountFormat, fromMinorUnits } from '../../src/money/decimal.ts';
import { applyTax } from '../../src/money/tax.ts';
import { CARD_NUMBER_RULE } from '../checkout/card-number-guard.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { applyOutcome, type TransactionDraft } from '../payments/apply-outcome.ts';
import { attemptsLeft } from '../payments/attempts.ts';
import { type CardFacts, cardDetails } from '../payments/payment-details.ts';
import type { PaymentRecord } from '../payments/payment-record.ts';
import { findPaymentBySessionToken, updateShopperDetails } from '../payments/store.ts';
import { selectedProducts, subtotal } from '../payments/totals.ts';
import { allowsZeroAmount, firstTransactionType } from '../payments/transaction-type.ts';
import { decide } from '../sandbox/processor.ts';
import { authenticationFor } from '../sandbox/three-ds.ts';
import { openChallenge } from '../three-ds/challenge.ts';
import { challengeUrl } from '../three-ds/challenge-url.ts';
import { authenticationText, recordAuthentication } from '../three-ds/record-authentication.ts';
import { paymentContext, type RequestFacts } from '../transactions/payment-context.ts';
import { paymentResult } from './payment-result.ts';
import { effectiveState } from './session-view.ts';
import { shopperDetails } from './shopper-details.ts';

// One card attempt on a checkout session. Everything it changes — the transaction, the payment,
// the payment token and the postback — commits in one database transaction.
//
// Card data: the PAN and security code exist only in `request` for the length of this call. They
// go to the (sandbox) processor and nowhere else: not the database, not a log, not an error.

const FIELD_RULES: Record<keyof CardErrors, string> = {
  number: 'must be a valid card number of an accepted scheme',
  expiry: 'must be a valid expiry date that has not passed',
  security_code: 'must be the 3-digit security code (4 digits for American Express)',
  holder_name:
    "must be the name on the card: 1 to 64 letters, spaces and . ' -, with at most 4 digits",
};

const fieldName: Record<keyof CardErrors, string> = {
  number: 'card.number',
  expiry: 'card.expiry_month',
  security_code: 'card.security_code',
  holder_name: 'card.holder_name',
};

/** The first invalid card field as a 400 naming the field and the rule. */
function cardFieldError(errors: CardErrors): ApiError | null {
  const first = (Object.keys(errors) as (keyof CardErrors)[])[0];
  if (!first) return null;
  const rule =
    errors.holder_name === 'card_number' && first === 'holder_name'
      ? CARD_NUMBER_RULE
      : FIELD_RULES[first];
  return ApiError.badParameter(fieldName[first], rule);
}

export interface PayDeps {
  db: Database;
  now: () => Date;
  pendingSettleMs: number;
  /** THREE_DS_CHALLENGE_SECONDS: how long the shopper has to answer a 3-D Secure challenge. */
  challengeSeconds: number;
  /** Where the challenge page is served (PUBLIC_URL). */
  publicUrl: string;
}

export async function payWithCard(
  deps: PayDeps,
  token: string,
  request: CardPaymentRequest,
  requestFacts: RequestFacts,
): Promise<PaymentResult> {
  const now = deps.now();
  const errors = validateCard(request.card, now);
  const invalid = cardFieldError(errors);
  if (invalid) throw invalid;
  const card: CardFacts = {
    scheme: detectScheme(request.card.number) ?? 'UNKNOWN',
    bin: request.card.number.slice(0, 6),
    last4: request.card.number.slice(-4),
    expiryMonth: request.card.expiry_month,
    expiryYear: request.card.expiry_year,
    holderName: request.card.holder_name.trim(),
  };
  const decision = decide({ pan: request.card.number, holderName: card.holderName, now });

  // The attempt commits first; the answer is built after, from what was stored (issue 13, #1).
  const recorded = await deps.db.transaction(async (tx) => {
    const found = await findPaymentBySessionToken(tx, token, { forUpdate: true });
    if (!found) throw ApiError.notFound('checkout session');
    const state = effectiveState(found, now);
    if (state !== 'OPEN') {
      throw new ApiError(409, 'INVALID_REQUEST', `checkout session is ${state.toLowerCase()}`);
    }
    // What the shopper entered for the customer and the language is kept whatever the outcome,
    // so the TRANSACTION postback and the payment answer report it (issue 15).
    const details = shopperDetails(found, request);
    if (details) await updateShopperDetails(tx, found.paymentId, details);
    const payment: PaymentRecord = details ? { ...found, ...details } : found;
    const digits = amountFractionDigits(payment.currencyCode);
    const products = selectedProducts(payment.products, request.selected_product_ids);
    const { charged, tax } = applyTax(subtotal(products, digits), payment.tax ?? undefined);
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
      paymentMethod: 'CARD',
      details: cardDetails(card),
      // No consent box on the form yet: the checkout sale is the consent (token-rule.ts).
      cofConsent: 'checkout_sale',
      products,
      createdAt: now,
      rrn: decision.rrn,
      paymentContext: paymentContext(requestFacts, request.browser),
    };
    const authenticatedSale = { code: decision.code, text: decision.processorResponseText };
    const threeDs = authenticationFor({
      pan: request.card.number,
      holderName: card.holderName,
      forced3d: payment.forced3d,
    });
    if (threeDs.kind === 'challenge') {
      const { transactionId: _id, rrn: _rrn, ...sale } = transaction;
      const challengeId = await openChallenge(tx, {
        payment,
        sale,
        authenticatedSale,
        now,
        challengeSeconds: deps.challengeSeconds,
      });
      return { challengeId, payment };
    }
    if (threeDs.kind === 'decided') {
      const next = await recordAuthentication(tx, {
        payment,
        sale: transaction,
        threeDs: {
          code: threeDs.code,
          text: authenticationText(
            threeDs.code,
            threeDs.forced ? 'forced by cardholder name' : 'no challenge',
          ),
        },
        authenticatedSale,
        now,
        pendingSettleMs: deps.pendingSettleMs,
      });
      return { payment: next };
    }
    const settle = decision.settle && {
      at: new Date(now.getTime() + deps.pendingSettleMs),
      code: decision.settle.code,
    };
    const applied = await applyOutcome(tx, {
      payment,
      transaction,
      source: 'attempt',
      outcome: {
        code: decision.code,
        processorResponseText: decision.processorResponseText,
        settle,
      },
      now,
    });
    return { payment: applied.payment };
  });
  if (recorded.challengeId) {
    return {
      outcome: 'ACTION',
      action: {
        kind: 'three_ds',
        challenge_url: challengeUrl(deps.publicUrl, recorded.challengeId),
      },
      // What the session will take if this attempt fails.
      attempts_left: attemptsLeft('OPEN', recorded.payment.attempts + 1),
    };
  }
  return paymentResult(recorded.payment);
}
