import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { containsCardNumber } from '../../common/card/pan-detector.ts';
import { ApiError, type ErrorCode, errorBody } from '../contract/api-error.ts';
import { CARD_NUMBER_RULE } from '../contract/card-number-text.ts';
import { loggableError } from '../platform/log-redaction.ts';
import { afterBodyDrained } from './body-drain.ts';
import { sentField } from './dialects/sent-paths.ts';
import { BASELINE_SECURITY_HEADERS } from './security-headers.ts';

// The one error handler: every error leaves the server in the spec's error body
// `{"errors":[{"error_code","error_message"}]}` (spec: Errors → Error body), raised as the one
// error type (contract/api-error.ts) or turned into it here.

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The field's path as parts: "/products/0/product_name" → ["products", "0", "product_name"]. */
function pathParts(instancePath: string, params: Record<string, unknown>): string[] {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = params.missingProperty ?? params.additionalProperty;
  if (typeof extra === 'string') parts.push(extra);
  return parts;
}

/** ["payment_data", "amount"] → "payment_data.amount"; ["products", "0", "product_name"] → "products[0].product_name". */
function fieldName(parts: readonly string[]): string {
  let name = '';
  for (const part of parts) {
    name += /^\d+$/.test(part) ? `[${part}]` : name ? `.${part}` : part;
  }
  return name || 'body';
}

/** A human sentence naming the field and the rule it broke. */
function describeValidationError(
  error: AjvError,
  context: string | undefined,
  request: FastifyRequest,
): string {
  const parts = pathParts(error.instancePath, error.params);
  const named = (path: readonly string[]) => {
    if (!context || context === 'body') return sentField(request, fieldName(path));
    return path.length === 0 ? context : `${context}.${fieldName(path)}`;
  };
  // A key that is a card number (an unknown field, a map's key) is not repeated: the error names
  // the object that holds it (server/http/card-number-scan.ts refuses such a key in a known map).
  const carded = parts.findIndex((part) => containsCardNumber(part));
  if (carded !== -1) return `${named(parts.slice(0, carded))} ${CARD_NUMBER_RULE}`;
  const field = named(parts);
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not a known field`;
    case 'enum':
      return `${field} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return `${field} must match the pattern ${String(error.params.pattern)}`;
    case 'maxLength':
      return `${field} must be at most ${String(error.params.limit)} characters long`;
    case 'minLength':
      return `${field} must be at least ${String(error.params.limit)} characters long`;
    case 'minItems':
      return `${field} must hold at least ${String(error.params.limit)} item(s)`;
    case 'maxItems':
      return `${field} must hold at most ${String(error.params.limit)} items`;
    case 'maxProperties':
      return `${field} must have at most ${String(error.params.limit)} entries`;
    case 'type':
      return `${field} must be of type ${String(error.params.type)}`;
    case 'format':
      return `${field} must be a valid ${String(error.params.format)}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** The body-size limit of every route (docs/idempotency-and-errors.md: Errors). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Errors thrown by Fastify itself, each answered in the spec's body with its own status. */
function frameworkAnswer(
  error: FastifyError,
  status: number,
): { status: number; code: ErrorCode; message: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      // Fastify's message quotes the path, which may hold a session token: never echo it.
      return { status: 400, code: 'INVALID_REQUEST', message: 'the URL is not validly encoded' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return {
        status: 414,
        code: 'INVALID_REQUEST',
        message: 'a path segment of the URL is too long',
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: 'INVALID_REQUEST',
        message: `request body must be at most ${BODY_LIMIT_BYTES / 1024} KB`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 400,
        code: 'INVALID_REQUEST',
        message: 'Content-Type must be application/json',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'INVALID_REQUEST', message: 'request body is not valid JSON' };
  }
  if (error instanceof SyntaxError) {
    // The parser's message quotes part of the body, which may hold card data: never echo it.
    return { status: 400, code: 'INVALID_REQUEST', message: 'request body is not valid JSON' };
  }
  if (status === 429) {
    return { status, code: 'TOO_MANY_REQUESTS', message: 'too many requests; retry later' };
  }
  if (status === 404) return { status, code: 'NOT_FOUND', message: error.message };
  if (status >= 400 && status < 500) {
    // Content type, content length, empty body, …: the request as a whole is wrong. Fastify's
    // own messages name the problem but never echo the body.
    return { status: status === 413 ? 413 : 400, code: 'INVALID_REQUEST', message: error.message };
  }
  return undefined;
}

/**
 * The one error handler: every error of every route, hook, parser and of the router itself
 * (Fastify's `frameworkErrors`) leaves here in the spec's body. Unknown errors become a 500
 * whose log names the error's class and code only (never a query's parameters or a message
 * that may quote them).
 */
export function handleError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof ApiError) {
    // Body fields are named as the merchant spelt them (server/http/dialects/sent-paths.ts).
    const message = error.broken
      ? `${sentField(request, error.broken.field)} ${error.broken.rule}`
      : error.message;
    reply.code(error.statusCode).send(errorBody(error.code, message));
    return;
  }
  if (error.validation) {
    const first = error.validation[0] as AjvError | undefined;
    const message = first
      ? describeValidationError(first, error.validationContext, request)
      : 'request is invalid';
    reply.code(400).send(errorBody('INVALID_REQUEST_PARAMETER', message));
    return;
  }
  const answer = frameworkAnswer(error, error.statusCode ?? 500);
  if (answer) {
    reply.code(answer.status);
    const send = () => reply.send(errorBody(answer.code, answer.message));
    // A body refused for its size is read and discarded first, so the client, still sending,
    // gets to read this answer (server/http/body-drain.ts).
    if (answer.status === 413) afterBodyDrained(request.raw, send);
    else send();
    return;
  }
  request.log.error({ error: loggableError(error) }, 'unexpected error');
  reply.code(500).send(errorBody('INTERNAL_ERROR', 'internal error; the incident was logged'));
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'the request line and headers must be at most 16 KB',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'the request took too long to arrive',
  },
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (Fastify's `clientErrorHandler`):
 * headers too large, malformed request lines. Answered in the same body, with the same baseline
 * headers, then the connection is closed.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    message: 'the request is not valid HTTP',
  };
  const body = JSON.stringify(errorBody('INVALID_REQUEST', answer.message));
  const headers = {
    ...BASELINE_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // end() flushes the answer, then closes; destroy() alone may drop it.
  if (socket.writable)
    socket.end(`HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n${body}`);
  else socket.destroy();
}

/** Installs the one error handler and the 404 handler on the app. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler(handleError);
}
