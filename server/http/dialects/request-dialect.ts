import type { FastifyRequest } from 'fastify';
import { type CompiledRule, compile, normalizeInto, PathRecorder } from './normalize.ts';
import { rememberSentPaths, type SentPaths } from './sent-paths.ts';

// Every request of the merchant API goes through one normalizing step before its schema runs:
// the route says which vocabulary it speaks as data (its `config.dialect`), and the one hook below
// reads the body and the query under it. A route that names no dialect still has its nulls read
// as absent fields (normalize.ts), so every endpoint, those added later included, takes the
// bodies OpenAPI-generated clients send.

/** What one endpoint accepts beside its canonical names. */
export interface RequestDialect {
  /** The body's alias tables (the checkout's, the flat bodies', …). */
  readonly body?: CompiledRule;
  /** The query's alias tables and conversions (GET /v1/transaction's). */
  readonly query?: CompiledRule;
  /**
   * The renames of a route that maps its body onto another one before the domain sees it (a flat
   * payment body onto a checkout), so the domain's errors name the fields as sent too.
   */
  readonly sentPaths?: (paths: SentPaths | undefined) => SentPaths | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's vocabulary (server/http/dialects/request-dialect.ts). */
    dialect?: RequestDialect;
  }
}

/** The body of a route that names no dialect: canonical names only, nulls dropped. */
const PLAIN_BODY = compile({});

/**
 * The `preValidation` hook of the merchant API: normalizes the body (and the query) under the
 * route's dialect, after the hostile-input check of the JSON parser and before the schema, and
 * remembers the renames for the error handler.
 */
export async function normalizeRequest(request: FastifyRequest): Promise<void> {
  const dialect = request.routeOptions.config.dialect;
  const paths = new PathRecorder();
  normalizeInto(request.body, dialect?.body ?? PLAIN_BODY, paths);
  if (dialect?.query) normalizeInto(request.query, dialect.query, paths);
  const renames = dialect?.sentPaths ? dialect.sentPaths(paths.paths) : paths.paths;
  if (renames) rememberSentPaths(request, renames);
}
