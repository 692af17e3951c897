import type { FastifyRequest } from 'fastify';
import { type CompiledRule, normalizeBody } from './normalize.ts';
import { rememberSentPaths } from './sent-paths.ts';

/**
 * A `preValidation` hook that normalizes the request body under `dialect` before the route's JSON
 * schema runs (after the hostile-input check of the JSON parser), and remembers the renames for
 * the error handler.
 */
export function normalizeRequestBody(
  dialect: CompiledRule,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const paths = normalizeBody(request.body, dialect);
    if (paths) rememberSentPaths(request, paths);
  };
}
