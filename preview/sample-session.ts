// The checkout the preview shows: a plausible shop, no backend. A designer changes its shop name,
// currency, cart size and methods (SampleData, kept in the URL with the rest of the draft). Its
// clock is the real one so the form's expiry check (expires_at − server_time) keeps the session
// open while the designer works.
//
// It is the session view the server gives a demo checkout ("Create a test checkout"), field for
// field: a known customer, so the form offers to save the card (save_card_offered) as it does on
// the hosted page; server/sandbox/pages/demo/sample-session-parity.test.ts holds the two together.
import type { SessionView } from '../common/contract/session-api.ts';
import type { PaymentMethod, WalletMethod } from '../common/methods/payment-methods.ts';
import {
  isAlternativeMethod,
  METHODS,
  PAYMENT_METHODS,
} from '../common/methods/payment-methods.ts';
import { amountFractionDigits } from '../common/money/currency.ts';
import { fromMinorUnits, sumMinorUnits, toMinorUnits } from '../common/money/decimal.ts';
import { SAMPLE_LOGOS, type SampleLogo, sampleLogoUrl } from './sample-logos.ts';

const SESSION_MINUTES = 15;

/** The currencies a designer can try: two decimals, none (JPY), and a non-euro European one. */
export const SAMPLE_CURRENCIES = ['EUR', 'USD', 'GBP', 'SEK', 'JPY'] as const;

/** Which methods the checkout offers beside the card. */
export const SAMPLE_METHOD_CHOICES = [
  { id: 'card', label: 'Card only' },
  { id: 'wallets', label: 'Card and wallets' },
  { id: 'wallets-four', label: 'Wallets and four other methods' },
  { id: 'every', label: 'Every method for the currency' },
] as const;

export type SampleMethods = (typeof SAMPLE_METHOD_CHOICES)[number]['id'];

export const MAX_CART_SIZE = 8;

export interface SampleData {
  shopName: string;
  /** One of the built-in sample logos (sample-logos.ts), or 'none'. */
  logo: SampleLogo;
  currency: string;
  /** 1 to MAX_CART_SIZE products. */
  cartSize: number;
  methods: SampleMethods;
}

export const DEFAULT_SAMPLE: SampleData = {
  shopName: 'Kassa Demo Shop',
  logo: 'none',
  currency: 'EUR',
  cartSize: 2,
  methods: 'card',
};

/** Loose values (a URL's, a hash's) as sample data: each one that is not valid is the default's. */
export function sampleFrom(values: {
  shopName?: string | null;
  logo?: string | null;
  currency?: string | null;
  cartSize?: string | null;
  methods?: string | null;
}): SampleData {
  const size = Number(values.cartSize);
  return {
    shopName: values.shopName ?? DEFAULT_SAMPLE.shopName,
    logo: SAMPLE_LOGOS.find((logo) => logo.id === values.logo)?.id ?? DEFAULT_SAMPLE.logo,
    currency:
      SAMPLE_CURRENCIES.find((currency) => currency === values.currency) ?? DEFAULT_SAMPLE.currency,
    cartSize:
      Number.isInteger(size) && size >= 1 && size <= MAX_CART_SIZE ? size : DEFAULT_SAMPLE.cartSize,
    methods:
      SAMPLE_METHOD_CHOICES.find((choice) => choice.id === values.methods)?.id ??
      DEFAULT_SAMPLE.methods,
  };
}

/**
 * A sample price, given in hundredths, in `currency`'s amount format: 24.90 in EUR, 2490 in JPY
 * (where a cup costs some hundreds), so every currency gets plausible, valid prices.
 */
export function samplePrice(hundredths: number, currency: string): string {
  return fromMinorUnits(BigInt(hundredths), amountFractionDigits(currency));
}

/** What the shopper pays for `products`: the required ones and the preselected extras. */
export function orderAmount(products: SessionView['products'], currency: string): string {
  const digits = amountFractionDigits(currency);
  const paid = products.filter((product) => !product.is_optional || product.is_preselected);
  return fromMinorUnits(
    sumMinorUnits(paid.map((product) => toMinorUnits(product.product_price, digits) ?? 0n)),
    digits,
  );
}

