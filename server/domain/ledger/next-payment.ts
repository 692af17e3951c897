import { finalCustomerMessage } from '../../contract/customer-messages.ts';
import type { ResponseCode } from '../../contract/response-codes.ts';
import { MAX_ATTEMPTS } from './attempts.ts';
import type { LastError, PaymentRecord } from './payment-record.ts';

// The payment's next state after a processor outcome, apart from the token (apply-outcome.ts).
// Pure: the same rules for a shopper's attempt and for a settlement, so the two never disagree.

/**
 * A shopper's new attempt; the final status of one the processor had left PENDING; the 3-D
 * Secure authentication that comes before an attempt's SALE, which is recorded and reported but
 * leaves the payment to the SALE (server/domain/steps/three-ds/record-authentication.ts); or the decision on an
 * alternative method's PENDING attempt made while the shopper waits (server/apm/): like a
 * settlement it finishes the stored transaction, but a decline the shopper can answer with another
 * method opens the session again, as a declined attempt does.
 */
export type OutcomeSource = 'attempt' | 'settlement' | 'authentication' | 'provider';

/**
 * The last error as the form, onResult and failure_url show it. A final failure's message gives no
 * advice to try again: the form takes no more attempts.
 */
export function lastErrorFor(code: ResponseCode, final: boolean): LastError {
  // Defined for every DECLINE and ERROR code (the spec's "any other code" message included).
  const message = code.customerMessage ?? code.message;
  return {
    error_code: code.code,
    error_message: final ? finalCustomerMessage(message) : message,
    response_message: code.message,
  };
}

export function nextPayment(
  payment: PaymentRecord,
  code: ResponseCode,
  source: OutcomeSource,
): PaymentRecord {
  if (source === 'authentication') return payment;
  const attempts = source === 'attempt' ? payment.attempts + 1 : payment.attempts;
  switch (code.status) {
    case 'SUCCESS':
      return { ...payment, state: 'SUCCEEDED', attempts, lastError: null };
    case 'PENDING':
      return { ...payment, state: 'PROCESSING', attempts };
    default: {
      // A settlement is final: the form is no longer waiting for another attempt.
      if (source === 'settlement') {
        return {
          ...payment,
          state: 'FAILED',
          attempts: Math.max(attempts, MAX_ATTEMPTS),
          lastError: lastErrorFor(code, true),
        };
      }
      // An attempt counts when it is made; a provider's decision is on one already counted.
      // A charge on a payment token (MIT/CIT) carries its token from the start and takes
      // one attempt: there is no card form to try again on.
      const canRetry =
        code.shopperCanRetry && attempts < MAX_ATTEMPTS && payment.paymentTokenId === null;
      return {
        ...payment,
        state: canRetry ? 'OPEN' : 'FAILED',
        attempts,
        lastError: lastErrorFor(code, !canRetry),
      };
    }
  }
}
