import type { FastifyRequest } from 'fastify';
import type { CheckoutCaller } from '../domain/checkout/open-checkout.ts';
import { merchantOf } from './auth.ts';
import { idempotencyKeyOf } from './idempotency-header.ts';

/**
 * Who sent a merchant API request, as the domain takes it: the merchant its API key named and its
 * X-Idempotency-Key (checked here, so a bad header is refused naming the header and the rule).
 * `takesKey` false: the endpoint takes no key, and the header is not even read.
 */
export function callerOf(request: FastifyRequest, takesKey = true): CheckoutCaller {
  const idempotencyKey = takesKey ? idempotencyKeyOf(request) : null;
  return { merchant: merchantOf(request), idempotencyKey };
}
