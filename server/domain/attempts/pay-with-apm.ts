import type { ApmPaymentRequest, PaymentResult } from '../../../common/contract/session-api.ts';
import { englishMethodName } from '../../../common/methods/method-name-english.ts';
import {
  METHODS,
  type PaymentMethod,
  resolveMethod,
} from '../../../common/methods/payment-methods.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { ApmStepSeconds } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { newSecretToken } from '../../platform/ids.ts';
import { paymentResult } from '../checkout/payment-result.ts';
import { attemptsLeft } from '../ledger/attempts.ts';
import type { RequestFacts } from '../ledger/payment-context.ts';
import { applyOutcome } from '../outcomes/apply-outcome.ts';
import { withRoute } from '../outcomes/record-transaction.ts';
import { refusedRoute, routingRefusal } from '../outcomes/routing-refusal.ts';
import type { ProcessorRegistry } from '../processors/registry.ts';
import { newReference } from '../steps/apm/apm-reference.ts';
import { apmAction } from '../steps/apm/apm-step.ts';
import { type ApmFlowKind, insertApmPayment } from '../steps/apm/apm-store.ts';
import { beginAttempt } from './begin-attempt.ts';
import { attemptRoutingFacts, paymentNeeds } from './routing-facts.ts';

// POST /api/sessions/:token/apm-payments: the shopper picks an alternative method. The
// session checks are the card's (begin-attempt.ts); the SALE is recorded PENDING (1200) — its
// TRANSACTION postback queued like any pending payment's — and the step opens: a redirect, a QR
// code, a voucher or a bank app confirmation, each on the sandbox provider page. The session is
// PROCESSING until the step is decided (decide-apm.ts), so a second start is a 409.

export interface ApmDeps {
  db: Database;
  now: () => Date;
  processors: ProcessorRegistry;
  /** PUBLIC_URL: where the sandbox provider pages are served. */
  publicUrl: string;
  /** APM_*_SECONDS: how long each kind of step stays open. */
  stepSeconds: ApmStepSeconds;
  /** SANDBOX_APM_AUTO_PAY_SECONDS: when a voucher, or a step left pending, is paid by itself. */
  autoPaySeconds: number;
}

/** The spec's PENDING code: awaiting final status from the provider. */
export const PENDING_CODE = 1200;

function flowKindOf(method: PaymentMethod): ApmFlowKind {
  const { kind } = METHODS[method];
  if (kind === 'card' || kind === 'wallet') {
    // The request schema names alternative methods only; this is the type's guard.
    throw ApiError.badParameter('method', 'must be an alternative payment method');
  }
  return kind;
}

export async function payWithApm(
  deps: ApmDeps,
  token: string,
  request: ApmPaymentRequest,
  requestFacts: RequestFacts,
): Promise<PaymentResult> {
  const method = resolveMethod(request.method);
  if (method === undefined) throw ApiError.badParameter('method', 'must be a known method');
  const kind = flowKindOf(method);
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const reference = await newReference(tx, kind);
    const details = { kind, ...reference };
    const begun = await beginAttempt(tx, token, {
      request,
      requestFacts,
      paymentMethod: method,
      details,
      // An alternative method keeps no token (payment-methods.ts: savesToken false).
      cofConsent: 'checkout_sale',
      rrn: deps.processors.network.reference(now),
      now,
    });
    // The provider routing chooses opens the step; no cascading, as no answer comes back now.
    const choice = await deps.processors.route(
      tx,
      begun.payment.merchantId,
      attemptRoutingFacts(deps.processors.network, {
        payment: begun.payment,
        method,
        details,
        amount: begun.transaction.amount,
        currencyCode: begun.transaction.currencyCode,
        shopperCountry: request.customer?.country_code,
        needs: paymentNeeds(begun.payment),
      }),
    );
    const provider = choice.kind === 'routed' ? choice.candidates[0] : undefined;
    const { payment, transaction } = provider
      ? await applyOutcome(tx, {
          payment: begun.payment,
          transaction: withRoute(begun.transaction, provider, {
            cascadeAttempt: 0,
            audit: { explanation: choice.explanation, answers: [] },
          }),
          source: 'attempt',
          outcome: {
            code: PENDING_CODE,
            processorResponseText: provider.followUpText({
              kind: 'waiting',
              method: englishMethodName(method),
            }),
          },
          now,
          processor: provider,
        })
      : await applyOutcome(tx, {
          payment: begun.payment,
          source: 'attempt',
          now,
          ...routingRefusal(deps, begun.transaction, refusedRoute(choice), now),
        });
    // Declined before any provider was asked (routing refused it, a negative entry): no step opens.
    if (transaction.status !== 'PENDING') return { payment, row: undefined };
    const expiresAt = new Date(now.getTime() + deps.stepSeconds[kind] * 1000);
    const row = {
      apmPaymentId: newSecretToken('apm'),
      paymentId: payment.paymentId,
      transactionId: begun.transaction.transactionId,
      merchantId: payment.merchantId,
      paymentMethod: method,
      flowKind: kind,
      ...reference,
      state: 'OPEN' as const,
      createdAt: now,
      expiresAt,
      // A voucher is paid at a counter the sandbox cannot show: it pays it after a while.
      autoPayAt: kind === 'voucher' ? new Date(now.getTime() + deps.autoPaySeconds * 1000) : null,
      decidedAt: null,
    };
    await insertApmPayment(tx, row);
    return { payment, row };
  });
  if (!recorded.row) return paymentResult(recorded.payment);
  return {
    outcome: 'ACTION',
    action: apmAction(deps.publicUrl, recorded.row),
    // The attempt is counted: what the session takes if this one is declined.
    attempts_left: attemptsLeft('OPEN', recorded.payment.attempts),
  };
}
