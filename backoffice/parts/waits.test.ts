import { describe, expect, it } from 'vitest';
import { waitsFrom, waitsText } from './waits.ts';

describe('waits', () => {
  it('are shown in the largest unit each is a whole number of', () => {
    expect(waitsText([86_400, 172_800, 7_200, 90, 45, 0])).toBe('1d, 2d, 2h, 90s, 45s, 0s');
    expect(waitsText([])).toBe('');
  });

  it('are read with their units, in seconds', () => {
    expect(waitsFrom('1d, 12h 30m,45s')).toEqual([86_400, 43_200, 1_800, 45]);
    expect(waitsFrom('  ')).toEqual([]);
    expect(waitsFrom(waitsText([86_400, 3_600, 61]))).toEqual([86_400, 3_600, 61]);
  });

  it.each(['1', '1 d', '1.5d', 'one day', '2w'])('refuse %s', (text) => {
    expect(waitsFrom(text)).toBeUndefined();
  });
});
