import type { PayoutMethod } from '../../contract/payout-methods.ts';
import type { Payee } from '../negative-entries/screen-transaction.ts';
import type { PayoutDetails } from './payout-rules.ts';

// What the merchant's negative database screens a payout's destination by (docs/risk-controls.md,
// What a transaction is compared by), besides its customer and, for CARD, the token and its card:
// the Paxum account's e-mail, and the country of the bank the money goes to.

/** BANK_TRANSFER pays Korean bank accounts (KRW, Korea's bank codes): the bank's country. */
export const BANK_TRANSFER_COUNTRY = 'KR';

/** The destination's values the block list compares; a crypto address has no entry type. */
export function payeeOf(method: PayoutMethod, details: PayoutDetails): Payee {
  switch (method) {
    case 'PAXUM':
      return { email: details.email, countryCodes: [] };
    case 'SEPA': {
      // An IBAN starts with its country (ISO 13616); a BIC has it at letters 5 and 6 (ISO 9362).
      const countries = [details.iban?.slice(0, 2), details.bic?.slice(4, 6)];
      return { countryCodes: countries.filter((code) => code !== undefined) };
    }
    case 'BANK_TRANSFER':
      return { countryCodes: [BANK_TRANSFER_COUNTRY] };
    case 'CARD':
    case 'CRYPTO':
      return { countryCodes: [] };
  }
}
