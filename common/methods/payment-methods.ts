// Every payment method of the spec (Resources → Card payment methods, Alternative payment methods)
// as one table, read by the server and the form alike: anything that asks "what kind of method is
// this" reads it here rather than comparing names.
//
// Currencies and countries are what the method serves in the real world (the checkout's currency,
// the shopper's country). `null` means the method is not tied to a currency or a country (PAYPAL,
// the wallets, crypto and the spec's generic methods such as BANK_TRANSFER): any valid one passes.
// Refunds: the spec allows partial refunds only for CARD, APPLE_PAY and GOOGLE_PAY; every other
// method refunds the full amount (spec: POST /refund).
import type { FormKey, MessageKey } from '../messages/en.ts';
import { SEPA_COUNTRIES } from './sepa-countries.ts';

/** How the shopper completes a payment; the form has one screen per kind. */
export const FLOW_KINDS = ['card', 'wallet', 'redirect', 'qr', 'voucher', 'bank_app'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

/**
 * A method's name as a shopper reads it: its brand's, written the same in every language
 * ("PayPal", "iDEAL"), or, for a way of paying that is no brand ("Bank transfer"), the catalog key
 * of its words, which each language translates. Read it with methodName (below).
 */
export type MethodName =
  | { readonly brand: string }
  | { readonly words: Extract<FormKey, 'choice.card' | `method.name.${string}`> };

export interface MethodInfo {
  readonly name: MethodName;
  readonly kind: FlowKind;
  /** ISO 4217 codes of the checkout currencies it serves; null: any currency. */
  readonly currencies: readonly string[] | null;
  /** ISO 3166-1 alpha-2 codes of the shoppers' countries it serves; null: any country. */
  readonly countries: readonly string[] | null;
  readonly refunds: 'partial' | 'full';
  /** Whether a successful payment may leave a payment token for later MIT/CIT payments. */
  readonly savesToken: boolean;
}

/** An alternative payment method: full refunds only, no saved token. */
function apm(
  name: MethodName,
  kind: Exclude<FlowKind, 'card' | 'wallet'>,
  currencies: readonly string[] | null,
  countries: readonly string[] | null,
): MethodInfo {
  return { name, kind, currencies, countries, refunds: 'full', savesToken: false };
}

const ANY = null;

// In the spec's order, which is also the order the checkout schema lists them in its errors.
const METHOD_TABLE = {
  CARD: {
    name: { words: 'choice.card' },
    kind: 'card',
    currencies: ANY,
    countries: ANY,
    refunds: 'partial',
    savesToken: true,
  },
  APPLE_PAY: {
    name: { brand: 'Apple Pay' },
    kind: 'wallet',
    currencies: ANY,
    countries: ANY,
    refunds: 'partial',
    savesToken: true,
  },
  GOOGLE_PAY: {
    name: { brand: 'Google Pay' },
    kind: 'wallet',
    currencies: ANY,
    countries: ANY,
    refunds: 'partial',
    savesToken: true,
  },
  AIRCASH: apm({ brand: 'Aircash' }, 'bank_app', ['EUR', 'BAM'], ['HR', 'BA', 'AT']),
  AIRTEL: apm(
    { brand: 'Airtel Money' },
    'bank_app',
    ['KES', 'UGX', 'TZS', 'ZMW', 'MWK', 'RWF', 'CDF'],
    ['KE', 'UG', 'TZ', 'ZM', 'MW', 'RW', 'CD'],
  ),
  ALIPAY: apm(
    { brand: 'Alipay' },
    'qr',
    ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'AUD', 'SGD'],
    ['CN'],
  ),
  ALIPAY_PLUS: apm(
    { brand: 'Alipay+' },
    'qr',
    ['CNY', 'HKD', 'MYR', 'PHP', 'THB', 'IDR', 'KRW', 'USD', 'EUR'],
    ['CN', 'HK', 'MY', 'PH', 'TH', 'ID', 'KR'],
  ),
  BANK_APP: apm({ words: 'method.name.bank_app' }, 'bank_app', ANY, ANY),
  BANK_TRANSFER: apm({ words: 'method.name.bank_transfer' }, 'voucher', ANY, ANY),
  BANCONTACT: apm({ brand: 'Bancontact' }, 'redirect', ['EUR'], ['BE']),
  BKASH: apm({ brand: 'bKash' }, 'redirect', ['BDT'], ['BD']),
  BINANCE_PAY: apm({ brand: 'Binance Pay' }, 'qr', ANY, ANY),
  BLIK: apm({ brand: 'BLIK' }, 'bank_app', ['PLN'], ['PL']),
  BOLETO: apm({ brand: 'Boleto' }, 'voucher', ['BRL'], ['BR']),
  // A card entered on an external provider's page: Kassa never sees it, so no token either.
  CARDEXTERNAL: apm({ words: 'method.name.card_external' }, 'redirect', ANY, ANY),
  CODI: apm({ brand: 'CoDi' }, 'qr', ['MXN'], ['MX']),
  CRYPTO: apm({ words: 'method.name.crypto' }, 'qr', ANY, ANY),
  DANA: apm({ brand: 'DANA' }, 'redirect', ['IDR'], ['ID']),
  EFECTY: apm({ brand: 'Efecty' }, 'voucher', ['COP'], ['CO']),
  EPS: apm({ brand: 'eps' }, 'redirect', ['EUR'], ['AT']),
  GIROPAY: apm({ brand: 'giropay' }, 'redirect', ['EUR'], ['DE']),
  IDEAL: apm({ brand: 'iDEAL' }, 'redirect', ['EUR'], ['NL']),
  INSTANT_BANK_TRANSFER: apm({ words: 'method.name.instant_bank_transfer' }, 'redirect', ANY, ANY),
  INTERAC: apm({ brand: 'Interac' }, 'redirect', ['CAD'], ['CA']),
  KAKAO_PAY: apm({ brand: 'Kakao Pay' }, 'redirect', ['KRW'], ['KR']),
  KHIPU: apm({ brand: 'Khipu' }, 'redirect', ['CLP'], ['CL']),
  LINKAJA: apm({ brand: 'LinkAja' }, 'redirect', ['IDR'], ['ID']),
  LOCAL_PAYMENT_METHODS: apm({ words: 'method.name.local_payment_methods' }, 'redirect', ANY, ANY),
  LOTERICA: apm({ brand: 'Lotérica' }, 'voucher', ['BRL'], ['BR']),
  MACH: apm({ brand: 'MACH' }, 'redirect', ['CLP'], ['CL']),
  MBWAY: apm({ brand: 'MB WAY' }, 'bank_app', ['EUR'], ['PT']),
  MPESA: apm({ brand: 'M-Pesa' }, 'bank_app', ['KES', 'TZS'], ['KE', 'TZ']),
  MULTIBANCO: apm({ brand: 'Multibanco' }, 'voucher', ['EUR'], ['PT']),
  MYBANK: apm({ brand: 'MyBank' }, 'redirect', ['EUR'], ['IT']),
  NAGAD: apm({ brand: 'Nagad' }, 'redirect', ['BDT'], ['BD']),
  // The spec lists NAVERPAY too: an alias of this one (METHOD_ALIASES).
  NAVER_PAY: apm({ brand: 'Naver Pay' }, 'redirect', ['KRW'], ['KR']),
  NUPAY: apm({ brand: 'NuPay' }, 'redirect', ['BRL'], ['BR']),
  OVO: apm({ brand: 'OVO' }, 'bank_app', ['IDR'], ['ID']),
  OXXOPAY: apm({ brand: 'OXXO Pay' }, 'voucher', ['MXN'], ['MX']),
  PAGOEFECTIVO: apm({ brand: 'PagoEfectivo' }, 'voucher', ['PEN', 'USD'], ['PE']),
  PAY_BY_BANK: apm(
    { words: 'method.name.pay_by_bank' },
    'redirect',
    ['GBP', 'EUR'],
    SEPA_COUNTRIES,
  ),
  PAY_BY_BANK_JAPAN: apm({ words: 'method.name.pay_by_bank_japan' }, 'redirect', ['JPY'], ['JP']),
  PAY_BY_CASH: apm({ words: 'method.name.pay_by_cash' }, 'voucher', ANY, ANY),
  PAPARA: apm({ brand: 'Papara' }, 'redirect', ['TRY'], ['TR']),
  PAYATTITUDE: apm({ brand: 'PayAttitude' }, 'bank_app', ['NGN'], ['NG']),
  PAYCO: apm({ brand: 'PAYCO' }, 'redirect', ['KRW'], ['KR']),
  PAYCONIQ: apm({ brand: 'Payconiq' }, 'qr', ['EUR'], ['BE', 'LU', 'NL']),
  PAYPAL: apm({ brand: 'PayPal' }, 'redirect', ANY, ANY),
  PAXUM: apm({ brand: 'Paxum' }, 'redirect', ANY, ANY),
  PICPAY: apm({ brand: 'PicPay' }, 'qr', ['BRL'], ['BR']),
  PIX: apm({ brand: 'Pix' }, 'qr', ['BRL'], ['BR']),
  PSE: apm({ brand: 'PSE' }, 'redirect', ['COP'], ['CO']),
  QRIS: apm({ brand: 'QRIS' }, 'qr', ['IDR'], ['ID']),
  QRPH: apm({ brand: 'QR Ph' }, 'qr', ['PHP'], ['PH']),
  SATISPAY: apm({ brand: 'Satispay' }, 'bank_app', ['EUR'], ['IT', 'DE', 'FR', 'LU', 'BE']),
  SEPA: apm({ words: 'method.name.sepa_bank_transfer' }, 'voucher', ['EUR'], SEPA_COUNTRIES),
  SEPA_INSTANT: apm({ words: 'method.name.sepa_instant' }, 'redirect', ['EUR'], SEPA_COUNTRIES),
  SHOPEEPAY: apm(
    { brand: 'ShopeePay' },
    'redirect',
    ['IDR', 'MYR', 'PHP', 'THB', 'VND', 'SGD'],
    ['ID', 'MY', 'PH', 'TH', 'VN', 'SG'],
  ),
  SOFORT: apm(
    { brand: 'Sofort' },
    'redirect',
    ['EUR', 'CHF'],
    ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'CH'],
  ),
  SPEI: apm({ brand: 'SPEI' }, 'voucher', ['MXN'], ['MX']),
  TODITO: apm({ brand: 'Todito Cash' }, 'voucher', ['MXN'], ['MX']),
  TOSS: apm({ brand: 'Toss Pay' }, 'redirect', ['KRW'], ['KR']),
  UPI: apm({ brand: 'UPI' }, 'qr', ['INR'], ['IN']),
  VIETQR: apm({ brand: 'VietQR' }, 'qr', ['VND'], ['VN']),
  WECHAT: apm({ brand: 'WeChat Pay' }, 'qr', ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY'], ['CN']),
  WIRE_TRANSFER: apm({ words: 'method.name.wire_transfer' }, 'voucher', ANY, ANY),
} satisfies Record<string, MethodInfo>;

