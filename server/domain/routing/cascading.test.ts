import { describe, expect, it } from 'vitest';
import { allResponseCodes } from '../../contract/response-codes.ts';
import {
  isSoftDecline,
  nextCandidate,
  SOFT_ISSUER_CODES,
  SOFT_PROCESSOR_CODES,
} from './cascading.ts';
import { routeAttempt } from './route-attempt.ts';
import { cardFacts, routingOf } from './routing.fixture.ts';

// Which answers move an attempt on to the next processor, and the step the attempt loop takes.

describe('soft and hard declines', () => {
  it('cascades on processor failures: malfunctions, timeouts, communication errors', () => {
    for (const code of [2900, 2903, 2904, 2914, 3901]) expect(isSoftDecline(code)).toBe(true);
  });

  it('cascades on the documented issuer answers another acquirer may not give', () => {
    expect(SOFT_ISSUER_CODES).toEqual([2002, 2008, 2009]);
    for (const code of SOFT_ISSUER_CODES) expect(isSoftDecline(code)).toBe(true);
  });

  it('never cascades fraud, lost or stolen cards, insufficient funds, block lists or 3-D Secure failures', () => {
    const hard = [
      2004, // insufficient funds
      2200,
      2201,
      2202,
      2204,
      2205,
      2299, // pick-up, stolen, expired, closed
      2300,
      2301,
      2302,
      2309,
      2310,
      2311,
      2312,
      2313,
      2314,
      2315, // risk, fraud, block lists
      1320,
      1331,
      1340,
      2130,
      2132,
      2134,
      2138, // 3-D Secure
      2010, // duplicate: a second processor would charge twice
      3000, // unknown: the payment may have been taken
    ];
    for (const code of hard) expect(isSoftDecline(code), String(code)).toBe(false);
  });

  it('lists only codes of the spec, none of them a success or a pending answer', () => {
    const codes = new Map(allResponseCodes().map((entry) => [entry.code, entry]));
    for (const code of [...SOFT_PROCESSOR_CODES, ...SOFT_ISSUER_CODES]) {
      expect(['DECLINE', 'ERROR']).toContain(codes.get(code)?.status);
    }
    const soft = allResponseCodes().filter((entry) => isSoftDecline(entry.code));
    expect(soft.map((entry) => entry.code).sort()).toEqual(
      [...SOFT_PROCESSOR_CODES, ...SOFT_ISSUER_CODES].sort(),
    );
  });
});

describe('the next candidate', () => {
  const config = routingOf([
    {
      id: 'cascading',
      conditions: { currencies: ['EUR'] },
      route: { processors: ['a', 'b', 'c'] },
    },
    { id: 'once', route: { processors: ['a', 'b'] }, cascade: false },
  ]);

  it('walks the candidates in order on soft declines, and stops when none is left', () => {
    const decision = routeAttempt(config, cardFacts());
    expect(nextCandidate(decision, 1, 2903)).toBe('b');
    expect(nextCandidate(decision, 2, 2002)).toBe('c');
    expect(nextCandidate(decision, 3, 2914)).toBeUndefined();
  });

  it('stops at a hard decline or a success', () => {
    const decision = routeAttempt(config, cardFacts());
    expect(nextCandidate(decision, 1, 2004)).toBeUndefined();
    expect(nextCandidate(decision, 1, 1000)).toBeUndefined();
  });

  it('stops at once where the rule switched cascading off, and for a refusal', () => {
    expect(
      nextCandidate(routeAttempt(config, cardFacts({ currency_code: 'USD' })), 1, 2903),
    ).toBeUndefined();
    expect(nextCandidate(routeAttempt(routingOf([]), cardFacts()), 0, 2903)).toBeUndefined();
  });
});
