import { describe, expect, it } from 'vitest';
import { allResponseCodes, responseCode } from './response-codes.ts';

const canRetry = (code: number): boolean | undefined => responseCode(code)?.shopperCanRetry;

describe('shopper retry rule', () => {
  it('lets the shopper retry after declines they can fix with another card or corrected data', () => {
    for (const code of [2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007]) {
      expect(canRetry(code), `${code}`).toBe(true);
    }
    for (const code of [2101, 2102, 2103, 2141, 2142, 2202, 2203, 2204, 2299]) {
      expect(canRetry(code), `${code}`).toBe(true);
    }
  });

  it('lets the shopper retry after a failed 3-D Secure authentication', () => {
    for (const code of [1320, 1322, 1325, 1331, 1344, 1349, 1390, 2132, 2133, 2144, 2146]) {
      expect(canRetry(code), `${code}`).toBe(true);
    }
  });

  it('makes theft, fraud, risk and blacklist outcomes final, 3-D Secure ones included', () => {
    for (const code of [2200, 2201, 2205, 2300, 2301, 2302, 2309, 2310, 2314, 2315]) {
      expect(canRetry(code), `${code}`).toBe(false);
    }
    for (const code of [1339, 1340, 1341, 2130, 2134])
      expect(canRetry(code), `${code}`).toBe(false);
  });

  it('makes "3-D Secure is required" final: the card cannot give what the issuer demands', () => {
    expect(canRetry(1400)).toBe(false);
    expect(canRetry(2138)).toBe(false);
  });

  it('makes what only the merchant can fix final', () => {
    for (const code of [2008, 2010, 2016, 2104, 2120, 2140, 2143, 2147, 2150, 2151]) {
      expect(canRetry(code), `${code}`).toBe(false);
    }
  });

  it('makes every error final', () => {
    const errors = allResponseCodes().filter((entry) => entry.status === 'ERROR');
    expect(errors.length).toBeGreaterThan(10);
    for (const entry of errors) expect(entry.shopperCanRetry, `${entry.code}`).toBe(false);
  });

  it('allows a retry for exactly these codes', () => {
    const retryable = allResponseCodes()
      .filter((entry) => entry.shopperCanRetry)
      .map((entry) => entry.code);
    expect(retryable).toEqual([
      ...[1320, 1321, 1322, 1323, 1324, 1325, 1331, 1332, 1333, 1334, 1335, 1336, 1337, 1338],
      ...[1342, 1343, 1344, 1345, 1346, 1347, 1348, 1349, 1350, 1352, 1356, 1390],
      ...[2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2101, 2102, 2103],
      ...[2131, 2132, 2133, 2135, 2136, 2137, 2139, 2141, 2142, 2144, 2145, 2146],
      ...[2202, 2203, 2204, 2299],
    ]);
  });
});
