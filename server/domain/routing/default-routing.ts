import { CARD_SCHEMES } from '../../../common/card/card-scheme.ts';
import {
  isAlternativeMethod,
  PAYMENT_METHODS,
  WALLET_METHODS,
} from '../../../common/methods/payment-methods.ts';
import { PAYOUT_METHODS } from '../../contract/payout-methods.ts';
import type { ProcessorFeatures, ProcessorProfile } from './processor-profile.ts';
import type { RoutingConfiguration } from './routing-rules.ts';

// The sandbox merchant's processors and rules until it stores its own (docs/routing.md: The
// default configuration): two card acquirers, card payments cascading from A to B; an acquirer
// for the wallets; a provider for every alternative method; a payout provider for every payout
// method. None restricts the currency, so every method routes in every currency the checkout
// takes, with every feature it uses today (MIT, 3-D Secure, authorize and capture and partial
// refunds for cards and wallets; payouts of each method). How each answers (`behaviour`) is the
// sandbox's to add: without one, a processor answers as the sandbox always has.

const CARD_FEATURES: ProcessorFeatures = {
  partial_refund: true,
  mit: true,
  three_ds: true,
  authorize_capture: true,
  payouts: [],
};

const cardsA: ProcessorProfile = {
  id: 'cards-a',
  name: 'Kassa Sandbox Cards A',
  methods: ['CARD'],
  card_schemes: CARD_SCHEMES,
  features: CARD_FEATURES,
  fees: [{ method: 'CARD', percentage: '1.4', fixed: '0.25', currency_code: 'EUR' }],
};

// Dearer, and without the two schemes Cards A alone takes: a dropped candidate to explain.
const cardsB: ProcessorProfile = {
  id: 'cards-b',
  name: 'Kassa Sandbox Cards B',
  methods: ['CARD'],
  card_schemes: CARD_SCHEMES.filter((scheme) => scheme !== 'UnionPay' && scheme !== 'RuPay'),
  features: CARD_FEATURES,
  fees: [{ method: 'CARD', percentage: '1.8', fixed: '0.20', currency_code: 'EUR' }],
};

const wallets: ProcessorProfile = {
  id: 'wallets',
  name: 'Kassa Sandbox Wallets',
  methods: ['CARD', ...WALLET_METHODS],
  card_schemes: CARD_SCHEMES,
  features: CARD_FEATURES,
  fees: [{ percentage: '1.5', fixed: '0.25', currency_code: 'EUR' }],
};

// Alternative methods record a SALE that the provider settles (no authorization to capture) and
// are refunded in full (common/methods/payment-methods.ts), with no card to keep for MIT.
const alternativeMethods: ProcessorProfile = {
  id: 'alternative-methods',
  name: 'Kassa Sandbox Alternative Methods',
  methods: PAYMENT_METHODS.filter(isAlternativeMethod),
  card_schemes: [],
  features: {
    partial_refund: false,
    mit: false,
    three_ds: false,
    authorize_capture: false,
    payouts: [],
  },
  fees: [{ percentage: '2.5', fixed: '0.35', currency_code: 'EUR' }],
};

const payouts: ProcessorProfile = {
  id: 'payouts',
  name: 'Kassa Sandbox Payouts',
  methods: [],
  card_schemes: [],
  features: {
    partial_refund: false,
    mit: false,
    three_ds: false,
    authorize_capture: false,
    payouts: PAYOUT_METHODS,
  },
  fees: [{ transaction_kind: 'PAYOUT', percentage: '0.5', fixed: '0.50', currency_code: 'EUR' }],
};

/** The sandbox merchant's routing document until one is stored. */
export const DEFAULT_ROUTING: RoutingConfiguration = {
  processors: [cardsA, cardsB, wallets, alternativeMethods, payouts],
  rules: [
    {
      id: 'all-payouts',
      conditions: { transaction_kinds: ['PAYOUT'] },
      route: { processors: ['payouts'] },
    },
    {
      id: 'card-payments',
      conditions: { methods: ['CARD'] },
      route: { processors: ['cards-a', 'cards-b'] },
      cascade: true,
    },
    {
      id: 'wallet-payments',
      conditions: { methods: WALLET_METHODS },
      route: { processors: ['wallets'] },
    },
    { id: 'everything-else', route: { processors: ['alternative-methods'] } },
  ],
};
