// What every payment request of the form carries besides its method's own fields: the card's
// (payment-schemas.ts) and the wallets' (wallet-schemas.ts).

export const shopperParts = {
  /**
   * What the shopper entered for the customer fields the session listed in
   * missing_customer_fields, and only those: a field the merchant sent is refused.
   */
  customer: {
    type: 'object',
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 320, format: 'email' },
      /** ISO 3166-1 alpha-2, upper case ("DE"). */
      country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
    },
  },
  /**
   * The form's language when the checkout named none (the browser's, mapped to the form's
   * languages); stored on the payment only then.
   */
  language: { type: 'string', pattern: '^[a-z]{2}-[a-z]{2}$' },
  /** product_ids of the optional products the shopper kept selected. */
  selected_product_ids: {
    type: 'array',
    maxItems: 10,
    uniqueItems: true,
    items: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;
