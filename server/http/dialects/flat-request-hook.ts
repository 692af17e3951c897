import type { FastifyRequest } from 'fastify';
import { flatSentPaths } from '../../api/merchant/flat-to-checkout.ts';
import { flatPaymentDialect } from './flat-dialect.ts';
import { normalizeBody } from './normalize.ts';
import { rememberSentPaths } from './sent-paths.ts';

/**
 * preValidation of the flat payment bodies: the dialect's spellings become canonical, and every
 * error — the schema's and the checkout rules' after the body is mapped onto a checkout — names
 * the field as the merchant sent it.
 */
export async function normalizeFlatBody(request: FastifyRequest): Promise<void> {
  rememberSentPaths(request, flatSentPaths(normalizeBody(request.body, flatPaymentDialect)));
}
