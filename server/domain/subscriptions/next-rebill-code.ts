import { ApiError } from '../../contract/api-error.ts';
import { responseCode } from '../../contract/response-codes.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { setNextRebillCode } from './subscription-store.ts';

// The sandbox's way to rehearse one rebill's answer: the next rebill (or retry) of one subscription
// ends with the code asked for, whatever its card, and the rebills after it answer as the card
// does again (rebill.ts). A code a card-on-file charge can get: 1000, or a DECLINE or ERROR code
// of the spec's table that is not 3-D Secure's (a rebill has no shopper to authenticate).

const isThreeDsCode = (code: number): boolean => code >= 1300 && code <= 1400;

/** Whether `code` is one a rebill may be forced to. */
export function forcibleRebillCode(code: number): boolean {
  const entry = responseCode(code);
  if (!entry || isThreeDsCode(code)) return false;
  return entry.status === 'SUCCESS' || entry.status === 'DECLINE' || entry.status === 'ERROR';
}

/** Forces the next rebill of the merchant's open subscription to `code`; 400/404 otherwise. */
export async function forceNextRebillCode(
  db: Queryable,
  merchantId: string,
  subscriptionId: string,
  code: number,
): Promise<void> {
  if (!forcibleRebillCode(code)) {
    throw ApiError.badParameter(
      'code',
      'must be 1000 or a DECLINE or ERROR response code of the spec (not 3-D Secure’s 1300–1400, not PENDING 1200)',
    );
  }
  if (!(await setNextRebillCode(db, merchantId, subscriptionId, code))) {
    throw ApiError.notFound(`open subscription ${subscriptionId}`);
  }
}
