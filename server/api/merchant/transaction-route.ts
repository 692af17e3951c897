import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { ApiError } from '../../contract/api-error.ts';
import { DISPUTE_KINDS } from '../../contract/dispute-table.ts';
import { errorResponses } from '../../contract/error-responses.ts';
import { transactionSchema } from '../../contract/transaction-schema.ts';
import type { AppDeps } from '../../domain/deps.ts';
import { disputeData } from '../../domain/disputes/dispute-view.ts';
import { findDisputeLinks } from '../../domain/ledger/dispute-store.ts';
import type { RecordedPayment } from '../../domain/ledger/payment-record.ts';
import { findRecordedPayments } from '../../domain/ledger/payment-store.ts';
import { type PaymentFields, paymentFields } from '../../domain/ledger/payment-view.ts';
import type { RecordedTransaction } from '../../domain/ledger/transaction-record.ts';
import { isMerchantTransaction, listTransactions } from '../../domain/ledger/transaction-store.ts';
import { type TransactionData, transactionData } from '../../domain/ledger/transaction-view.ts';
import { findPayouts } from '../../domain/payouts/payout-store.ts';
import { payoutTransactionData } from '../../domain/payouts/payout-view.ts';
import { findRefundLinks } from '../../domain/refunds/refund-store.ts';
import { refundData } from '../../domain/refunds/refund-view.ts';
import { merchantOf } from '../../http/auth.ts';
import { sentField } from '../../http/dialects/sent-paths.ts';
import { transactionQueryDialect } from '../../http/dialects/transaction-query-dialect.ts';
import { listFilter, listQueryError, listQuerySchema } from './transaction-list-query.ts';

// GET /v1/transaction — spec: Endpoints → GET /transaction. The merchant's own
// transactions, newest first, each in the shape the TRANSACTION postback carries as `data`
// (transaction-view.ts), so a merchant's code reads one shape from both. The envelope is the one
// client libraries of the live service read: `type` TRANSACTION, `data` the array of records, and
// `meta` with the page's `limit`, `next_prev_id` (the `prev_id` of the next page; null on the
// last one) and Kassa's `has_more`.

export const listResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data', 'meta'],
  properties: {
    type: { type: 'string', enum: ['TRANSACTION'] },
    data: { type: 'array', items: transactionSchema },
    meta: {
      type: 'object',
      additionalProperties: false,
      required: ['limit', 'next_prev_id', 'has_more'],
      properties: {
        /** The page size asked for (default 100, at most 1000). */
        limit: { type: 'integer', minimum: 1 },
        /** The `prev_id` to send for the next page; null when this page is the last. */
        next_prev_id: { type: ['string', 'null'] },
        /** Whether transactions older than this page match the filters. */
        has_more: { type: 'boolean' },
      },
    },
  },
} as const;

export type TransactionList = FromSchema<typeof listResponseSchema>;

const unknownCursor = (): ApiError =>
  ApiError.badParameter(
    'prev_id',
    'must be the transaction_id of one of your transactions: the prev_id of the previous answer',
  );

/**
 * The page's transactions as records, with their payments, the refunds' and disputes' links and
 * the payouts read in one query each for the page. What a record repeats of its payment is built
 * once per payment, however many of the page's transactions are its.
 */
async function records(
  { db }: Pick<AppDeps, 'db'>,
  merchantId: string,
  page: readonly RecordedTransaction[],
): Promise<TransactionData[]> {
  const paymentIds = [...new Set(page.map((t) => t.paymentId))];
  const refundIds = page.filter((t) => t.transactionType === 'REFUND').map((t) => t.transactionId);
  const payoutIds = page.filter((t) => t.transactionType === 'PAYOUT').map((t) => t.paymentId);
  const disputeIds = page
    .filter((t) => (DISPUTE_KINDS as readonly string[]).includes(t.transactionType))
    .map((t) => t.transactionId);
  const [payments, refunds, payouts, disputes] = await Promise.all([
    findRecordedPayments(db, merchantId, paymentIds),
    findRefundLinks(db, merchantId, refundIds),
    findPayouts(db, merchantId, payoutIds),
    findDisputeLinks(db, merchantId, disputeIds),
  ]);
  const byId = new Map(payments.map((p) => [p.paymentId, p]));
  const fieldsById = new Map<string, PaymentFields>();
  const fieldsOf = (payment: RecordedPayment): PaymentFields => {
    let fields = fieldsById.get(payment.paymentId);
    if (fields === undefined) {
      fields = paymentFields(payment);
      fieldsById.set(payment.paymentId, fields);
    }
    return fields;
  };
  return page.map((t) => {
    const payment = byId.get(t.paymentId);
    // transactions.payment_id references payments, and a payment's transactions are its merchant's.
    if (!payment) throw new Error(`[Kassa] transaction ${t.transactionId} has no payment`);
    const link = refunds.get(t.transactionId);
    // Every REFUND transaction is written with its link (server/domain/refunds/create-refund.ts),
    // every PAYOUT transaction with its payout (server/domain/payouts/create-payout.ts).
    if (link) return refundData(payment, t, link, fieldsOf(payment));
    // Every dispute is written with its link (server/domain/disputes/record-dispute.ts).
    const dispute = disputes.get(t.transactionId);
    if (dispute) return disputeData(payment, t, dispute, fieldsOf(payment));
    const payout = payouts.get(t.paymentId);
    if (payout) return payoutTransactionData(payment, t, payout);
    return transactionData(payment, t, fieldsOf(payment));
  });
}

export function transactionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/transaction',
    {
      config: { dialect: { query: transactionQueryDialect } },
      schema: {
        operationId: 'listTransactions',
        summary: 'List your transactions, newest first, a page at a time',
        description:
          'Each item is the record a TRANSACTION postback carries as `data`. Send ' +
          '`meta.next_prev_id` as `prev_id`, with the same filters, for the next page; it is ' +
          'null on the last one.',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema, ...errorResponses },
      },
      schemaErrorFormatter: listQueryError,
    },
    async (request): Promise<TransactionList> => {
      const { merchantId } = merchantOf(request);
      const filter = listFilter(merchantId, request.query, (name) => sentField(request, name));
      const rows = await listTransactions(deps.db, filter, filter.limit + 1);
      // A cursor that is not one of the merchant's transactions matches no row (the statement
      // reads the cursor's created_at among the merchant's own), so only an empty page can come
      // from one: the cursor is checked then, and a page that has rows costs no extra round trip.
      // Another merchant's transaction is refused exactly like one that does not exist.
      if (
        rows.length === 0 &&
        filter.prevId !== undefined &&
        !(await isMerchantTransaction(deps.db, merchantId, filter.prevId))
      ) {
        throw unknownCursor();
      }
      const page = rows.slice(0, filter.limit);
      const data = await records(deps, merchantId, page);
      const hasMore = rows.length > filter.limit;
      return {
        type: 'TRANSACTION',
        data,
        meta: {
          limit: filter.limit,
          next_prev_id: hasMore ? (page.at(-1)?.transactionId ?? null) : null,
          has_more: hasMore,
        },
      };
    },
  );
}
