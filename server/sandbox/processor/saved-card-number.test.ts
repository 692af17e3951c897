import { describe, expect, it } from 'vitest';
import { decide } from './processor.ts';
import { sandboxNumberForSavedCard } from './saved-card-number.ts';
import { authenticationFor } from './three-ds.ts';

// A saved card keeps BIN and last 4 only; the sandbox decides as the test card they name.

describe('the sandbox number of a saved card', () => {
  it('is the test card with the same BIN and last 4, 3-D Secure cards included', () => {
    expect(sandboxNumberForSavedCard('400000', '9995')).toBe('4000000000009995');
    expect(decide({ pan: sandboxNumberForSavedCard('400000', '9995'), holderName: '' }).code).toBe(
      2004,
    );
    const challenge = sandboxNumberForSavedCard('400000', '3220');
    expect(authenticationFor({ pan: challenge, holderName: '', forced3d: false })).toEqual({
      kind: 'challenge',
    });
  });

  it('is no test card for any other card, which is approved', () => {
    const other = sandboxNumberForSavedCard('411111', '1111');
    expect(other).toBe('411111******1111');
    expect(decide({ pan: other, holderName: '' }).code).toBe(1000);
    expect(decide({ pan: other, holderName: 'FORCE 2004' }).code).toBe(2004);
  });
});
