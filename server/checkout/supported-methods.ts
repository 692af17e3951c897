import {
  type FlowKind,
  METHODS,
  PAYMENT_METHODS,
  type PaymentMethod,
  resolveMethod,
} from '../../src/methods/payment-methods.ts';

// What the sandbox can take a payment with today, read from the method table: the methods whose
// flow kind is implemented. Wallets (issue 9) and the alternative methods (issue 10) arrive later.

const IMPLEMENTED_FLOW_KINDS: ReadonlySet<FlowKind> = new Set<FlowKind>(['card']);

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
