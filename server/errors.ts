import type { FastifyError, FastifyInstance } from 'fastify';

// One error type and one handler: every error leaves the server in the spec's error body
// `{"errors":[{"error_code","error_message"}]}` (spec: Errors → Error body).

export type ErrorCode =
  | 'INVALID_REQUEST_PARAMETER'
  | 'INVALID_REQUEST'
  | 'INTERNAL_ERROR'
  | 'TOO_MANY_REQUESTS'
  | 'NOT_FOUND';

export interface ErrorBody {
  errors: { error_code: ErrorCode; error_message: string }[];
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badParameter(field: string, rule: string): ApiError {
    return new ApiError(400, 'INVALID_REQUEST_PARAMETER', `${field} ${rule}`);
  }

  static notFound(what: string): ApiError {
    return new ApiError(404, 'NOT_FOUND', `${what} not found`);
  }
}

function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { errors: [{ error_code: code, error_message: message }] };
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "/payment_data/amount" → "payment_data.amount"; "/products/0/product_name" → "products[0].product_name". */
function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const parts = instancePath.split('/').slice(1);
  const extra = params.missingProperty ?? params.additionalProperty;
  if (typeof extra === 'string') parts.push(extra);
  let name = '';
  for (const part of parts) {
    const decoded = part.replace(/~1/g, '/').replace(/~0/g, '~');
    name += /^\d+$/.test(decoded) ? `[${decoded}]` : name ? `.${decoded}` : decoded;
  }
  return name || 'body';
}

/** A human sentence naming the field and the rule it broke. */
function describeValidationError(error: AjvError, context: string | undefined): string {
  const base = context && context !== 'body' ? `${context}.` : '';
  const field = base + fieldName(error.instancePath, error.params);
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
    case 'type':
      return `${field} must be of type ${String(error.params.type)}`;
    case 'format':
      return `${field} must be a valid ${String(error.params.format)}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** Installs the one error handler and the 404 handler on the app. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`));
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      reply.code(error.statusCode).send(errorBody(error.code, error.message));
      return;
    }
    if (error.validation) {
      const first = error.validation[0] as AjvError | undefined;
      const message = first
        ? describeValidationError(first, error.validationContext)
        : 'request is invalid';
      reply.code(400).send(errorBody('INVALID_REQUEST_PARAMETER', message));
      return;
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      reply.code(429).send(errorBody('TOO_MANY_REQUESTS', 'too many requests; retry later'));
      return;
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, …: the request as a whole is wrong.
      // Fastify's own messages name the problem but never echo the body.
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        // The parser's message quotes part of the body, which may hold card data: never echo it.
        reply.code(400).send(errorBody('INVALID_REQUEST', 'request body is not valid JSON'));
        return;
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        reply.code(400).send(errorBody('INVALID_REQUEST', 'Content-Type must be application/json'));
        return;
      }
      if (status === 404) {
        reply.code(404).send(errorBody('NOT_FOUND', error.message));
        return;
      }
      reply.code(status === 413 ? 413 : 400).send(errorBody('INVALID_REQUEST', error.message));
      return;
    }
    request.log.error({ err: error }, 'unexpected error');
    reply.code(500).send(errorBody('INTERNAL_ERROR', 'internal error; the incident was logged'));
  });
}