const CATALOGUE: readonly { id: string; name: string; hundredths: number }[] = [
  { id: 'beans', name: 'Espresso beans, 1 kg', hundredths: 2490 },
  { id: 'cup', name: 'Ceramic cup', hundredths: 950 },
  { id: 'grinder', name: 'Hand grinder', hundredths: 6900 },
  { id: 'filters', name: 'Paper filters, 100', hundredths: 450 },
  { id: 'kettle', name: 'Gooseneck kettle', hundredths: 4500 },
  { id: 'scale', name: 'Coffee scale', hundredths: 2999 },
  { id: 'tea', name: 'Green tea, 250 g', hundredths: 1250 },
  { id: 'mug', name: 'Travel mug', hundredths: 1800 },
];

const WALLETS: readonly WalletMethod[] = ['APPLE_PAY', 'GOOGLE_PAY'];
/** The four shown for EUR (one of each flow kind), else the first four serving the currency. */
const PREFERRED_METHODS: readonly PaymentMethod[] = ['IDEAL', 'PAYCONIQ', 'MULTIBANCO', 'MBWAY'];

/** The alternative methods that serve `currency`, the preferred four first. */
function alternativesFor(currency: string): PaymentMethod[] {
  const serves = (method: PaymentMethod): boolean => {
    const currencies = METHODS[method].currencies;
    return currencies === null || currencies.includes(currency);
  };
  const others = PAYMENT_METHODS.filter(
    (method) => isAlternativeMethod(method) && !PREFERRED_METHODS.includes(method),
  );
  return [...PREFERRED_METHODS, ...others].filter(serves);
}

/** The session's methods (and wallet settings, as SANDBOX_WALLETS=on gives them) for a choice. */
function methodsOf(
  choice: SampleMethods,
  currency: string,
  shopName: string,
): Pick<SessionView, 'methods' | 'wallets'> {
  if (choice === 'card') return { methods: ['CARD'] };
  const alternatives = alternativesFor(currency);
  const extra =
    choice === 'wallets' ? [] : choice === 'wallets-four' ? alternatives.slice(0, 4) : alternatives;
  return {
    methods: ['CARD', ...WALLETS, ...extra],
    wallets: {
      methods: [...WALLETS],
      sandbox_sheet: true,
      merchant_name: shopName,
      country_code: 'NL',
      networks: ['VISA', 'MASTERCARD', 'AMEX'],
    },
  };
}

/** The session view, with the merchant's logo where the form shows one (`logo_url`). */
export type SampleSessionView = SessionView;

export function sampleSession(
  sample: SampleData = DEFAULT_SAMPLE,
  now: Date = new Date(),
): SampleSessionView {
  const { currency } = sample;
  const logoUrl = sampleLogoUrl(sample.logo);
  const products = CATALOGUE.slice(0, Math.min(Math.max(sample.cartSize, 1), MAX_CART_SIZE)).map(
    (item) => ({
      product_id: item.id,
      product_name: item.name,
      product_price: samplePrice(item.hundredths, currency),
      is_optional: false,
      is_preselected: false,
    }),
  );
  return {
    state: 'OPEN',
    payment_id: 'pay_preview',
    ui_mode: 'HOSTED',
    amount: orderAmount(products, currency),
    currency_code: currency,
    language: 'en-us',
    // A blank name leaves the field out, as a checkout without shop_name does.
    ...(sample.shopName.trim() !== '' && { shop_name: sample.shopName }),
    ...(logoUrl !== null && { logo_url: logoUrl }),
    products,
    ...methodsOf(sample.methods, currency, sample.shopName),
    // The demo checkout names its customer, so the server offers to save the card.
    save_card_offered: true,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_MINUTES * 60_000).toISOString(),
    server_time: now.toISOString(),
    attempts_left: 3,
  };
}

/**
 * The sample as a subscription order: a coffee plan with a 14-day free trial, 9.90
 * every 30 days after it, and the cup, a one-time product, which is all that is paid today.
 */
export function subscriptionOrder(sample: SessionView): SessionView {
  const currency = sample.currency_code;
  const cup = sample.products.find((product) => product.product_id === 'cup') ?? {
    product_id: 'cup',
    product_name: 'Ceramic cup',
    product_price: samplePrice(950, currency),
    is_optional: false,
    is_preselected: false,
  };
  const products: SessionView['products'] = [
    {
      product_id: 'coffee-plan',
      product_name: 'Coffee subscription',
      product_description: 'Espresso beans, 1 kg',
      product_price: samplePrice(0, currency),
      is_optional: false,
      is_preselected: false,
      subscription: {
        charge_interval: 'DAY',
        charge_interval_value: 30,
        rebill_price: samplePrice(990, currency),
        trial: { interval: 'DAY', interval_value: 14 },
      },
    },
    cup,
  ];
  return { ...sample, amount: orderAmount(products, currency), products };
}
