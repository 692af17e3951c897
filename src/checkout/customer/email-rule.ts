// The e-mail rule the form checks before paying: the one the server's schema applies
// (`format: 'email'`, ajv-formats' full pattern, at most 320 characters), so an address the form
// accepts is not refused afterwards.

export type EmailProblem = 'required' | 'too_long' | 'invalid';

const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** What is wrong with `email` (already trimmed), or null when the server will accept it. */
export function emailProblem(email: string, maxLength: number): EmailProblem | null {
  if (email === '') return 'required';
  if (email.length > maxLength) return 'too_long';
  return EMAIL.test(email) ? null : 'invalid';
}
