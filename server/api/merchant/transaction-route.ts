import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { ApiError } from '../../contract/api-error.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import { transactionSchema } from '../../contract/transaction-schema.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { listFilter, listQueryError, listQuerySchema } from '../../domain/ledger/list-query.ts';
import { findMerchantPayments } from '../../domain/ledger/payment-store.ts';
import type { TransactionRecord } from '../../domain/ledger/transaction-record.ts';
import { isMerchantTransaction, listTransactions } from '../../domain/ledger/transaction-store.ts';
import { type TransactionData, transactionData } from '../../domain/ledger/transaction-view.ts';
import { findRefundLinks } from '../../domain/refunds/refund-store.ts';
import { refundData } from '../../domain/refunds/refund-view.ts';
import { merchantOf } from '../../http/auth.ts';

// GET /v1/transaction — spec: Endpoints → GET /transaction. The merchant's own
// transactions, newest first, each in the shape the TRANSACTION postback carries as `data`
// (transaction-view.ts), so a merchant's code reads one shape from both. The envelope is the
// spec's `type` + `data`, as POST /v1/checkout answers, with the paging facts beside `data`:
// `has_more`, and `prev_id` to pass for the next page (null when there is none).

export const listResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data', 'has_more', 'prev_id'],
  properties: {
    type: { type: 'string', enum: ['TRANSACTION_LIST'] },
    data: { type: 'array', items: transactionSchema },
    has_more: { type: 'boolean' },
    prev_id: { type: ['string', 'null'] },
  },
} as const;

export type TransactionList = FromSchema<typeof listResponseSchema>;

const unknownCursor = (): ApiError =>
  ApiError.badParameter(
    'prev_id',
    'must be the transaction_id of one of your transactions: the prev_id of the previous answer',
  );

/**
 * The page's transactions as records, with their payments and the refunds' links read in one query
 * each for the page.
 */
async function records(
  { db, processor }: Pick<AppDeps, 'db' | 'processor'>,
  merchantId: string,
  page: readonly TransactionRecord[],
): Promise<TransactionData[]> {
  const paymentIds = [...new Set(page.map((t) => t.paymentId))];
  const refundIds = page.filter((t) => t.transactionType === 'REFUND').map((t) => t.transactionId);
  const [payments, refunds] = await Promise.all([
    findMerchantPayments(db, merchantId, paymentIds),
    findRefundLinks(db, merchantId, refundIds),
  ]);
  const byId = new Map(payments.map((p) => [p.paymentId, p]));
  return page.map((t) => {
    const payment = byId.get(t.paymentId);
    // transactions.payment_id references payments, and a payment's transactions are its merchant's.
    if (!payment) throw new Error(`[Kassa] transaction ${t.transactionId} has no payment`);
    const link = refunds.get(t.transactionId);
    // Every REFUND transaction is written with its link (server/domain/refunds/create-refund.ts).
    return link ? refundData(payment, t, link, processor) : transactionData(payment, t, processor);
  });
}

export function transactionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/transaction',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses },
      },
      schemaErrorFormatter: listQueryError,
    },
    async (request): Promise<TransactionList> => {
      const { merchantId } = merchantOf(request);
      const filter = listFilter(merchantId, request.query);
      // Another merchant's transaction is refused exactly like one that does not exist.
      if (
        filter.prevId !== undefined &&
        !(await isMerchantTransaction(deps.db, merchantId, filter.prevId))
      ) {
        throw unknownCursor();
      }
      const rows = await listTransactions(deps.db, filter, filter.limit + 1);
      const page = rows.slice(0, filter.limit);
      const data = await records(deps, merchantId, page);
      const hasMore = rows.length > filter.limit;
      return {
        type: 'TRANSACTION_LIST',
        data,
        has_more: hasMore,
        prev_id: hasMore ? (page.at(-1)?.transactionId ?? null) : null,
      };
    },
  );
}
