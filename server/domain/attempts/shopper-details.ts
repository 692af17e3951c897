import { containsCardNumber } from '../../../common/card/pan-detector.ts';
import type {
  CardPaymentRequest,
  ShopperCustomerField,
} from '../../../common/contract/session-api.ts';
import { SHOPPER_CUSTOMER_FIELDS } from '../../../common/contract/shopper-customer-fields.ts';
import { ApiError } from '../../contract/api-error.ts';
import { CARD_NUMBER_RULE } from '../../contract/card-number-text.ts';
import type { PaymentRecord } from '../ledger/payment-record.ts';
import type { ShopperDetailsUpdate } from '../ledger/payment-store.ts';

// What the shopper adds to a checkout on the form: the customer fields the merchant
// left out (e-mail, billing country) and, when the checkout named no language, the form's. The
// request schema checked the values' formats (payment-schemas.ts); this checks them against the
// payment: a field the merchant left out must be given, a field the merchant set is refused (the
// merchant's value stands), and a field the shopper entered before may be corrected.

const REQUIRED_RULE: Record<ShopperCustomerField, string> = {
  email: "is required: the checkout has no customer e-mail, so the shopper's is needed",
  country_code: "is required: the checkout has no customer country, so the shopper's is needed",
};

const MERCHANT_SET_RULE =
  'must not be sent: the merchant set it in the checkout, and that value stands';

/** The payment's customer and language after this attempt, or null when nothing changes. */
export function shopperDetails(
  payment: PaymentRecord,
  request: Pick<CardPaymentRequest, 'customer' | 'language'>,
): ShopperDetailsUpdate | null {
  const stored = payment.customer;
  const entered = new Set(stored.shopper_entered ?? []);
  const customer = { ...stored };
  for (const field of SHOPPER_CUSTOMER_FIELDS) {
    const given = request.customer?.[field];
    const merchantSet = stored[field] !== undefined && !entered.has(field);
    if (merchantSet) {
      if (given !== undefined) throw ApiError.badParameter(`customer.${field}`, MERCHANT_SET_RULE);
      continue;
    }
    if (given === undefined) throw ApiError.badParameter(`customer.${field}`, REQUIRED_RULE[field]);
    // Card data is toxic: a card number typed into the e-mail, before or after the "@", must not
    // reach the database.
    if (field === 'email' && containsCardNumber(given)) {
      throw ApiError.badParameter('customer.email', CARD_NUMBER_RULE);
    }
    customer[field] = given;
    entered.add(field);
  }
  // The merchant's language stands; the form's fills the gap (and is kept once stored).
  const language = payment.language ?? request.language ?? null;
  const changed =
    SHOPPER_CUSTOMER_FIELDS.some((field) => customer[field] !== stored[field]) ||
    language !== payment.language ||
    entered.size !== (stored.shopper_entered?.length ?? 0);
  if (!changed) return null;
  return {
    customer: {
      ...customer,
      ...(entered.size > 0 && {
        shopper_entered: SHOPPER_CUSTOMER_FIELDS.filter((field) => entered.has(field)),
      }),
    },
    language,
  };
}
