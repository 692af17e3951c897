// JSON Schema of the step a payment asks of the shopper, shared by the payment answer
// (payment-schemas.ts) and the session view (session-view-schema.ts).

const text = { type: 'string' } as const;

/**
 * The alternative payment method the step belongs to (common/methods/payment-methods.ts), as the
 * table names it (NAVERPAY arrives as NAVER_PAY): the screen shows its mark and name.
 */
const method = text;

/**
 * What the shopper must do before the payment can be decided, one variant per flow kind. The form
 * picks a screen by `kind` (src/checkout/flow/action-screens.ts), never by payment method. Times
 * are the server's (UTC ISO 8601). Every alternative method's step names the sandbox provider page
 * on Kassa's origin where it is approved, declined or left pending: the redirect goes there, the QR
 * code encodes it, a voucher's cash desk and a bank app's confirmation screen are there.
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
      // Leave for the provider's page; it sends the shopper back to the form (hosted) or closes
      // itself (a window the embedded form opened). `expires_at`: when the provider gives up.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'method', 'url', 'expires_at'],
      properties: { kind: { const: 'redirect' }, method, url: text, expires_at: text },
    },
    {
      // Show `payload` (the provider page's approval URL) as a QR code to scan until `expires_at`.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'method', 'payload', 'expires_at'],
      properties: { kind: { const: 'qr' }, method, payload: text, expires_at: text },
    },
    {
      // A reference to pay with (cash, bank transfer) and how, valid until `expires_at`;
      // `provider_url` is the sandbox cash desk that pays it.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'method', 'reference', 'instructions', 'provider_url', 'expires_at'],
      properties: {
        kind: { const: 'voucher' },
        method,
        reference: text,
        instructions: text,
        provider_url: text,
        expires_at: text,
      },
    },
    {
      // Confirm in the bank's or wallet's app (`provider_url` is the sandbox app); `instructions`
      // says where, until `expires_at`.
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'method', 'instructions', 'provider_url', 'expires_at'],
      properties: {
        kind: { const: 'bank_app' },
        method,
        instructions: text,
        provider_url: text,
        expires_at: text,
      },
    },
  ],
} as const;
