// A part of the form besides the payment method's own fields (the customer fields the
// merchant left to the shopper, the browser's language): checked before the method's fields and
// added to every payment request, whatever the method.
import type { PaymentRequest } from '../../../common/contract/session-api.ts';
import type { ApiErrorEntry } from '../api-client.ts';

export interface RequestPart {
  /**
   * Shows every field's problem and, when `focus` is set, moves focus to the first; answers that
   * field, or null when the part is ready.
   */
  validate(focus: boolean): string | null;
  /** The request with this part's fields added. */
  addTo(request: PaymentRequest): PaymentRequest;
  /**
   * A 400 answer: shows the errors that name this part's fields next to those fields and focuses
   * the first; answers whether any did.
   */
  showErrors(errors: readonly ApiErrorEntry[]): boolean;
}

/** The form's language, sent with the payment when the checkout named none. */
export function languagePart(language: string): RequestPart {
  return {
    validate: () => null,
    addTo: (request) => ({ ...request, language }),
    showErrors: () => false,
  };
}
