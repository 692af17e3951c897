// The customer fields a checkout may leave to the shopper: a merchant that sends only
// `merchant_customer_id` has the form ask for them before the card. A module of its own, so the
// form can name them without loading the session view's JSON schema.
export const SHOPPER_CUSTOMER_FIELDS = ['email', 'country_code'] as const;

/** A customer field the shopper may have to enter on the form ('email', 'country_code'). */
export type ShopperCustomerField = (typeof SHOPPER_CUSTOMER_FIELDS)[number];
