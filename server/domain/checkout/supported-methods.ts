import {
  METHODS,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  resolveMethod,
} from '../../../common/methods/payment-methods.ts';
import { ApiError } from '../../contract/api-error.ts';

// The checkout's `methods`, read against the method table: every method of the spec is taken
// (the card, the wallets and the alternative methods), each only where it serves the
// checkout's currency.

/** A checkout without `methods` offers the card. */
export const DEFAULT_METHOD: PaymentMethod = 'CARD';
export const DEFAULT_METHODS: readonly PaymentMethod[] = [DEFAULT_METHOD];

/** Whether `name` (a method or an alias of one) serves payments in `currency`. */
export function servesCurrency(name: string, currency: string): boolean {
  const method = resolveMethod(name);
  if (method === undefined) return false;
  const { currencies } = METHODS[method];
  return currencies === null || currencies.includes(currency);
}

/**
 * The checkout's `methods` (CARD when absent), or a 400: a wallet is offered beside the card it
 * pays with, so APPLE_PAY or GOOGLE_PAY without CARD is refused; so is a method that does not serve
 * the checkout's currency, and a name that is not the spec's (naming the value sent).
 */
export function checkMethods(requested: readonly string[] | undefined, currency: string): string[] {
  const methods = requested ? [...requested] : [...DEFAULT_METHODS];
  const unknown = methods.findIndex((m) => resolveMethod(m) === undefined);
  if (unknown >= 0) {
    throw ApiError.badParameter(
      `payment_data.methods[${unknown}]`,
      `must be one of ${PAYMENT_METHOD_NAMES.join(', ')}, not ${JSON.stringify(methods[unknown])}`,
    );
  }
  const wallet = methods.find((m) => {
    const method = resolveMethod(m);
    return method !== undefined && METHODS[method].kind === 'wallet';
  });
  if (wallet !== undefined && !methods.some((m) => resolveMethod(m) === 'CARD')) {
    throw ApiError.badParameter(
      'payment_data.methods',
      `lists ${wallet} without CARD: CARD must be listed too (a wallet pays with a card)`,
    );
  }
  for (const name of methods) {
    const method = resolveMethod(name);
    const currencies = method && METHODS[method].currencies;
    if (currencies && !currencies.includes(currency)) {
      // `methods` has no other spelling in any dialect: the message names it as sent.
      throw new ApiError(
        400,
        'INVALID_REQUEST_PARAMETER',
        `payment_data.methods: ${name} does not serve ${currency}; it takes ${currencies.join(', ')}`,
      );
    }
  }
  return methods;
}

/**
 * The shoppers' country every method of `methods` serves, when they all serve one and the same
 * country only (KAKAO_PAY: KR): a checkout offering only those has no other country to ask for.
 * Undefined for any other list.
 */
export function impliedCountry(methods: readonly string[]): string | undefined {
  const countries = new Set<string>();
  for (const name of methods) {
    const method = resolveMethod(name);
    const only = method && METHODS[method].countries?.length === 1 && METHODS[method].countries[0];
    if (!only) return undefined;
    countries.add(only);
  }
  return countries.size === 1 ? [...countries][0] : undefined;
}
