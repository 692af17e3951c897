import { amountFractionDigits, isKnownCurrency } from '../../../common/money/currency.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { PayoutMethod } from '../../contract/payout-methods.ts';
import {
  PAYOUT_DETAIL_FIELDS,
  type PayoutBody,
  type PayoutData,
} from '../../contract/payout-schema.ts';
import type { ExchangeRate } from '../ledger/base-amount.ts';
import { CRYPTO_ASSETS, isCryptoAsset } from './crypto-assets.ts';
import { type CheckedPayout, cryptoPayoutDetails } from './crypto-payout.ts';
import { checkIban } from './iban.ts';
import { payoutAmountOf, payoutMinorUnits } from './payout-amount.ts';

// The rules of a payout request that a schema cannot say, each naming the field as the body has
// it: which payment_details fields the method takes, the destination's own rules (an IBAN's check
// digits, a crypto address's format), the currency each method pays out in and the amount in that
// currency's decimals. docs/payouts.md, The methods, is this table in words. A CRYPTO payout's own
// rules are in crypto-payout.ts.

export type PayoutDetails = PayoutData['payment_details'];

/**
 * What a method pays out in: fixed currencies, any currency with a rate, or (CRYPTO) any currency
 * with a rate or a crypto asset.
 */
export type PayoutCurrencies = readonly string[] | 'rated' | 'crypto';

/** The currencies of each payout method (the spec: KRW for BANK_TRANSFER; SEPA is the euro's). */
export const PAYOUT_CURRENCIES: Readonly<Record<PayoutMethod, PayoutCurrencies>> = {
  CARD: 'rated',
  CRYPTO: 'crypto',
  SEPA: ['EUR'],
  // The currencies a Paxum account holds.
  PAXUM: ['USD', 'EUR'],
  BANK_TRANSFER: ['KRW'],
};

const bad = ApiError.badParameter;

/** The payout's currency and how many decimals its amounts have. */
export function checkedPayoutCurrency(
  method: PayoutMethod,
  code: string,
  hasRate: (currency: string) => boolean,
): { currency: string; decimals: number } {
  const allowed = PAYOUT_CURRENCIES[method];
  if (allowed === 'crypto') {
    // Or the asset's own code (USDT), as clients that name the asset send it.
    if (isCryptoAsset(code)) return { currency: code, decimals: CRYPTO_ASSETS[code].decimals };
    if (!isKnownCurrency(code) || !hasRate(code)) {
      throw bad(
        'currency_code',
        `must be an ISO 4217 currency of the sandbox's rate table (docs/payouts.md, Base currency) or a crypto asset (${Object.keys(CRYPTO_ASSETS).join(', ')}) for CRYPTO payouts`,
      );
    }
  } else if (allowed === 'rated') {
    if (!isKnownCurrency(code) || !hasRate(code)) {
      throw bad(
        'currency_code',
        `must be an ISO 4217 currency of the sandbox's rate table for ${method} payouts (docs/payouts.md, Base currency)`,
      );
    }
  } else if (!allowed.includes(code)) {
    throw bad(
      'currency_code',
      `must be ${allowed.join(' or ')} for ${method} payouts${method === 'BANK_TRANSFER' ? ' (the spec: KRW for BANK_TRANSFER)' : ''}`,
    );
  }
  return { currency: code, decimals: amountFractionDigits(code) };
}

/** The amount in minor units, in the currency's decimals; never zero. */
export function checkedPayoutAmount(
  amount: string,
  currency: string,
  decimals: number,
): { minor: bigint; amount: string } {
  const minor = payoutMinorUnits(amount, decimals);
  if (minor === null) {
    throw bad('amount', `must have at most ${decimals} decimals for ${currency}`);
  }
  if (minor === 0n) throw bad('amount', 'must be more than zero: a payout pays something out');
  return { minor, amount: payoutAmountOf(minor, decimals) };
}

/** The body's fields of payment_details, named as the body has them. */
function detailField(name: string): string {
  return `payment_details.${name}`;
}

/** Only the method's own fields, and each it requires. */
function checkFieldsOf(method: PayoutMethod, details: PayoutBody['payment_details']): void {
  const { required, optional } = PAYOUT_DETAIL_FIELDS[method];
  const own: readonly string[] = [...required, ...optional];
  for (const name of Object.keys(details)) {
    if (!own.includes(name)) {
      throw bad(
        detailField(name),
        `is not a field of ${method} payouts (${method} takes ${own.join(', ')})`,
      );
    }
  }
  for (const name of required) {
    if (details[name] === undefined) {
      throw new ApiError(
        400,
        'INVALID_REQUEST_PARAMETER',
        `${detailField(name)} is required for ${method} payouts`,
        { field: detailField(name), rule: `is required for ${method} payouts` },
      );
    }
  }
}

function sepaDetails(details: PayoutBody['payment_details']): PayoutDetails {
  const checked = checkIban(details.iban ?? '');
  if (!checked.ok) throw bad(detailField('iban'), checked.rule);
  return { iban: checked.iban, ...(details.bic !== undefined && { bic: details.bic }) };
}

const ACCOUNT_NUMBER = /^\d(?:[\d-]*\d)?$/;

function bankTransferDetails(details: PayoutBody['payment_details']): PayoutDetails {
  const number = details.bank_account_number ?? '';
  const digits = number.replace(/-/g, '').length;
  if (!ACCOUNT_NUMBER.test(number) || digits < 6 || digits > 20) {
    throw bad(
      detailField('bank_account_number'),
      'must be 6 to 20 digits, with dashes between them as the bank prints it (110-123-456789)',
    );
  }
  // Each field under both its names, Kassa's and the live service's reference's
  // (account_number, routing_number), whichever the request used.
  return {
    bank_name: details.bank_name ?? '',
    ...(details.bank_code !== undefined && {
      bank_code: details.bank_code,
      routing_number: details.bank_code,
    }),
    bank_account_number: number,
    account_number: number,
    ...(details.bank_account_holder_name !== undefined && {
      bank_account_holder_name: details.bank_account_holder_name,
    }),
  };
}

/**
 * The destination as it is stored and answered, for every method but CARD, whose card facts come
 * from its token (create-payout.ts): for CARD, the token's id alone. `rate` converts a CRYPTO
 * payout's amount to the asset it sends.
 */
export function checkedPayoutDetails(
  method: PayoutMethod,
  payout: CheckedPayout,
  details: PayoutBody['payment_details'],
  rate: ExchangeRate,
): PayoutDetails {
  checkFieldsOf(method, details);
  switch (method) {
    case 'CARD':
      return { payment_token_id: details.payment_token_id ?? '' };
    case 'CRYPTO':
      return cryptoPayoutDetails(payout, details, rate);
    case 'SEPA':
      return sepaDetails(details);
    case 'PAXUM':
      return { email: details.email ?? '' };
    case 'BANK_TRANSFER':
      return bankTransferDetails(details);
  }
}

/** A BANK_TRANSFER's description is the transfer's text: it needs one. */
export function checkPayoutDescription(body: PayoutBody): void {
  if (body.payment_method === 'BANK_TRANSFER' && body.description === undefined) {
    throw new ApiError(
      400,
      'INVALID_REQUEST_PARAMETER',
      'description is required for BANK_TRANSFER payouts (the text of the transfer)',
      {
        field: 'description',
        rule: 'is required for BANK_TRANSFER payouts (the text of the transfer)',
      },
    );
  }
}
