// Saved cards on the form: what the session view tells the form about the cards the
// customer saved on earlier checkouts. The request that pays with one is payment-schemas.ts's
// savedCardPaymentSchema.

/** One saved card as the form shows it: no BIN, no holder name, never the number. */
export const savedCardViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['payment_token_id', 'scheme', 'last4', 'expiry_month', 'expiry_year'],
  properties: {
    /** What the payment request's saved_card.payment_token_id names. */
    payment_token_id: { type: 'string' },
    /** The spec's scheme name ("VISA", "American Express"). */
    scheme: { type: 'string' },
    last4: { type: 'string' },
    expiry_month: { type: 'integer' },
    /** Four digits. */
    expiry_year: { type: 'integer' },
  },
} as const;

/** The session view's saved-card fields, present on a checkout that offers CARD. */
export const savedCardViewFields = {
  /**
   * The cards this checkout's customer saved with this merchant (ticked "Save this card for next
   * time"), not hidden by the merchant and not expired, newest first, at most 5. Absent when none.
   */
  saved_cards: { type: 'array', items: savedCardViewSchema },
  /** The card form offers "Save this card for next time" (unticked). */
  save_card_offered: { type: 'boolean' },
  /**
   * The merchant lets a saved card pay without its security code (MERCHANT_SAVED_CARD_WITHOUT_CODE,
   * migration 0034): the form asks none, and the request may leave it out. Absent when the code
   * is asked, as by default.
   */
  saved_card_without_code: { type: 'boolean' },
} as const;

/**
 * POST /api/sessions/:token/saved-cards/:payment_token_id/remove: the shopper removed one of the
 * saved cards the form lists (hidden as the merchant API's hide does). The answer is the list the
 * form shows from then on.
 */
export const removedSavedCardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['saved_cards'],
  properties: { saved_cards: { type: 'array', items: savedCardViewSchema } },
} as const;
