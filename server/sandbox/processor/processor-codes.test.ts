import { describe, expect, it } from 'vitest';
import { allResponseCodes } from '../../contract/response-codes.ts';
import { ownResponseCode, SANDBOX_PROCESSOR_NAME } from './processor-codes.ts';
import { sandboxProcessor } from './sandbox-processor.ts';

// The sandbox processor's own codes (transaction_details.processor_response_code): a string for
// every code of the spec's table, the common declines with codes of their own.

describe('the sandbox processor’s own codes', () => {
  it.each([
    [1000, '00'],
    [1200, '09'],
    [2004, '51'],
    [2202, '54'],
    [2000, '05'],
    [2151, '05'],
    [1320, '05'],
    [1301, '00'],
    [2903, '96'],
    [3000, '96'],
    [9999, '96'],
  ])('answers %i with %s', (code, own) => {
    expect(ownResponseCode(code)).toBe(own);
  });

  it('has a two-character code for every response code of the spec, and names itself', () => {
    for (const { code } of allResponseCodes()) {
      expect(ownResponseCode(code), String(code)).toMatch(/^[0-9A-Z]{2}$/);
    }
    expect(sandboxProcessor.name).toBe(SANDBOX_PROCESSOR_NAME);
    expect(sandboxProcessor.ownResponseCode(2004)).toBe('51');
  });
});
