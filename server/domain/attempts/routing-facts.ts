import type { CardScheme } from '../../../common/card/card-scheme.ts';
import { CARD_SCHEMES } from '../../../common/card/card-scheme.ts';
import type { PaymentMethod } from '../../../common/methods/payment-methods.ts';
import type { PaymentDetails } from '../ledger/payment-details.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { NetworkFacts } from '../processors/registry.ts';
import type { RoutingFacts, RoutingNeed } from '../routing/routing-rules.ts';

// What routing reads of a payment's first attempt (docs/routing.md, Facts): the payment, how it is
// paid, and what it will need of the processor that takes it.

const isCardScheme = (scheme: string): scheme is CardScheme =>
  (CARD_SCHEMES as readonly string[]).includes(scheme);

/**
 * The features the payment needs: authorize now and capture later; a card kept for later charges
 * the merchant makes (a RECURRING or TOKEN payment, a subscription); 3-D Secure the merchant forced.
 */
export function paymentNeeds(
  payment: Pick<PaymentRecord, 'paymentType' | 'products' | 'forced3d'>,
): RoutingNeed[] {
  const needs: RoutingNeed[] = [];
  if (payment.paymentType === 'AUTHORIZE') needs.push('authorize_capture');
  const keepsCard =
    payment.paymentType === 'RECURRING' ||
    payment.paymentType === 'TOKEN' ||
    payment.products.some((product) => product.product_type === 'SUBSCRIPTION');
  if (keepsCard) needs.push('mit');
  if (payment.forced3d) needs.push('three_ds');
  return needs;
}

export interface AttemptRoutingInput {
  payment: PaymentRecord;
  /** The method paying (APPLE_PAY on a card checkout paid by Apple Pay). */
  method: PaymentMethod;
  details: PaymentDetails;
  amount: string;
  currencyCode: string;
  /** The shopper's country as the form sent it, over the checkout's. */
  shopperCountry?: string | undefined;
  needs: readonly RoutingNeed[];
}

/** The routing facts of an attempt, the card's issuing country from the network's BIN facts. */
export function attemptRoutingFacts(
  network: Pick<NetworkFacts, 'binFacts'>,
  input: AttemptRoutingInput,
): RoutingFacts {
  const { payment, details } = input;
  const scheme = details.kind === 'card' || details.kind === 'wallet' ? details.scheme : undefined;
  const binCountry =
    details.kind === 'card' ? network.binFacts(details.bin)?.countryCode : undefined;
  const shopperCountry = input.shopperCountry ?? payment.customer.country_code;
  return {
    payment_id: payment.paymentId,
    transaction_kind: 'PAYMENT',
    method: input.method,
    ...(scheme !== undefined && isCardScheme(scheme) && { card_scheme: scheme }),
    currency_code: input.currencyCode,
    amount: input.amount,
    ...(binCountry !== undefined && { bin_country: binCountry }),
    ...(shopperCountry !== undefined && { shopper_country: shopperCountry }),
    needs: input.needs,
  };
}
