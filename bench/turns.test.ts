import { describe, expect, it } from 'vitest';
import { bodyAt } from './load-runner.ts';
import { compareTurns, comparisonLine, median, parseBenchArgs, turnSchedule } from './turns.ts';

describe('parseBenchArgs', () => {
  it('runs this build alone, once, without arguments', () => {
    expect(parseBenchArgs([])).toEqual({
      against: undefined,
      turns: 1,
      only: [],
      compareGenerators: false,
    });
  });

  it('compares with a ref in two turns unless told otherwise', () => {
    expect(parseBenchArgs(['--against', 'main'])).toMatchObject({ against: 'main', turns: 2 });
    expect(parseBenchArgs(['--against=origin/main', '--turns=3'])).toMatchObject({
      against: 'origin/main',
      turns: 3,
    });
    expect(parseBenchArgs(['--turns', '4', '--against', 'HEAD~1'])).toMatchObject({
      against: 'HEAD~1',
      turns: 4,
    });
  });

  it('takes --only more than once and --compare-generators as a switch', () => {
    expect(
      parseBenchArgs(['--only', 'checkout', '--only', 'mit-sale', '--compare-generators']),
    ).toMatchObject({ only: ['checkout', 'mit-sale'], compareGenerators: true });
  });

  it('refuses one turn against another build: that is no comparison on a drifting machine', () => {
    expect(() => parseBenchArgs(['--against', 'main', '--turns', '1'])).toThrow(
      /--against needs --turns ≥ 2/,
    );
  });

  it('says what was wrong and shows the usage', () => {
    expect(() => parseBenchArgs(['--turns', 'two'])).toThrow(
      /--turns must be a whole number ≥ 1, not "two"\. usage: npm run bench --/,
    );
    expect(() => parseBenchArgs(['--turns', '0'])).toThrow(/--turns must be a whole number/);
    expect(() => parseBenchArgs(['--against'])).toThrow(/--against needs a value/);
    expect(() => parseBenchArgs(['--against', '--turns', '2'])).toThrow(/--against needs a value/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown argument "--fast"/);
    expect(() => parseBenchArgs(['--compare-generators=yes'])).toThrow(/takes no value/);
  });
});

describe('turnSchedule', () => {
  it('measures the sides in turns, A B A B, never A A B B', () => {
    expect(turnSchedule(['this', 'other'], 3).map(({ turn, side }) => `${turn}${side}`)).toEqual([
      '1this',
      '1other',
      '2this',
      '2other',
      '3this',
      '3other',
    ]);
  });
});

describe('median and compareTurns', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('answers the ratio of the medians and the spread of each side and of each turn', () => {
    const c = compareTurns([1100, 900, 1000], [1000, 1000, 800]);
    expect(c.thisMedian).toBe(1000);
    expect(c.otherMedian).toBe(1000);
    expect(c.ratio).toBe(1);
    expect(c.thisRange).toEqual([900, 1100]);
    expect(c.otherRange).toEqual([800, 1000]);
    expect(c.turnRatios).toEqual([0.9, 1.25]);
  });

  it('needs the same number of turns on both sides', () => {
    expect(() => compareTurns([1, 2], [1])).toThrow(/same number of turns/);
    expect(() => compareTurns([], [])).toThrow(/same number of turns/);
  });

  it('prints the medians, the ratio and the spread on one line', () => {
    const line = comparisonLine(
      'POST /v1/checkout',
      'req/s',
      compareTurns([2900, 3100], [2500, 2500]),
    );
    expect(line).toContain('3,000 against  2,500 req/s   ratio 1.20');
    expect(line).toContain('this 2,900–3,100, other 2,500–2,500; turn ratios 1.16–1.24');
  });
});

describe('bodyAt', () => {
  it('takes the bodies in turn, round and round', () => {
    const bodies = { rotate: ['a', 'b', 'c'] };
    expect([0, 1, 2, 3, 4].map((i) => bodyAt(bodies, i, 'p'))).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it("numbers each request's body, so that no two share a reference", () => {
    const bodies = { numbered: '{"merchant_payment_id":"bench-{n}"}' };
    expect(bodyAt(bodies, 7, '42-1')).toBe('{"merchant_payment_id":"bench-42-1-7"}');
  });
});
