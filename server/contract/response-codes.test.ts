import { describe, expect, it } from 'vitest';
import { allResponseCodes, responseCode } from './response-codes.ts';

// The spec's response code table (spec: Errors → Response codes), typed in again independently of
// response-codes.ts so that a slip in either copy fails here.
const SPEC_TABLE = `
1000 Success
1200 Pending
1300 3DS verification successful (challenged)
1301 3DS verification successful (frictionless)
1302 3DS verification attempted
1320 3DS verification denied
1321 3DS could not be performed
1322 3DS rejected by issuer
1323 3DS invalid cardholder account number
1324 3DS version not supported
1325 3DS timeout
1331 3DS authentication failed
1332 3DS device not recognized
1333 3DS not supported by device
1334 3DS frequency limit exceeded
1335 3DS expired card
1336 3DS card validation fail
1337 3DS invalid transaction
1338 3DS card BIN not enrolled
1339 3DS general security violation
1340 3DS stolen card
1341 3DS suspicious transaction
1342 3DS transaction restricted
1343 3DS card not enrolled
1344 3DS user timeout
1345 3DS low confidence
1346 3DS medium confidence
1347 3DS high confidence
1348 3DS very high confidence
1349 3DS ACS max challenges
1350 3DS request ACS doesn't support
1352 3DS processing error
1356 3DS attempt not performed
1390 3DS integration error
1400 3DS is required
2000 Decline
2001 Refer to card issuer
2002 Do not honor
2003 Bank decline
2004 Insufficient funds
2005 Card not supported
2006 Restricted card
2007 Over limit
2008 Merchant limit exceeded
2009 Invalid transaction
2010 Duplicate transaction
2011 transaction has already chargeback
2012 Crypto transaction decline
2013 Crypto insufficient funds
2014 Crypto smart contract insufficient funds
2015 Crypto transaction replaced
2016 Crypto address is invalid
2101 Invalid CVV or expiry date
2102 CVV missing
2103 Invalid expiry date
2104 Invalid network token expiry date
2120 Invalid amount
2130 3DS denied for risk reasons
2131 3DS could not be performed
2132 3DS authentication failed
2133 3DS timeout
2134 3DS stolen card
2135 3DS expired card
2136 3DS invalid cardholder account number
2137 Invalid or unsupported 3DS transaction
2138 3DS SCA required
2139 3DS integration error
2140 Low value rejected
2141 Incorrect card data
2142 Incorrect data
2143 Missing parameters
2144 3DS version not supported
2145 Card or BIN not enrolled in 3DS
2146 3DS ACS has reached max challenge limit
2147 Missing network token cryptogram
2148 Invalid network token cryptogram
2149 Invalid network token ECI
2150 Invalid network token
2151 Refund rejected by processor
2200 Pick up card
2201 Pick up card (stolen or fraud)
2202 Expired card
2203 Unsupported card type
2204 No such issuer
2205 Decline by Card Scheme Advise Code
2299 Closed account
2300 Processor risk
2301 Velocity limit exceeded
2302 Suspected Fraud
2309 Customer blacklisted
2310 Card blacklisted
2311 IP blacklist
2312 Email blacklist
2313 BIN blacklist
2314 Country blacklist
2315 Fraud rule
2900 System malfunction
2901 Integration error
2902 Processor not supported feature
2903 Processor malfunction
2904 Timeout
2905 Refund is not supported for this method or transaction type
2906 Missing payment token
2907 Payment type not supported for payment method
2908 Payment token is not valid
2909 Processor not supported request
2910 Routing rule not found
2911 COF Consent not found
2914 Processor timeout
3000 Unknown error
3901 Processor Communication Error`;

const specCodes = SPEC_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [, code = '', message = ''] = /^(\d{4}) (.+)$/.exec(line) ?? [];
    return { code: Number(code), message };
  });

describe('response codes', () => {
  it('has every code of the spec, with its message, and no other', () => {
    expect(specCodes).toHaveLength(111);
    expect(allResponseCodes().map(({ code, message }) => ({ code, message }))).toEqual(specCodes);
  });

  it('finds a code and answers undefined for codes the spec lacks', () => {
    expect(responseCode(2004)?.message).toBe('Insufficient funds');
    expect(responseCode(2912)).toBeUndefined();
    expect(responseCode(0)).toBeUndefined();
  });

  it('groups codes by transaction status', () => {
    const statusOf = (code: number): string | undefined => responseCode(code)?.status;
    expect(statusOf(1000)).toBe('SUCCESS');
    expect(statusOf(1301)).toBe('SUCCESS');
    expect(statusOf(1200)).toBe('PENDING');
    expect(statusOf(1320)).toBe('DECLINE');
    expect(statusOf(1400)).toBe('DECLINE');
    expect(statusOf(2004)).toBe('DECLINE');
    expect(statusOf(2315)).toBe('DECLINE');
    expect(statusOf(2900)).toBe('ERROR');
    expect(statusOf(2903)).toBe('ERROR');
    expect(statusOf(3000)).toBe('ERROR');
    expect(statusOf(3901)).toBe('ERROR');
    const successes = allResponseCodes().filter((entry) => entry.status === 'SUCCESS');
    expect(successes.map((entry) => entry.code)).toEqual([1000, 1300, 1301, 1302]);
    const pending = allResponseCodes().filter((entry) => entry.status === 'PENDING');
    expect(pending.map((entry) => entry.code)).toEqual([1200]);
  });

  it('gives failures a customer message and successes none', () => {
    for (const entry of allResponseCodes()) {
      const failed = entry.status === 'DECLINE' || entry.status === 'ERROR';
      expect(entry.customerMessage === undefined, `${entry.code}`).toBe(!failed);
    }
    expect(responseCode(2004)?.customerMessage).toBe('Insufficient funds');
    expect(responseCode(2300)?.customerMessage).toBe(
      'Card declined; try again or use another card',
    );
  });

  it('never lets the shopper retry after a success, a pending payment or an error', () => {
    for (const entry of allResponseCodes()) {
      if (entry.status !== 'DECLINE') expect(entry.shopperCanRetry, `${entry.code}`).toBe(false);
    }
    expect(responseCode(2004)?.shopperCanRetry).toBe(true);
    expect(responseCode(2903)?.shopperCanRetry).toBe(false);
  });

  it('cannot be changed by a caller', () => {
    const entry = responseCode(1000);
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(allResponseCodes())).toBe(true);
  });
});
