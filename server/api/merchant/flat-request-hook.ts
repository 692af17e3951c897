import type { FastifyRequest } from 'fastify';
import { flatPaymentDialect } from '../../http/dialects/flat-dialect.ts';
import { normalizeBody } from '../../http/dialects/normalize.ts';
import { rememberSentPaths } from '../../http/dialects/sent-paths.ts';
import { flatSentPaths } from './flat-to-checkout.ts';

/**
 * preValidation of the flat payment bodies: the dialect's spellings become canonical, and every
 * error — the schema's and the checkout rules' after the body is mapped onto a checkout — names
 * the field as the merchant sent it.
 */
export async function normalizeFlatBody(request: FastifyRequest): Promise<void> {
  rememberSentPaths(request, flatSentPaths(normalizeBody(request.body, flatPaymentDialect)));
}
