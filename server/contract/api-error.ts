import type { ErrorBody, ErrorCode } from '../../common/contract/error-body.ts';

// One error type for the whole server (spec: Errors → Error body): the domain raises it with the
// status, the error code and a message naming the field and the rule; the edge's one handler
// (http/errors.ts) writes it as `{"errors":[{"error_code","error_message"}]}`.

export type { ErrorBody, ErrorCode };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** The body field and rule, so the message can name the field as the merchant sent it. */
    readonly broken?: { field: string; rule: string },
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static badParameter(field: string, rule: string): ApiError {
    return new ApiError(400, 'INVALID_REQUEST_PARAMETER', `${field} ${rule}`, { field, rule });
  }

  static notFound(what: string): ApiError {
    return new ApiError(404, 'NOT_FOUND', `${what} not found`);
  }
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { errors: [{ error_code: code, error_message: message }] };
}
