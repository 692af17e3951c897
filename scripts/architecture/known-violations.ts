// Imports that break the server's wing order, and server folders that import each other, as they
// stood when the wings were drawn. Each is a debt: the check fails on any new one, and on any entry
// here that no longer occurs, so this list can only shrink.

/** `from -> to` imports against the wing order (server-wings.ts SERVER_WINGS). */
export const KNOWN_WING_VIOLATIONS: readonly string[] = [
  'server/api/pages/route.ts -> server/sandbox/pages/demo/demo-access.ts',
  'server/contract/checkout-schema.ts -> server/domain/ledger/payment-record.ts',
  'server/domain/checkout/open-checkout.ts -> server/http/auth.ts',
  'server/domain/checkout/open-checkout.ts -> server/http/idempotency-header.ts',
  'server/domain/idempotency/run-once.ts -> server/http/idempotency-header.ts',
  'server/http/dialects/flat-request-hook.ts -> server/api/merchant/flat-to-checkout.ts',
  'server/http/host-check.ts -> server/sandbox/pages/postbacks/page-html.ts',
];

/** Server folders (at any depth) that import each other, as `a <-> b`. */
export const KNOWN_MUTUAL_SERVER_FOLDERS: readonly string[] = [
  'server/api <-> server/http',
  'server/contract <-> server/domain',
  'server/domain <-> server/http',
  'server/domain/attempts <-> server/domain/steps',
  'server/domain/ledger <-> server/domain/postbacks',
  'server/domain/ledger <-> server/domain/subscriptions',
  'server/http <-> server/sandbox',
  'server/sandbox/pages/demo <-> server/sandbox/pages/postbacks',
];
