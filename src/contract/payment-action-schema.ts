// JSON Schema of the step a payment asks of the shopper, shared by the payment answer
// (payment-schemas.ts) and the session view (session-view-schema.ts).

const text = { type: 'string' } as const;

/**
 * What the shopper must do before the payment can be decided, one variant per flow kind. The form
 * picks a screen by `kind` (src/checkout/flow/action-screens.ts), never by payment method. Times
 * are the server's (UTC ISO 8601). The sandbox produces three_ds (issue 9).
 */
export const paymentActionSchema = {
  oneOf: [
    {
      // 3-D Secure: show the issuer's challenge page (served on Kassa's origin) in a modal.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'challenge_url'],
      properties: { kind: { const: 'three_ds' }, challenge_url: text },
    },
    {
      // Leave for the provider's page; it sends the shopper back to the form.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'url'],
      properties: { kind: { const: 'redirect' }, url: text },
    },
    {
      // Show `payload` as a QR code to scan until `expires_at`.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'payload', 'expires_at'],
      properties: { kind: { const: 'qr' }, payload: text, expires_at: text },
    },
    {
      // A reference to pay with (cash, bank transfer) and how, valid until `expires_at`.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'reference', 'instructions', 'expires_at'],
      properties: {
        kind: { const: 'voucher' },
        reference: text,
        instructions: text,
        expires_at: text,
      },
    },
    {
      // Confirm in the bank's or wallet's app; `instructions` says where, until `expires_at`.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'instructions', 'expires_at'],
      properties: { kind: { const: 'bank_app' }, instructions: text, expires_at: text },
    },
  ],
} as const;
