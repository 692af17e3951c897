import { responseCode } from '../../contract/response-codes.ts';

// The sandbox processor's own answer codes: two-character codes in the manner of an ISO 8583
// response code (field 39), as card processors answer, beside the spec's response code of each
// transaction (transaction_details.processor_response_code; docs/sandbox.md, Processor answers).
// A code without an entry of its own gets the code of its status group.

/** The processor's name in transaction records (transaction_details.processor). */
export const SANDBOX_PROCESSOR_NAME = 'Kassa Sandbox';

/** How the default instance's processor_response_text begins: "Sandbox: approved". */
export const SANDBOX_TEXT_PREFIX = 'Sandbox';

const OWN_CODES: Readonly<Record<number, string>> = {
  1000: '00', // approved
  1200: '09', // request in progress
  2001: '01', // refer to card issuer
  2002: '05', // do not honour
  2004: '51', // not sufficient funds
  2005: '57', // transaction not permitted to cardholder
  2006: '62', // restricted card
  2007: '61', // exceeds amount limit
  2008: '61',
  2009: '12', // invalid transaction
  2010: '94', // duplicate transmission
  2101: '82', // negative CVV result
  2102: '82',
  2103: '54', // expired card (or a wrong expiry)
  2120: '13', // invalid amount
  2200: '04', // pick up card
  2201: '43', // stolen card, pick up
  2202: '54', // expired card
  2204: '15', // no such issuer
  2299: '14', // invalid card number
  2300: '59', // suspected fraud
  2301: '65', // exceeds frequency limit
  2302: '59',
  2900: '96', // system malfunction
  2903: '96',
  2904: '91', // issuer or switch inoperative
  2914: '91',
};

/** The code of a status group: approved, in progress, declined, system error. */
const BY_STATUS = { SUCCESS: '00', PENDING: '09', DECLINE: '05', ERROR: '96' } as const;

/** The sandbox processor's own code for an answer with the spec's response code `code`. */
export function ownResponseCode(code: number): string {
  if (Object.hasOwn(OWN_CODES, code)) return OWN_CODES[code] ?? BY_STATUS.ERROR;
  const status = responseCode(code)?.status;
  return status === undefined ? BY_STATUS.ERROR : BY_STATUS[status];
}