export type PaymentMethod = keyof typeof METHOD_TABLE;

/** The table, typed for lookups: every method has every field (a missing one does not compile). */
export const METHODS: Readonly<Record<PaymentMethod, MethodInfo>> = METHOD_TABLE;

/** Other names the spec gives a method: it lists both NAVERPAY and NAVER_PAY, one method. */
export const METHOD_ALIASES = { NAVERPAY: 'NAVER_PAY' } as const satisfies Record<
  string,
  PaymentMethod
>;
export type MethodAlias = keyof typeof METHOD_ALIASES;

export function isPaymentMethod(name: string): name is PaymentMethod {
  return Object.hasOwn(METHOD_TABLE, name);
}

function isMethodAlias(name: string): name is MethodAlias {
  return Object.hasOwn(METHOD_ALIASES, name);
}

/** Every method once, in the spec's order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] =
  Object.keys(METHOD_TABLE).filter(isPaymentMethod);

/** Every name a request may use, aliases just before their method (the spec's order). */
export const PAYMENT_METHOD_NAMES: readonly (PaymentMethod | MethodAlias)[] =
  PAYMENT_METHODS.flatMap((method) => [
    ...Object.keys(METHOD_ALIASES).filter(
      (alias): alias is MethodAlias => isMethodAlias(alias) && METHOD_ALIASES[alias] === method,
    ),
    method,
  ]);

