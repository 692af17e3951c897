// What the form came to, reported to the page around it through `deps.onOutcome`. The model decides
// the outcome; the page decides what it means there: the hosted page follows the URL, the embedded
// form (hosted/embedded-mode.ts) posts it to the merchant page as a TResult.
import type { ActionKind, ShopperError } from '../../common/contract/session-api.ts';

export type CheckoutOutcome =
  /** Paid (SUCCESS, a PENDING payment that settled, or a session paid before the form opened). */
  | { kind: 'paid'; url?: string }
  /** Over without a payment: declined for good, or expired before or during a submit. Final. */
  | { kind: 'closed'; state: 'FAILED' | 'EXPIRED'; url?: string; error?: ShopperError }
  /** The session's time limit passed while the form stood open and idle. Final. */
  | { kind: 'timed-out'; url?: string }
  /** A decline the shopper can fix; the form stays usable (spec: RETRY). */
  | { kind: 'declined'; message: string; error?: ShopperError }
  /**
   * The server asks for a step this form has no screen for (an ACTION kind without an entry in
   * flow/action-screens.ts). Final here: the form cannot finish this payment.
   */
  | { kind: 'unfinishable'; action: ActionKind; message: string }
  /** Paying stopped before any request: a field of the method (card: CardField) shows why. */
  | { kind: 'invalid'; field: string }
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
