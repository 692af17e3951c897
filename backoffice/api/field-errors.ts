// Every error of the back office's API names the field it is about at the start of its message
// (`callback_url must be an https URL`, `allowed_origins[1] must …`, `form.straight_to_method …`):
// the server's one error handler writes them so. A page shows each message next to the field it
// names, and whatever names none of its fields above the form.
import type { ErrorEntry } from '../../common/contract/error-body.ts';
import { MESSAGES } from '../messages/backoffice-messages.ts';
import type { BackofficeResult } from './backoffice-client.ts';

export interface FieldErrors {
  /** Field name → the messages about it, as the server wrote them. */
  fields: Readonly<Record<string, string>>;
  /** Messages that name none of the page's fields (a 401, a 403, a network failure). */
  general: readonly string[];
}

export const NO_ERRORS: FieldErrors = { fields: {}, general: [] };

/**
 * The page's field a message names: the longest of `fields` the message starts with, followed by
 * a space, `.` or `[` (a part of the field: `allowed_origins[1]` belongs to `allowed_origins`).
 */
export function fieldOfMessage(message: string, fields: readonly string[]): string | null {
  const named = fields
    .filter(
      (field) =>
        message.startsWith(field) &&
        (message.length === field.length || ' .['.includes(message.charAt(field.length))),
    )
    .sort((a, b) => b.length - a.length);
  return named[0] ?? null;
}

/** Sorts an error body's entries onto the page's fields. */
export function fieldErrorsOf(
  entries: readonly ErrorEntry[],
  fields: readonly string[],
): FieldErrors {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const { error_message: message } of entries) {
    const field = fieldOfMessage(message, fields);
    if (field === null) general.push(message);
    else byField[field] = byField[field] ? `${byField[field]} ${message}` : message;
  }
  return { fields: byField, general };
}

/** What a failed call has to say, on the page's fields where it names them. */
export function failureErrors(
  failure: Extract<BackofficeResult<unknown>, { ok: false }>,
  fields: readonly string[] = [],
): FieldErrors {
  if (failure.kind === 'network') return { fields: {}, general: [MESSAGES.networkFailure] };
  if (failure.errors.length === 0)
    return { fields: {}, general: [MESSAGES.serverFailure(failure.status)] };
  return fieldErrorsOf(failure.errors, fields);
}

/** One line for a failure that has no form to show it on (a list that did not load). */
export function failureText(failure: Extract<BackofficeResult<unknown>, { ok: false }>): string {
  const { fields, general } = failureErrors(failure);
  return [...general, ...Object.values(fields)].join(' ');
}
