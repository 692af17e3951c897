// What the payment flow (flow/flow-model.ts) needs from a payment method, whatever its kind: the
// flow never knows a method's fields, only asks it to check them and to build its own request.
import type { PaymentRequest } from '../../common/contract/session-api.ts';

/**
 * How a method is paid. Local until the methods table
 * (common/methods/payment-methods.ts) lands; then this is that table's flow-kind type.
 */
export type FlowKind = 'card' | 'wallet' | 'redirect' | 'qr' | 'voucher' | 'bank_app';

/** What a decline's code blames (decline-advice.ts): a field to mark, and what to say at it. */
export interface DeclineBlame<Field extends string = string> {
  field?: Field;
  fieldMessage?: string;
}

export interface MethodModel<Field extends string = string> {
  readonly kind: FlowKind;
  /** The heading over the method's fields ("Pay with card"). */
  readonly heading: string;
  /**
   * Shows every field's problem and moves focus to the first (unless `focus` is false: a field
   * above it is invalid too); answers that field, or null when the method is ready to pay.
   */
  validate(focus?: boolean): Field | null;
  /** The request body for this method; only called after validate() found nothing. */
  buildRequest(selectedProductIds: string[]): PaymentRequest;
  /**
   * A decline the shopper can fix: clear and focus what must be entered again, and mark the field
   * the decline's code blames.
   */
  onDeclined(blame?: DeclineBlame<Field>): void;
}