/** The method a name stands for (an alias resolves to its method); undefined for unknown names. */
export function resolveMethod(name: string): PaymentMethod | undefined {
  if (isPaymentMethod(name)) return name;
  return isMethodAlias(name) ? METHOD_ALIASES[name] : undefined;
}

export function methodInfo(method: PaymentMethod): MethodInfo {
  return METHODS[method];
}

/** The catalog keys of the names that are words, not brands. */
export type MethodWordsKey = Extract<MethodName, { words: string }>['words'];

/**
 * `method`'s name as a shopper reads it, in the language of `t` (the page's translator, the
 * form's or a server page's): a brand as it is, words from the catalog. Every name a shopper sees
 * comes through here.
 */
export function methodName(t: (key: MethodWordsKey) => string, method: PaymentMethod): string {
  const { name } = METHODS[method];
  return 'brand' in name ? name.brand : t(name.words);
}

/** Whether `method` is named in words from the catalog ("Bank transfer"), not by a brand ("PayPal"). */
export function namedInWords(method: PaymentMethod): boolean {
  return 'words' in METHODS[method].name;
}

/** The keys of the texts about a method that say it otherwise for a method named in words. */
export type WordsVariantKey = {
  [K in MessageKey]: `${K}.words` extends MessageKey ? K : never;
}[MessageKey];

