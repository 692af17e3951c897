import { describe, expect, it } from 'vitest';
import { newId, newSecretToken } from './ids.ts';

// Ids draw from a pool of random bytes refilled 4 KiB at a time: no byte may serve two ids.

describe('ids', () => {
  it('are a prefix and 128 bits (22 base64url characters); session tokens 256 bits', () => {
    expect(newId('pay')).toMatch(/^pay_[A-Za-z0-9_-]{22}$/);
    expect(newSecretToken('cs')).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
  });

  it('never repeat across many refills of the pool, mixing both sizes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) {
      seen.add(i % 3 === 0 ? newSecretToken('cs').slice(3) : newId('trx').slice(4));
    }
    expect(seen.size).toBe(20_000);
  });

  it('use every bit: each base64url character appears about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 8_000; i += 1) {
      // The first 21 characters carry 6 random bits each (the 22nd only 2).
      for (const c of newId('evt').slice(4, 25)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(64);
    // 168,000 characters over 64 values: 2,625 each on average.
    for (const n of counts.values()) expect(Math.abs(n - 2625)).toBeLessThan(400);
  });
});
