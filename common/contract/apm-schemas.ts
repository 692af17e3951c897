import { ALTERNATIVE_METHOD_NAMES } from '../methods/payment-methods.ts';
import { browserContextSchema } from './browser-context-schema.ts';
import { shopperParts } from './payment-request-parts.ts';

// The alternative payment methods on the form (redirect, QR, voucher, bank app): the request that
// starts one. It carries no payment data: the shopper pays on the provider's side, and the answer
// is an ACTION naming the step (payment-action-schema.ts).

/** POST /api/sessions/:token/apm-payments */
export const apmPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method'],
  properties: {
    /** One of the checkout's `methods` whose flow kind is redirect, qr, voucher or bank_app. */
    method: { type: 'string', enum: ALTERNATIVE_METHOD_NAMES },
    ...shopperParts,
    browser: browserContextSchema,
  },
} as const;

/**
 * POST /api/sessions/:token/apm-payments/cancel: the shopper picks another method while waiting.
 * The open alternative payment is declined (cancelled by the shopper) and the session is OPEN
 * again; answers the attempt's PaymentResult (RETRY, or FAILED when no attempt is left), or 409
 * when none is open (it was decided a moment ago: the session says how).
 */
export const APM_CANCEL_PATH = '/apm-payments/cancel';
export const APM_PAYMENTS_PATH = '/apm-payments';
