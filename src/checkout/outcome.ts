// What the form came to, reported to the page around it through `deps.onOutcome`. The model decides
// the outcome; the page decides what it means there: the hosted page follows the URL, the embedded
// form (hosted/embedded-mode.ts) posts it to the merchant page as a TResult.

import type { ShopperError } from '../contract/session-api.ts';
import type { CardField } from './card-fields.ts';

export type CheckoutOutcome =
  /** Paid (SUCCESS, a PENDING payment that settled, or a session paid before the form opened). */
  | { kind: 'paid'; url?: string }
  /** Over without a payment: declined for good, or expired before or during a submit. Final. */
  | { kind: 'closed'; state: 'FAILED' | 'EXPIRED'; url?: string; error?: ShopperError }
  /** The session's time limit passed while the form stood open and idle. Final. */
  | { kind: 'timed-out'; url?: string }
  /** A decline the shopper can fix; the form stays usable (spec: RETRY). */
  | { kind: 'declined'; message: string; error?: ShopperError }
  /** Paying stopped before any request: a card field is invalid and shows its message. */
  | { kind: 'invalid'; field: CardField }
  /** Not paid and not declined (connection lost, server trouble); the form stays usable. */
  | { kind: 'error'; message: string };

/** Where the shopper goes after an outcome that ends the checkout, if the server named a place. */
export function exitUrl(outcome: CheckoutOutcome): string | undefined {
  switch (outcome.kind) {
    case 'paid':
    case 'closed':
    case 'timed-out':
      return outcome.url;
    default:
      return undefined;
  }
}
