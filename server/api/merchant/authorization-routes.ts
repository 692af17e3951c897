import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { AMOUNT_PATTERN } from '../../../common/money/decimal.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from '../../contract/card-number-text.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import { transactionAnswerSchema } from '../../contract/transaction-schema.ts';
import {
  type CloseKind,
  closeAuthorization,
} from '../../domain/authorizations/close-authorization.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { transactionData } from '../../domain/ledger/transaction-view.ts';
import { merchantOf } from '../../http/auth.ts';
import { amountDialect } from '../../http/dialects/endpoint-dialects.ts';

// POST /v1/capture and POST /v1/void (the spec names VOID as a transaction type and shows
// no call): close an authorization by the id of its AUTHORIZE transaction (the TRANSACTION
// postback's transaction_id). The answer is the closing transaction as its postback carries it,
// in the envelope {"type":"TRANSACTION","data":…}.

const transactionId = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

const captureBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transaction_id'],
  properties: {
    transaction_id: transactionId,
    // Absent: the whole authorized amount.
    amount: cardNumberExempt({ type: 'string', pattern: AMOUNT_PATTERN }, EXEMPT_BECAUSE.amount),
  },
} as const;

const voidBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transaction_id'],
  properties: { transaction_id: transactionId },
} as const;

export function authorizationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const run = async (
    merchantId: string,
    kind: CloseKind,
    body: { transaction_id: string; amount?: string },
  ) => {
    try {
      const { payment, transaction } = await closeAuthorization(deps, {
        merchantId,
        authorizationId: body.transaction_id,
        kind,
        amount: body.amount,
        now: deps.now(),
        holdSeconds: deps.config.authorizationHoldSeconds,
      });
      return {
        type: 'TRANSACTION' as const,
        data: transactionData(payment, transaction),
      };
    } finally {
      // A capture or void that found the authorization expired has written its expiry too.
      deps.onPostback();
    }
  };
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  typed.post(
    '/capture',
    {
      config: { dialect: { body: amountDialect } },
      schema: {
        body: captureBodySchema,
        response: { 200: transactionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => run(merchantOf(request).merchantId, 'capture', request.body),
  );
  typed.post(
    '/void',
    {
      schema: {
        body: voidBodySchema,
        response: { 200: transactionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => run(merchantOf(request).merchantId, 'void', request.body),
  );
}
