import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../contract/error-responses.ts';
import { idempotencyHeadersSchema } from '../../contract/idempotency-header.ts';
import { paymentResponseSchema } from '../../contract/payment-schema.ts';
import {
  citBodySchema,
  type MitMode,
  mitBodySchema,
  mitQuerySchema,
  mitResponseSchema,
  type TokenChargeBody,
} from '../../contract/token-charge-schema.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { type IdempotentEndpoint, runOncePerKey } from '../../domain/idempotency/run-once.ts';
import type { RequestFacts } from '../../domain/ledger/payment-context.ts';
import { checkoutAnswer, paymentData } from '../../domain/ledger/payment-view.ts';
import { transactionData } from '../../domain/ledger/transaction-view.ts';
import { chargeToken } from '../../domain/token-charges/charge-token.ts';
import { startCit } from '../../domain/token-charges/start-cit.ts';
import {
  checkRequest,
  type SubsequentInput,
  subsequentPayment,
} from '../../domain/token-charges/subsequent-payment.ts';
import { merchantOf } from '../../http/auth.ts';
import { paymentDialect, salePaymentDialect } from '../../http/dialects/endpoint-dialects.ts';
import { idempotencyKeyOf } from '../../http/idempotency-header.ts';
import type { Queryable } from '../../platform/db/database.ts';

// POST /v1/mit-sale, /v1/mit-authorize and /v1/cit-sale: charges on a payment token
// saved by an earlier successful payment. docs/after-checkout.md: Charging a saved token.

function requestFacts(request: FastifyRequest): RequestFacts {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    acceptLanguage: request.headers['accept-language'],
  };
}

/**
 * Checks the body and builds the payment; the token is read and checked once, by the charge, under
 * its row's lock in its own database transaction (subsequent-payment.ts, lockedCharge).
 */
function prepare(
  deps: AppDeps,
  request: FastifyRequest,
  paymentType: SubsequentInput['paymentType'],
  body: TokenChargeBody,
) {
  const merchant = merchantOf(request);
  const checked = checkRequest(paymentType, body);
  const now = deps.now();
  const prepared = subsequentPayment({
    paymentType,
    merchantId: merchant.merchantId,
    body,
    checked,
    requestFacts: requestFacts(request),
    now,
    ttlSeconds: deps.config.sessionTtlSeconds,
    base: { code: merchant.baseCurrencyCode, rate: deps.processors.network.exchangeRate },
  });
  return prepared;
}

/** Writes a charge in one transaction, once per X-Idempotency-Key (`endpoint` null: it takes none). */
function once<T>(
  deps: AppDeps,
  request: FastifyRequest,
  endpoint: IdempotentEndpoint | null,
  payment: { paymentId: string; createdAt: Date; merchantId: string },
  create: (q: Queryable) => Promise<T>,
): Promise<T> {
  return runOncePerKey(
    deps.db,
    {
      merchantId: payment.merchantId,
      key: endpoint === null ? null : idempotencyKeyOf(request),
      endpoint,
      paymentId: payment.paymentId,
      now: payment.createdAt,
    },
    create,
    { transaction: true },
  );
}

export function tokenChargeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  const mitSchema = {
    querystring: mitQuerySchema,
    body: mitBodySchema,
    response: { 200: mitResponseSchema, ...errorResponses },
  };

  async function mit(
    request: FastifyRequest,
    paymentType: 'MIT_SALE' | 'MIT_AUTHORIZE',
    body: TokenChargeBody,
    mode: MitMode,
  ) {
    const prepared = prepare(deps, request, paymentType, body);
    // X-Idempotency-Key is the spec's on /mit-sale; /mit-authorize is not in its list.
    const endpoint = paymentType === 'MIT_SALE' ? 'mit-sale' : null;
    const applied = await once(deps, request, endpoint, prepared.payment, (q) =>
      chargeToken(q, {
        ...prepared,
        mode,
        now: prepared.payment.createdAt,
        pendingSettleMs: deps.config.pendingSettleMs,
        processors: deps.processors,
      }),
    );
    deps.onPostback();
    const { session: _session, ...payment } = paymentData(
      applied.payment,
      deps.config.publicUrl,
      applied.transaction.transactionId,
    );
    const { payment: _payment, ...transaction } = transactionData(
      applied.payment,
      applied.transaction,
    );
    return { type: 'PAYMENT' as const, data: { ...payment, transactions: [transaction] } };
  }

  typed.post(
    '/mit-sale',
    {
      config: { dialect: { body: salePaymentDialect } },
      schema: { ...mitSchema, headers: idempotencyHeadersSchema },
    },
    (request) => mit(request, 'MIT_SALE', request.body, request.query.mode ?? 'SYNC'),
  );
  typed.post(
    '/mit-authorize',
    { config: { dialect: { body: paymentDialect } }, schema: mitSchema },
    (request) => mit(request, 'MIT_AUTHORIZE', request.body, request.query.mode ?? 'SYNC'),
  );

  typed.post(
    '/cit-sale',
    {
      config: { dialect: { body: salePaymentDialect } },
      schema: {
        // The spec gives /cit-sale the /mit-sale query; a CIT's outcome is the shopper's, so the
        // mode changes nothing and the answer is always the session.
        querystring: mitQuerySchema,
        headers: idempotencyHeadersSchema,
        body: citBodySchema,
        response: { 200: paymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const prepared = prepare(deps, request, 'CIT_SALE', request.body);
      const payment = await once(deps, request, 'cit-sale', prepared.payment, (q) =>
        startCit(q, {
          ...prepared,
          forced3d: request.body.forced_3d ?? false,
          now: prepared.payment.createdAt,
          challengeSeconds: deps.config.sessionTtlSeconds,
          pendingSettleMs: deps.config.pendingSettleMs,
          processors: deps.processors,
        }),
      );
      deps.onPostback();
      return checkoutAnswer(payment, deps.config.publicUrl);
    },
  );
}
