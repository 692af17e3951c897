// Every route of the interface Kassa implements (its Endpoints section), as method and path under
// /v1. The README's box under "What the sandbox serves" names any Kassa does not answer; a test
// holds the box to the app: each route it names answers 404, each route it leaves out exists.

export const SPEC_ROUTES = [
  'POST /v1/checkout',
  'POST /v1/sale',
  'POST /v1/authorize',
  'POST /v1/recurring',
  'POST /v1/token',
  'POST /v1/payout',
  'POST /v1/mit-sale',
  'POST /v1/cit-sale',
  'POST /v1/mit-authorize',
  'PATCH /v1/subscription',
  'GET /v1/subscription',
  'GET /v1/subscription/{subscriptionId}',
  'PATCH /v1/subscription/{subscriptionId}',
  'GET /v1/transaction',
  'POST /v1/merchant-negative-entry',
  'GET /v1/merchant-negative-entry',
  'DELETE /v1/merchant-negative-entry/{id}',
  'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/delete',
  'POST /v1/customer/{merchantCustomerId}/payment-token/{paymentTokenId}/revoke-cof-consent',
  'POST /v1/refund',
] as const;
