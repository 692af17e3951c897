import { describe, expect, it } from 'vitest';
import { failureErrors, fieldErrorsOf, fieldOfMessage } from './field-errors.ts';

const FIELDS = ['allowed_origins', 'form.straight_to_method', 'form', 'theme', 'callback_url'];

describe("the field an error's message names", () => {
  it.each([
    ['callback_url must be an https URL', 'callback_url'],
    ['allowed_origins[1] must be an origin (scheme://host[:port])', 'allowed_origins'],
    ['form.straight_to_method must be of type boolean', 'form.straight_to_method'],
    ['form.unknown is not a known field', 'form'],
    ['theme.theme_variables.primaryColor must be a colour', 'theme'],
    ['theme', 'theme'],
  ])('%s → %s', (message, field) => {
    expect(fieldOfMessage(message, FIELDS)).toBe(field);
  });

  it.each([
    'themes are not allowed',
    'callback_urls must be a list',
    'the pair of login and password is not known',
  ])('%s names none of the fields', (message) => {
    expect(fieldOfMessage(message, FIELDS)).toBeNull();
  });
});

describe('sorting an error body onto the fields', () => {
  it('puts each message on its field and the rest above the form', () => {
    expect(
      fieldErrorsOf(
        [
          { error_code: 'INVALID_REQUEST_PARAMETER', error_message: 'theme must be an object' },
          { error_code: 'INVALID_REQUEST', error_message: 'the CSRF token is missing' },
          { error_code: 'INVALID_REQUEST_PARAMETER', error_message: 'theme.x is not known' },
        ],
        FIELDS,
      ),
    ).toEqual({
      fields: { theme: 'theme must be an object theme.x is not known' },
      general: ['the CSRF token is missing'],
    });
  });

  it('says a network failure and a bodyless status in words of its own', () => {
    expect(failureErrors({ ok: false, kind: 'network' }).general[0]).toMatch(
      /could not be reached/,
    );
    expect(failureErrors({ ok: false, kind: 'http', status: 502, errors: [] }).general).toEqual([
      'Kassa answered with status 502. Try again.',
    ]);
  });
});
