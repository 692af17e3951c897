// What a decline tells the shopper (decline-advice.ts) is a chunk of its own: a card-only
// checkout's first bytes need none of it before the shopper pays. The flow loads it with each
// payment, beside the request (flow/flow-model.ts), and tells a decline once both are in, so in
// practice nothing waits on it: a small file from the page's own origin is in before the
// payment's answer.
import type { ShopperError } from '../../common/contract/session-api.ts';
import type { FormMessages } from '../messages/form-messages.ts';
import type { DeclineAdvice } from './decline-advice.ts';
import type { FlowKind } from './method-model.ts';

type DeclineAdviceChunk = typeof import('./decline-advice.ts');

/** The chunk once loaded, for every form of this page. */
let loaded: DeclineAdviceChunk | null = null;
let loading: Promise<unknown> | null = null;

/**
 * Loads the chunk, once; settles when it is in or could not load (never rejects: a decline is
 * told without it, and the next payment tries again).
 */
export function loadDeclineAdvice(): Promise<unknown> {
  loading ??= import('./decline-advice.ts').then(
    (chunk) => {
      loaded = chunk;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * What the form tells of a decline with a method of `kind` (decline-advice.ts). Without the
 * chunk (it could not load), the server's words for the code: the spec's recommended customer
 * message, blaming no field.
 */
export function adviceOnDecline(
  t: FormMessages,
  error: ShopperError | undefined,
  kind: FlowKind,
): DeclineAdvice {
  if (!loaded) return { message: t('form.error.declined') };
  return { ...loaded.declineAdvice(t, error), message: loaded.declineMessage(t, error, kind) };
}

/**
 * What the form says of a payment that ended for good in `error`: the spec's recommended customer
 * message in the catalog's words (customer-message.ts). The chunk came in with the payment whose
 * answer this is; should it not have, that the card was declined.
 */
export function messageOnEnd(t: FormMessages, error: ShopperError): string {
  return loaded ? loaded.customerMessage(t, error) : t('form.error.declined');
}
