// The card as a payment method: its four fields, where focus goes, and the CARD request.
// With saved cards their chunk wraps validate, buildRequest and onDeclined of this
// model once it arrives (src/saved-cards/saved-cards-model.ts): a chosen saved card pays with its
// security code alone, and a new card's request gains save_card.

import { type ReadonlySignal, signal } from '@preact/signals';
import type { CardPaymentRequest } from '../../../common/contract/session-api.ts';
import type { FormMessages } from '../../messages/form-messages.ts';
import { browserContext } from '../browser-context.ts';
import type { MethodModel } from '../method-model.ts';
import {
  type CardField,
  type CardFieldOptions,
  type CardFields,
  createCardFields,
} from './card-fields.ts';

/** Asks the view to move focus; `seq` changes on every request so a repeat still moves it. */
export interface FocusRequest {
  target: CardField;
  seq: number;
}

export interface CardMethodModel
  extends MethodModel<CardField>,
    Pick<CardFields, 'fields' | 'scheme' | 'securityCodeLength'> {
  readonly kind: 'card';
  focusRequest: ReadonlySignal<FocusRequest | null>;
  /** The merchant requires the cardholder name; otherwise the field is optional. */
  holderNameRequired: boolean;
  buildRequest(selectedProductIds: string[]): CardPaymentRequest;
}

/** Where focus goes once a field is complete and valid. */
const NEXT_FIELD: Partial<Record<CardField, CardField>> = {
  number: 'expiry',
  expiry: 'security_code',
};

export function createCardMethod(
  now: () => Date,
  messages: FormMessages,
  options: Omit<CardFieldOptions, 'onDone'> = {},
): CardMethodModel {
  const focusRequest = signal<FocusRequest | null>(null);

  function focus(target: CardField): void {
    focusRequest.value = { target, seq: (focusRequest.peek()?.seq ?? 0) + 1 };
  }

  const card = createCardFields(now, messages, {
    ...options,
    onDone(done) {
      const next = NEXT_FIELD[done];
      if (next) focus(next);
    },
  });

  return {
    kind: 'card',
    heading: messages('method.card.heading'),
    fields: card.fields,
    scheme: card.scheme,
    securityCodeLength: card.securityCodeLength,
    focusRequest,
    holderNameRequired: options.holderNameRequired ?? false,
    validate(moveFocus = true) {
      const firstInvalid = card.touchAll();
      if (firstInvalid && moveFocus) focus(firstInvalid);
      return firstInvalid;
    },
    buildRequest: (selectedProductIds) => ({
      method: 'CARD',
      card: card.toCardInput(),
      selected_product_ids: selectedProductIds,
      browser: browserContext(),
    }),
    onDeclined(blame) {
      const { field, fieldMessage } = blame ?? {};
      // The code is needed again whatever the cause; the alert itself is announced by its live region.
      card.clearSecurityCode();
      if (field && fieldMessage) card.markDeclined(field, fieldMessage);
      focus(field ?? 'security_code');
    },
  };
}
