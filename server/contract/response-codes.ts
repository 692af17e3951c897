// The response codes of a transaction (spec: Errors → Response codes), each with the facts the
// sandbox derives from it: its status group, the message the merchant should show the shopper and
// whether the shopper may try again on the same form.
import { customerMessageFor } from './customer-messages.ts';
import { shopperCanRetry } from './shopper-retry.ts';
import { statusOf, type TransactionStatus } from './transaction-status.ts';

export type { TransactionStatus } from './transaction-status.ts';

export interface ResponseCode {
  readonly code: number;
  /** The spec's message for the code, verbatim. */
  readonly message: string;
  readonly status: TransactionStatus;
  /**
   * What to tell the shopper after a failure. Undefined for SUCCESS and PENDING: the spec's
   * recommended messages cover failed payments only, and a success needs no explanation.
   */
  readonly customerMessage: string | undefined;
  /** Whether the form stays usable for another attempt; false for SUCCESS and PENDING too. */
  readonly shopperCanRetry: boolean;
}

// Messages exactly as the spec spells them (its lowercase 2011 included): they reach merchants,
// who compare them with the spec.
const MESSAGES: Readonly<Record<number, string>> = {
  1000: 'Success',
  1200: 'Pending',
  1300: '3DS verification successful (challenged)',
  1301: '3DS verification successful (frictionless)',
  1302: '3DS verification attempted',
  1320: '3DS verification denied',
  1321: '3DS could not be performed',
  1322: '3DS rejected by issuer',
  1323: '3DS invalid cardholder account number',
  1324: '3DS version not supported',
  1325: '3DS timeout',
  1331: '3DS authentication failed',
  1332: '3DS device not recognized',
  1333: '3DS not supported by device',
  1334: '3DS frequency limit exceeded',
  1335: '3DS expired card',
  1336: '3DS card validation fail',
  1337: '3DS invalid transaction',
  1338: '3DS card BIN not enrolled',
  1339: '3DS general security violation',
  1340: '3DS stolen card',
  1341: '3DS suspicious transaction',
  1342: '3DS transaction restricted',
  1343: '3DS card not enrolled',
  1344: '3DS user timeout',
  1345: '3DS low confidence',
  1346: '3DS medium confidence',
  1347: '3DS high confidence',
  1348: '3DS very high confidence',
  1349: '3DS ACS max challenges',
  1350: "3DS request ACS doesn't support",
  1352: '3DS processing error',
  1356: '3DS attempt not performed',
  1390: '3DS integration error',
  1400: '3DS is required',
  2000: 'Decline',
  2001: 'Refer to card issuer',
  2002: 'Do not honor',
  2003: 'Bank decline',
  2004: 'Insufficient funds',
  2005: 'Card not supported',
  2006: 'Restricted card',
  2007: 'Over limit',
  2008: 'Merchant limit exceeded',
  2009: 'Invalid transaction',
  2010: 'Duplicate transaction',
  2011: 'transaction has already chargeback',
  2012: 'Crypto transaction decline',
  2013: 'Crypto insufficient funds',
  2014: 'Crypto smart contract insufficient funds',
  2015: 'Crypto transaction replaced',
  2016: 'Crypto address is invalid',
  2101: 'Invalid CVV or expiry date',
  2102: 'CVV missing',
  2103: 'Invalid expiry date',
  2104: 'Invalid network token expiry date',
  2120: 'Invalid amount',
  2130: '3DS denied for risk reasons',
  2131: '3DS could not be performed',
  2132: '3DS authentication failed',
  2133: '3DS timeout',
  2134: '3DS stolen card',
  2135: '3DS expired card',
  2136: '3DS invalid cardholder account number',
  2137: 'Invalid or unsupported 3DS transaction',
  2138: '3DS SCA required',
  2139: '3DS integration error',
  2140: 'Low value rejected',
  2141: 'Incorrect card data',
  2142: 'Incorrect data',
  2143: 'Missing parameters',
  2144: '3DS version not supported',
  2145: 'Card or BIN not enrolled in 3DS',
  2146: '3DS ACS has reached max challenge limit',
  2147: 'Missing network token cryptogram',
  2148: 'Invalid network token cryptogram',
  2149: 'Invalid network token ECI',
  2150: 'Invalid network token',
  2151: 'Refund rejected by processor',
  2200: 'Pick up card',
  2201: 'Pick up card (stolen or fraud)',
  2202: 'Expired card',
  2203: 'Unsupported card type',
  2204: 'No such issuer',
  2205: 'Decline by Card Scheme Advise Code',
  2299: 'Closed account',
  2300: 'Processor risk',
  2301: 'Velocity limit exceeded',
  2302: 'Suspected Fraud',
  2309: 'Customer blacklisted',
  2310: 'Card blacklisted',
  2311: 'IP blacklist',
  2312: 'Email blacklist',
  2313: 'BIN blacklist',
  2314: 'Country blacklist',
  2315: 'Fraud rule',
  2900: 'System malfunction',
  2901: 'Integration error',
  2902: 'Processor not supported feature',
  2903: 'Processor malfunction',
  2904: 'Timeout',
  2905: 'Refund is not supported for this method or transaction type',
  2906: 'Missing payment token',
  2907: 'Payment type not supported for payment method',
  2908: 'Payment token is not valid',
  2909: 'Processor not supported request',
  2910: 'Routing rule not found',
  2911: 'COF Consent not found',
  2914: 'Processor timeout',
  3000: 'Unknown error',
  3901: 'Processor Communication Error',
};

function withDerivedFacts(code: number, message: string): ResponseCode {
  const status = statusOf(code);
  const failed = status === 'DECLINE' || status === 'ERROR';
  return Object.freeze({
    code,
    message,
    status,
    customerMessage: failed ? customerMessageFor(code) : undefined,
    shopperCanRetry: failed && shopperCanRetry(code),
  });
}

const RESPONSE_CODES: readonly ResponseCode[] = Object.freeze(
  Object.entries(MESSAGES).map(([code, message]) => withDerivedFacts(Number(code), message)),
);

const byCode: ReadonlyMap<number, ResponseCode> = new Map(
  RESPONSE_CODES.map((entry) => [entry.code, entry]),
);

/** The spec's response code `code`, or undefined when the spec has no such code. */
export function responseCode(code: number): ResponseCode | undefined {
  return byCode.get(code);
}

/** Every response code of the spec, in ascending order. */
export function allResponseCodes(): readonly ResponseCode[] {
  return RESPONSE_CODES;
}