/**
 * The key of a text about `method`: `key`, written for a brand ("Open the {method} app": "Open the
 * MB WAY app"), or its `<key>.words` variant for a method named in words, whose name would read
 * badly there ("Open the Bank app app"; the variant says "Open your bank's app"). A name the table
 * does not know (undefined) is shown as it came, like a brand. Every text that has such a variant
 * is chosen here, on the form and on the server's pages alike.
 */
export function methodKey<K extends WordsVariantKey>(
  method: PaymentMethod | undefined,
  key: K,
): K | `${K}.words` {
  return method !== undefined && namedInWords(method) ? `${key}.words` : key;
}

/** The vouchers paid by a bank transfer quoting the reference, rather than at a counter. */
export const TRANSFER_VOUCHERS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>([
  'BANK_TRANSFER',
  'MULTIBANCO',
  'SEPA',
  'SPEI',
  'WIRE_TRANSFER',
]);

/** Whether a method is an alternative one: paid on the provider's side, not with a card's details. */
export function isAlternativeMethod(method: PaymentMethod): boolean {
  const { kind } = METHODS[method];
  return kind !== 'card' && kind !== 'wallet';
}

/** The methods whose row says `kind: 'wallet'`: the wallets, APPLE_PAY and GOOGLE_PAY. */
export type WalletMethod = {
  [M in PaymentMethod]: (typeof METHOD_TABLE)[M]['kind'] extends 'wallet' ? M : never;
}[PaymentMethod];

/** The methods whose row says `savesToken: true`: a payment may leave a token for MIT and CIT. */
export type TokenMethod = {
  [M in PaymentMethod]: (typeof METHOD_TABLE)[M]['savesToken'] extends true ? M : never;
}[PaymentMethod];

/** Whether a name (an alias too) is a wallet, by its row. */
export function isWalletMethod(name: string): name is WalletMethod {
  const method = resolveMethod(name);
  return method !== undefined && METHODS[method].kind === 'wallet';
}

/** Whether a name (an alias too) is a method whose payment may leave a token, by its row. */
export function isTokenMethod(name: string): name is TokenMethod {
  const method = resolveMethod(name);
  return method !== undefined && METHODS[method].savesToken;
}

/** The wallets, in the spec's order. */
export const WALLET_METHODS: readonly WalletMethod[] = PAYMENT_METHODS.filter(isWalletMethod);

/** The methods that may leave a token, in the spec's order. */
export const TOKEN_METHODS: readonly TokenMethod[] = PAYMENT_METHODS.filter(isTokenMethod);

/** Every name of an alternative method a request may use (aliases included), in the spec's order. */
export const ALTERNATIVE_METHOD_NAMES: readonly (PaymentMethod | MethodAlias)[] =
  PAYMENT_METHOD_NAMES.filter((name) => isAlternativeMethod(resolveMethod(name) ?? 'CARD'));
