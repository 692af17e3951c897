// The crypto assets a CRYPTO payout may pay out, the currency_code of such a payout (the live
// service's client library pays out USDT), each with its decimals and the networks it is sent on,
// and the address format of each network. docs/payouts.md shows this table
// (server/sandbox/processor/payout-docs.test.ts holds the page to it).
//
// Network names are the codes exchanges' withdrawal APIs use (TRX for Tron and its TRC-20 tokens,
// ETH for Ethereum and its ERC-20 tokens, BSC for BNB Smart Chain's BEP-20); the token standards'
// names clients send (TRC20, ERC20, BEP20) name the same networks. Addresses are checked for their
// format only (alphabet, prefix, length), not for a checksum: a well-formed address that does not
// exist is the chain's answer, 2016 in the sandbox's magic amounts.
//
// A CRYPTO payout named in an ISO 4217 currency (50.00 EUR) pays out its network's asset: the
// stablecoin where the network carries one, else the network's own coin.

export interface CryptoNetwork {
  /** What the network's addresses look like, in words for the error message and the docs. */
  readonly format: string;
  readonly pattern: RegExp;
  /** An address of the right form, for the docs and the tests. */
  readonly example: string;
}

/** Base58 (Bitcoin's alphabet: no 0, O, I or l). */
const BASE58 = '1-9A-HJ-NP-Za-km-z';
/** Bech32's data characters (no 1, b, i or o). */
const BECH32 = '02-9ac-hj-np-z';

export const CRYPTO_NETWORKS = {
  TRX: {
    format: 'T followed by 33 base58 characters',
    pattern: new RegExp(`^T[${BASE58}]{33}$`),
    example: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  },
  ETH: {
    format: '0x followed by 40 hexadecimal digits',
    pattern: /^0x[0-9a-fA-F]{40}$/,
    example: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  },
  BSC: {
    format: '0x followed by 40 hexadecimal digits',
    pattern: /^0x[0-9a-fA-F]{40}$/,
    example: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3',
  },
  SOL: {
    format: '32 to 44 base58 characters',
    pattern: new RegExp(`^[${BASE58}]{32,44}$`),
    example: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  },
  BTC: {
    format: 'bc1 and 11 to 71 bech32 characters, or 1 or 3 and 25 to 34 base58 characters',
    pattern: new RegExp(`^(?:bc1[${BECH32}]{11,71}|[13][${BASE58}]{25,34})$`),
    example: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
  LTC: {
    format: 'ltc1 and 11 to 71 bech32 characters, or L, M or 3 and 26 to 33 base58 characters',
    pattern: new RegExp(`^(?:ltc1[${BECH32}]{11,71}|[LM3][${BASE58}]{26,33})$`),
    example: 'ltc1qg82tgeqzc6xlk94v9t0a0v5gm2xvl3ftm9c8dm',
  },
} as const satisfies Record<string, CryptoNetwork>;

export type CryptoNetworkName = keyof typeof CRYPTO_NETWORKS;

export interface CryptoAsset {
  readonly name: string;
  /** How many decimals an amount of it may have. */
  readonly decimals: number;
  readonly networks: readonly CryptoNetworkName[];
}

export const CRYPTO_ASSETS = {
  USDT: { name: 'Tether USD', decimals: 6, networks: ['TRX', 'ETH', 'BSC'] },
  USDC: { name: 'USD Coin', decimals: 6, networks: ['ETH', 'BSC', 'SOL'] },
  BTC: { name: 'Bitcoin', decimals: 8, networks: ['BTC'] },
  ETH: { name: 'Ether', decimals: 18, networks: ['ETH'] },
  LTC: { name: 'Litecoin', decimals: 8, networks: ['LTC'] },
  TRX: { name: 'Tron', decimals: 6, networks: ['TRX'] },
} as const satisfies Record<string, CryptoAsset>;

export type CryptoAssetCode = keyof typeof CRYPTO_ASSETS;

export function isCryptoAsset(code: string): code is CryptoAssetCode {
  return Object.hasOwn(CRYPTO_ASSETS, code);
}

export function cryptoAsset(code: string): CryptoAsset | undefined {
  return isCryptoAsset(code) ? CRYPTO_ASSETS[code] : undefined;
}

export function isCryptoNetwork(name: string): name is CryptoNetworkName {
  return Object.hasOwn(CRYPTO_NETWORKS, name);
}

/** The token standards' names clients send for a network (`USDT TRC20`): the network they run on. */
export const CRYPTO_NETWORK_ALIASES = {
  TRC20: 'TRX',
  ERC20: 'ETH',
  BEP20: 'BSC',
} as const satisfies Record<string, CryptoNetworkName>;

/** The network `name` stands for, by its code or a client's name for it; undefined if none. */
export function cryptoNetworkNamed(name: string): CryptoNetworkName | undefined {
  if (isCryptoNetwork(name)) return name;
  return Object.hasOwn(CRYPTO_NETWORK_ALIASES, name)
    ? CRYPTO_NETWORK_ALIASES[name as keyof typeof CRYPTO_NETWORK_ALIASES]
    : undefined;
}

/** A network's code with the clients' name for it: `TRX (or TRC20)`. */
export function networkWithAlias(network: CryptoNetworkName): string {
  const alias = Object.entries(CRYPTO_NETWORK_ALIASES).find(([, code]) => code === network)?.[0];
  return alias === undefined ? network : `${network} (or ${alias})`;
}

/** What a CRYPTO payout named in an ISO 4217 currency pays out on each network. */
export const NETWORK_PAYOUT_ASSET = {
  TRX: 'USDT',
  ETH: 'USDT',
  BSC: 'USDT',
  SOL: 'USDC',
  BTC: 'BTC',
  LTC: 'LTC',
} as const satisfies Record<CryptoNetworkName, CryptoAssetCode>;
