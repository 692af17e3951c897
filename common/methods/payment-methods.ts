// Every payment method of the spec (Resources → Card payment methods, Alternative payment methods)
// as one table, read by the server and the form alike: anything that asks "what kind of method is
// this" reads it here rather than comparing names.
//
// Currencies and countries are what the method serves in the real world (the checkout's currency,
// the shopper's country). `null` means the method is not tied to a currency or a country (PAYPAL,
// the wallets, crypto and the spec's generic methods such as BANK_TRANSFER): any valid one passes.
// Refunds: the spec allows partial refunds only for CARD, APPLE_PAY and GOOGLE_PAY; every other
// method refunds the full amount (spec: POST /refund).
import { SEPA_COUNTRIES } from './sepa-countries.ts';

/** How the shopper completes a payment; the form has one screen per kind. */
export const FLOW_KINDS = ['card', 'wallet', 'redirect', 'qr', 'voucher', 'bank_app'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

export interface MethodInfo {
  /** Display name on the form. */
  readonly label: string;
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
  label: string,
  kind: Exclude<FlowKind, 'card' | 'wallet'>,
  currencies: readonly string[] | null,
  countries: readonly string[] | null,
): MethodInfo {
  return { label, kind, currencies, countries, refunds: 'full', savesToken: false };
}

const ANY = null;

// In the spec's order, which is also the order the checkout schema lists them in its errors.
const METHOD_TABLE = {
  CARD: {
    label: 'Card',
    kind: 'card',
    currencies: ANY,
    countries: ANY,
    refunds: 'partial',
    savesToken: true,
  },
  APPLE_PAY: {
    label: 'Apple Pay',
    kind: 'wallet',
    currencies: ANY,
    countries: ANY,
    refunds: 'partial',
    savesToken: true,
  },
  GOOGLE_PAY: {
    label: 'Google Pay',
    kind: 'wallet',
    currencies: ANY,
    countries: ANY,
    refunds: 'partial',
    savesToken: true,
  },
  AIRCASH: apm('Aircash', 'bank_app', ['EUR', 'BAM'], ['HR', 'BA', 'AT']),
  AIRTEL: apm(
    'Airtel Money',
    'bank_app',
    ['KES', 'UGX', 'TZS', 'ZMW', 'MWK', 'RWF', 'CDF'],
    ['KE', 'UG', 'TZ', 'ZM', 'MW', 'RW', 'CD'],
  ),
  ALIPAY: apm('Alipay', 'qr', ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'AUD', 'SGD'], ['CN']),
  ALIPAY_PLUS: apm(
    'Alipay+',
    'qr',
    ['CNY', 'HKD', 'MYR', 'PHP', 'THB', 'IDR', 'KRW', 'USD', 'EUR'],
    ['CN', 'HK', 'MY', 'PH', 'TH', 'ID', 'KR'],
  ),
  BANK_APP: apm('Bank app', 'bank_app', ANY, ANY),
  BANK_TRANSFER: apm('Bank transfer', 'voucher', ANY, ANY),
  BANCONTACT: apm('Bancontact', 'redirect', ['EUR'], ['BE']),
  BKASH: apm('bKash', 'redirect', ['BDT'], ['BD']),
  BINANCE_PAY: apm('Binance Pay', 'qr', ANY, ANY),
  BLIK: apm('BLIK', 'bank_app', ['PLN'], ['PL']),
  BOLETO: apm('Boleto', 'voucher', ['BRL'], ['BR']),
  // A card entered on an external provider's page: Kassa never sees it, so no token either.
  CARDEXTERNAL: apm('Card (external)', 'redirect', ANY, ANY),
  CODI: apm('CoDi', 'qr', ['MXN'], ['MX']),
  CRYPTO: apm('Crypto', 'qr', ANY, ANY),
  DANA: apm('DANA', 'redirect', ['IDR'], ['ID']),
  EFECTY: apm('Efecty', 'voucher', ['COP'], ['CO']),
  EPS: apm('eps', 'redirect', ['EUR'], ['AT']),
  GIROPAY: apm('giropay', 'redirect', ['EUR'], ['DE']),
  IDEAL: apm('iDEAL', 'redirect', ['EUR'], ['NL']),
  INSTANT_BANK_TRANSFER: apm('Instant bank transfer', 'redirect', ANY, ANY),
  INTERAC: apm('Interac', 'redirect', ['CAD'], ['CA']),
  KAKAO_PAY: apm('Kakao Pay', 'redirect', ['KRW'], ['KR']),
  KHIPU: apm('Khipu', 'redirect', ['CLP'], ['CL']),
  LINKAJA: apm('LinkAja', 'redirect', ['IDR'], ['ID']),
  LOCAL_PAYMENT_METHODS: apm('Local payment methods', 'redirect', ANY, ANY),
  LOTERICA: apm('Lotérica', 'voucher', ['BRL'], ['BR']),
  MACH: apm('MACH', 'redirect', ['CLP'], ['CL']),
  MBWAY: apm('MB WAY', 'bank_app', ['EUR'], ['PT']),
  MPESA: apm('M-Pesa', 'bank_app', ['KES', 'TZS'], ['KE', 'TZ']),
  MULTIBANCO: apm('Multibanco', 'voucher', ['EUR'], ['PT']),
  MYBANK: apm('MyBank', 'redirect', ['EUR'], ['IT']),
  NAGAD: apm('Nagad', 'redirect', ['BDT'], ['BD']),
  // The spec lists NAVERPAY too: an alias of this one (METHOD_ALIASES).
  NAVER_PAY: apm('Naver Pay', 'redirect', ['KRW'], ['KR']),
  NUPAY: apm('NuPay', 'redirect', ['BRL'], ['BR']),
  OVO: apm('OVO', 'bank_app', ['IDR'], ['ID']),
  OXXOPAY: apm('OXXO Pay', 'voucher', ['MXN'], ['MX']),
  PAGOEFECTIVO: apm('PagoEfectivo', 'voucher', ['PEN', 'USD'], ['PE']),
  PAY_BY_BANK: apm('Pay by bank', 'redirect', ['GBP', 'EUR'], SEPA_COUNTRIES),
  PAY_BY_BANK_JAPAN: apm('Pay by bank (Japan)', 'redirect', ['JPY'], ['JP']),
  PAY_BY_CASH: apm('Pay by cash', 'voucher', ANY, ANY),
  PAPARA: apm('Papara', 'redirect', ['TRY'], ['TR']),
  PAYATTITUDE: apm('PayAttitude', 'bank_app', ['NGN'], ['NG']),
  PAYCO: apm('PAYCO', 'redirect', ['KRW'], ['KR']),
  PAYCONIQ: apm('Payconiq', 'qr', ['EUR'], ['BE', 'LU', 'NL']),
  PAYPAL: apm('PayPal', 'redirect', ANY, ANY),
  PAXUM: apm('Paxum', 'redirect', ANY, ANY),
  PICPAY: apm('PicPay', 'qr', ['BRL'], ['BR']),
  PIX: apm('Pix', 'qr', ['BRL'], ['BR']),
  PSE: apm('PSE', 'redirect', ['COP'], ['CO']),
  QRIS: apm('QRIS', 'qr', ['IDR'], ['ID']),
  QRPH: apm('QR Ph', 'qr', ['PHP'], ['PH']),
  SATISPAY: apm('Satispay', 'bank_app', ['EUR'], ['IT', 'DE', 'FR', 'LU', 'BE']),
  SEPA: apm('SEPA bank transfer', 'voucher', ['EUR'], SEPA_COUNTRIES),
  SEPA_INSTANT: apm('SEPA Instant', 'redirect', ['EUR'], SEPA_COUNTRIES),
  SHOPEEPAY: apm(
    'ShopeePay',
    'redirect',
    ['IDR', 'MYR', 'PHP', 'THB', 'VND', 'SGD'],
    ['ID', 'MY', 'PH', 'TH', 'VN', 'SG'],
  ),
  SOFORT: apm('Sofort', 'redirect', ['EUR', 'CHF'], ['DE', 'AT', 'BE', 'NL', 'IT', 'ES', 'CH']),
  SPEI: apm('SPEI', 'voucher', ['MXN'], ['MX']),
  TODITO: apm('Todito Cash', 'voucher', ['MXN'], ['MX']),
  TOSS: apm('Toss Pay', 'redirect', ['KRW'], ['KR']),
  UPI: apm('UPI', 'qr', ['INR'], ['IN']),
  VIETQR: apm('VietQR', 'qr', ['VND'], ['VN']),
  WECHAT: apm('WeChat Pay', 'qr', ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY'], ['CN']),
  WIRE_TRANSFER: apm('Wire transfer', 'voucher', ANY, ANY),
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
