import { describe, expect, it } from 'vitest';
import { isFormMessage, type TResult } from '../src/protocol/messages.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { timedOutResult, toTResult } from './embedded-result.ts';

const FAILURE_URL =
  'https://shop.test/fail?order=42&error_code=2903&error_message=Processor+malfunction';

/** Exactly these keys (toStrictEqual also fails on a key present with an undefined value). */
function expectResult(actual: TResult | null, expected: TResult): void {
  expect(actual).toStrictEqual(expected);
  expect(isFormMessage({ kassa: 1, type: 'result', result: actual })).toBe(true);
}

describe('toTResult', () => {
  it('paid → success with the success url', () => {
    expectResult(toTResult({ kind: 'paid', url: 'https://shop.test/ok' }, englishMessages), {
      success: true,
      url: 'https://shop.test/ok',
    });
  });

  it('a fixable decline → retry with its code and message', () => {
    expectResult(
      toTResult(
        {
          kind: 'declined',
          message: 'Insufficient funds',
          error: { error_code: 2004, error_message: 'Insufficient funds' },
        },
        englishMessages,
      ),
      { success: false, retry: true, error_code: 2004, error_message: 'Insufficient funds' },
    );
  });

  it('a final failure → no retry, its code and message, and the failure url', () => {
    expectResult(
      toTResult(
        {
          kind: 'closed',
          state: 'FAILED',
          url: FAILURE_URL,
          error: { error_code: 2903, error_message: 'Error while processing the card' },
        },
        englishMessages,
      ),
      {
        success: false,
        retry: false,
        error_code: 2903,
        error_message: 'Error while processing the card',
        url: FAILURE_URL,
      },
    );
  });

  it('a session over when loaded → its code and message from the failure url', () => {
    expectResult(
      toTResult({ kind: 'closed', state: 'FAILED', url: FAILURE_URL }, englishMessages),
      {
        success: false,
        retry: false,
        error_code: 2903,
        error_message: 'Processor malfunction',
        url: FAILURE_URL,
      },
    );
    expectResult(
      toTResult(
        { kind: 'closed', state: 'EXPIRED', url: 'https://shop.test/fail' },
        englishMessages,
      ),
      {
        success: false,
        retry: false,
        url: 'https://shop.test/fail',
      },
    );
  });

  it('a step the form cannot show → no retry, with the message the form shows', () => {
    expectResult(
      toTResult(
        { kind: 'unfinishable', action: 'qr', message: 'This payment cannot go on here.' },
        englishMessages,
      ),
      { success: false, retry: false, error_message: 'This payment cannot go on here.' },
    );
  });

  it('invalid card fields → retry, with a message and no code', () => {
    expectResult(toTResult({ kind: 'invalid', field: 'number' }, englishMessages), {
      success: false,
      retry: true,
      error_message: 'Check the card details and try again.',
    });
  });

  it('invalid customer fields → retry, with a message naming them', () => {
    for (const field of ['email', 'country_code']) {
      expectResult(toTResult({ kind: 'invalid', field }, englishMessages), {
        success: false,
        retry: true,
        error_message: 'Check the e-mail and billing country and try again.',
      });
    }
  });

  it('a network failure → retry with the message the form shows', () => {
    expectResult(
      toTResult(
        { kind: 'error', message: "We couldn't reach the payment service." },
        englishMessages,
      ),
      {
        success: false,
        retry: true,
        error_message: "We couldn't reach the payment service.",
      },
    );
  });

  it('a timeout is no result (the page hears `timeout`); a later submit hears retry false', () => {
    expect(toTResult({ kind: 'timed-out', url: FAILURE_URL }, englishMessages)).toBeNull();
    expectResult(
      timedOutResult(
        'https://shop.test/fail?error_code=2904&error_message=Timeout',
        englishMessages,
      ),
      {
        success: false,
        retry: false,
        error_code: 2904,
        error_message: 'Timeout',
        url: 'https://shop.test/fail?error_code=2904&error_message=Timeout',
      },
    );
    expectResult(timedOutResult(undefined, englishMessages), {
      success: false,
      retry: false,
      error_message: 'This payment form has expired.',
    });
  });
});
