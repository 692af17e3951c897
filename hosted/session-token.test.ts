import { describe, expect, it } from 'vitest';
import { tokenFromPath } from './session-token.ts';

describe('tokenFromPath', () => {
  it('takes the last path segment', () => {
    expect(tokenFromPath('/pay/cs_abc123')).toBe('cs_abc123');
    expect(tokenFromPath('/pay/cs_abc123/')).toBe('cs_abc123');
    expect(tokenFromPath('/pay/a%20b')).toBe('a b');
  });

  it('finds nothing in an empty or broken path', () => {
    expect(tokenFromPath('/')).toBeNull();
    expect(tokenFromPath('/pay/%E0%A4%A')).toBeNull();
  });
});
