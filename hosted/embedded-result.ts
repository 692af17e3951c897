// The form's outcomes as the spec's TResult (Resources → Embedded form result object), with the
// meaning of the Checkout session state table: success → paid; success false, retry true → the
// same form may submit again; retry false → the merchant must unmount. Only TResult's own keys,
// never card data.

import type { ShopperError } from '../common/contract/session-api.ts';
import { SHOPPER_CUSTOMER_FIELDS } from '../common/contract/shopper-customer-fields.ts';
import type { CheckoutOutcome } from '../src/checkout/outcome.ts';
import type { FormMessages } from '../src/messages/form-messages.ts';
import type { TResult } from '../src/protocol/messages.ts';

const isCustomerField = (field: string): boolean =>
  SHOPPER_CUSTOMER_FIELDS.some((customerField) => customerField === field);

/** The TResult for an outcome; null for a timeout, which the page hears as `timeout` instead. */
/**
 * `t`: the page's translator; an invalid form's message (the card fields, or the e-mail and billing
 * country, stopped the payment: the fields say what is wrong) is in the page's language.
 */
export function toTResult(outcome: CheckoutOutcome, t: FormMessages): TResult | null {
  switch (outcome.kind) {
    case 'paid':
      return { success: true, ...urlOf(outcome.url) };
    case 'closed':
      return {
        success: false,
        retry: false,
        ...errorOf(outcome.error ?? errorFromFailureUrl(outcome.url)),
        ...urlOf(outcome.url),
      };
    case 'declined':
      return {
        success: false,
        retry: true,
        ...(outcome.error && { error_code: outcome.error.error_code }),
        // The merchant page gets the spec's recommended message for the code, as a redirect's
        // error_message would carry it; the form's own alert says what the shopper can do next.
        error_message: outcome.error?.error_message ?? outcome.message,
      };
    case 'unfinishable':
      return { success: false, retry: false, error_message: outcome.message };
    case 'invalid':
      return {
        success: false,
        retry: true,
        error_message: isCustomerField(outcome.field)
          ? t('result.invalid_details')
          : t('result.invalid_card'),
      };
    case 'error':
      return { success: false, retry: true, error_message: outcome.message };
    case 'timed-out':
      return null;
  }
}

/**
 * What a submit after the timeout answers: the form pays nothing more, and a merchant waiting for
 * onResult hears that it must remount (retry false) rather than nothing at all.
 */
export function timedOutResult(url: string | undefined, t: FormMessages): TResult {
  const error = errorFromFailureUrl(url);
  return {
    success: false,
    retry: false,
    ...(error && { error_code: error.error_code }),
    error_message: error?.error_message ?? t('session.expired'),
    ...urlOf(url),
  };
}

const urlOf = (url: string | undefined): Pick<TResult, 'url'> => (url ? { url } : {});

const errorOf = (error: ShopperError | undefined): Pick<TResult, 'error_code' | 'error_message'> =>
  error ? { error_code: error.error_code, error_message: error.error_message } : {};

/**
 * A session that ended unpaid names its reason only in the failure redirect, which the spec gives
 * `error_code` and `error_message` query parameters (States and transitions → Checkout session).
 */
function errorFromFailureUrl(url: string | undefined): ShopperError | undefined {
  if (!url) return undefined;
  let query: URLSearchParams;
  try {
    query = new URL(url).searchParams;
  } catch {
    return undefined;
  }
  const code = Number(query.get('error_code'));
  const message = query.get('error_message');
  return Number.isInteger(code) && code > 0 && message
    ? { error_code: code, error_message: message }
    : undefined;
}
