import { AMOUNT_PATTERN } from '../../common/money/decimal.ts';
import { cardNumberExempt, EXEMPT_BECAUSE } from './card-number-text.ts';
import { transactionSchema } from './transaction-schema.ts';

// POST /v1/refund. The spec shows neither body nor response; the design is in the
// docs/after-checkout.md (POST /v1/refund): the transaction to refund by its id, an optional amount (absent: all that
// remains) with the currency client libraries send beside it, an optional reason and the actor who
// asked for it. The answer is the live service's reference's `{"type": "REFUND", "data": {…}}`,
// whose `data` is the REFUND transaction's record, the same `data` its TRANSACTION postback
// carries: the reference's `transaction_id` (the refund's own id, as the postback and the list
// name it), `reason` and `initiated_by`, beside the rest of the record.

export const MAX_REASON_LENGTH = 256;
export const MAX_INITIATED_BY_LENGTH = 64;

export const refundBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transaction_id'],
  properties: {
    /** A SALE or CAPTURE transaction of this merchant, as its TRANSACTION postback named it. */
    transaction_id: { type: 'string', minLength: 1, maxLength: 64 },
    /** A decimal string in the transaction's currency; absent: what remains to refund. */
    amount: cardNumberExempt({ type: 'string', pattern: AMOUNT_PATTERN }, EXEMPT_BECAUSE.amount),
    currency_code: {
      type: 'string',
      pattern: '^[A-Z]{3}$',
      description: "The refunded transaction's currency (anything else is refused).",
    },
    reason: { type: 'string', minLength: 1, maxLength: MAX_REASON_LENGTH },
    initiated_by: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_INITIATED_BY_LENGTH,
      description:
        'Who asked for the refund (a back-office user, a job): free text, stored and sent back in the refund record.',
    },
  },
} as const;

export const refundResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['REFUND'] },
    data: transactionSchema,
  },
} as const;
