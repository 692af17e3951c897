import {
  type FlowKind,
  METHODS,
  PAYMENT_METHODS,
  type PaymentMethod,
  resolveMethod,
} from '../../src/methods/payment-methods.ts';
import { ApiError } from '../errors.ts';

// What the sandbox can take a payment with today, read from the method table: the methods whose
// flow kind is implemented, the card and the wallets (issue 9). The alternative methods (issue 10)
// arrive later.

const IMPLEMENTED_FLOW_KINDS: ReadonlySet<FlowKind> = new Set<FlowKind>(['card', 'wallet']);

export const SUPPORTED_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) =>
  IMPLEMENTED_FLOW_KINDS.has(METHODS[method].kind),
);

/** A checkout without `methods` offers the card. */
export const DEFAULT_METHOD: PaymentMethod = 'CARD';
export const DEFAULT_METHODS: readonly PaymentMethod[] = [DEFAULT_METHOD];

export function isSupportedMethod(name: string): boolean {
  const method = resolveMethod(name);
  return method !== undefined && SUPPORTED_METHODS.includes(method);
}

/**
 * The checkout's `methods` (CARD when absent), or a 400: a wallet is offered beside the card it
 * pays with, so APPLE_PAY or GOOGLE_PAY without CARD is refused; so is a method whose flow the
 * sandbox does not implement yet.
 */
export function checkMethods(requested: readonly string[] | undefined): string[] {
  const methods = requested ? [...requested] : [...DEFAULT_METHODS];
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
  const unsupported = methods.find((m) => !isSupportedMethod(m));
  if (unsupported) {
    throw ApiError.badParameter(
      'payment_data.methods',
      `${unsupported} is not supported by this sandbox yet; supported: ${SUPPORTED_METHODS.join(', ')}`,
    );
  }
  return methods;
}
