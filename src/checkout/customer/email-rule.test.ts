import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-rule.ts';

// The form's e-mail rule is the server's: an address the form accepts is not refused afterwards.

describe('emailProblem', () => {
  it.each([
    ['4242424242424242@example.com', 'card_number'],
    // A host name may be digits too: the whole address is free text.
    ['ann@4242-4242-4242-4242.example', 'card_number'],
    ['ann@example.com', null],
    ['ann+shop@sub-2024.example.com', null],
    ['ann@', 'invalid'],
    ['', 'required'],
  ])('%j is %j', (email, problem) => {
    expect(emailProblem(email, 320)).toBe(problem);
  });
});
