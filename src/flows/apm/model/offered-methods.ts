// Which methods the form offers to choose from: the session's `methods`, as the merchant
// listed them, aliases resolved and each method once. The wallets stay the express buttons above
// (src/wallet/), not entries of the list. The card comes first wherever the merchant listed it
// (the form's choice puts the saved cards, then the card, then the other methods), and the other
// methods keep the merchant's order; the first is the one chosen to begin with.

import type { ApmPaymentRequest } from '../../../../common/contract/session-api.ts';
import {
  ALTERNATIVE_METHOD_NAMES,
  isAlternativeMethod,
  methodInfo,
  type PaymentMethod,
  resolveMethod,
} from '../../../../common/methods/payment-methods.ts';
import type { CardMethodModel } from '../../../checkout/card/card-method.ts';
import type { PaymentMethodModel } from '../../../checkout/payment-method-model.ts';
import type { FormMessages } from '../../../messages/form-messages.ts';
import { type ApmKind, createApmMethod } from './apm-method.ts';

export type OfferedMethods = readonly [PaymentMethodModel, ...PaymentMethodModel[]];

function isApmName(name: string): name is ApmPaymentRequest['method'] {
  return ALTERNATIVE_METHOD_NAMES.some((known) => known === name);
}

/** The flow kind of an alternative method; undefined for the card and the wallets. */
function apmKind(method: PaymentMethod): ApmKind | undefined {
  const { kind } = methodInfo(method);
  return kind === 'card' || kind === 'wallet' ? undefined : kind;
}

/**
 * The form's methods for `names` (the session's `methods`): the card first when offered, the
 * others in the merchant's order; the card's model is `card`. Unknown names are left out (the server only lists methods it knows). With no
 * method left (a list of wallets alone cannot happen: the server refuses it), the card.
 */
export function offeredMethods(
  names: readonly string[],
  card: CardMethodModel,
  messages: FormMessages,
): OfferedMethods {
  const seen = new Set<PaymentMethod>();
  const models: PaymentMethodModel[] = [];
  for (const name of names) {
    const method = resolveMethod(name);
    if (!method || seen.has(method)) continue;
    seen.add(method);
    if (method === 'CARD') models.unshift(card);
    const kind = isAlternativeMethod(method) ? apmKind(method) : undefined;
    if (kind && isApmName(name)) models.push(createApmMethod(name, method, kind, messages));
  }
  const [first, ...rest] = models;
  return first ? [first, ...rest] : [card];
}
