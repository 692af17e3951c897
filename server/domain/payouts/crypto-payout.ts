import { amountFractionDigits } from '../../../common/money/currency.ts';
import { fromMinorUnits, toMinorUnits } from '../../../common/money/decimal.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { PayoutBody, PayoutData } from '../../contract/payout-schema.ts';
import { responseCode } from '../../contract/response-codes.ts';
import { convertedMinorUnits, type ExchangeRate } from '../ledger/base-amount.ts';
import {
  CRYPTO_ASSETS,
  CRYPTO_NETWORKS,
  type CryptoAssetCode,
  type CryptoNetworkName,
  cryptoNetworkNamed,
  isCryptoAsset,
  NETWORK_PAYOUT_ASSET,
  networkWithAlias,
} from './crypto-assets.ts';
import { payoutAmountOf } from './payout-amount.ts';

// A CRYPTO payout's destination and what it sends (docs/payouts.md, Crypto assets and networks).
// Its currency_code is ISO 4217 as for every method (50.00 EUR), and the network's asset is paid
// out at the processor's rate, or it is the asset itself (USDT), as clients written before sent
// it. Either way the destination says which asset and how much of it go out
// (crypto_currency_code, crypto_amount), and the PAYOUT transaction is recorded in an ISO 4217
// currency, since the interface gives a transaction amount two decimals at most.

type PayoutDetails = PayoutData['payment_details'];

const bad = ApiError.badParameter;

/** The spec's 2016, named in the refusal of a malformed address. */
const ADDRESS_INVALID = 2016;

/** The payout as checked so far: its amount in its currency's (or asset's) decimals. */
export interface CheckedPayout {
  readonly amount: string;
  readonly currency: string;
}

/** The network a payout names, checked against the asset it was named in, if it was. */
function networkOf(sent: string, currency: string): CryptoNetworkName {
  const network = cryptoNetworkNamed(sent);
  const field = 'payment_details.crypto_network';
  if (network === undefined) {
    const names = Object.keys(CRYPTO_NETWORKS) as CryptoNetworkName[];
    throw bad(field, `must be one of ${names.map(networkWithAlias).join(', ')}`);
  }
  if (isCryptoAsset(currency)) {
    const networks: readonly CryptoNetworkName[] = CRYPTO_ASSETS[currency].networks;
    if (!networks.includes(network)) {
      throw bad(
        field,
        `must be a network ${currency} is sent on: ${networks.map(networkWithAlias).join(', ')}`,
      );
    }
  }
  return network;
}

/** How much of `asset` the payout sends: its own amount, or its amount converted at `rate`. */
function assetAmount(payout: CheckedPayout, asset: CryptoAssetCode, rate: ExchangeRate): string {
  if (payout.currency === asset) return payout.amount;
  const { decimals } = CRYPTO_ASSETS[asset];
  const minor = convertedMinorUnits(payout.amount, payout.currency, asset, decimals, rate);
  if (minor === undefined || minor === 0n) {
    throw bad(
      'amount',
      `must be worth at least ${fromMinorUnits(1n, decimals)} ${asset} at the sandbox's rate`,
    );
  }
  return payoutAmountOf(minor, decimals);
}

/** The destination as it is stored and answered, with the asset and the amount it receives. */
export function cryptoPayoutDetails(
  payout: CheckedPayout,
  details: PayoutBody['payment_details'],
  rate: ExchangeRate,
): PayoutDetails {
  const sent = details.crypto_network ?? '';
  const address = details.crypto_address ?? '';
  const network = networkOf(sent, payout.currency);
  const format = CRYPTO_NETWORKS[network];
  if (!format.pattern.test(address)) {
    const code = responseCode(ADDRESS_INVALID);
    throw bad(
      'payment_details.crypto_address',
      `must be a ${network} address: ${format.format} (${ADDRESS_INVALID} ${code?.message ?? ''})`,
    );
  }
  const asset = isCryptoAsset(payout.currency) ? payout.currency : NETWORK_PAYOUT_ASSET[network];
  return {
    // The network as the merchant named it (TRC20 or TRX): its answer reads as its request.
    crypto_network: sent,
    crypto_address: address,
    crypto_currency_code: asset,
    crypto_amount: assetAmount(payout, asset, rate),
  };
}

/**
 * The amount and currency of a payout's PAYOUT transaction: the payout's own, or for a payout named
 * in a crypto asset (up to 18 decimals), its amount in the merchant's base currency, which the
 * interface's transaction amounts can hold. Such a payout must be worth a minor unit of it.
 */
export function payoutTransactionAmount(
  payout: CheckedPayout,
  base: { amount: string; currency: string },
): { amount: string; currencyCode: string } {
  if (!isCryptoAsset(payout.currency)) {
    return { amount: payout.amount, currencyCode: payout.currency };
  }
  const digits = amountFractionDigits(base.currency);
  if (toMinorUnits(base.amount, digits) === 0n) {
    throw bad(
      'amount',
      `must be worth at least ${fromMinorUnits(1n, digits)} ${base.currency} (the merchant's base currency) at the sandbox's rate`,
    );
  }
  return { amount: base.amount, currencyCode: base.currency };
}
