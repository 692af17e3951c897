import type { StoredPaymentToken } from '../ledger/token-store.ts';
import type { PaymentCard } from '../processor.ts';

// A token keeps no card number (ledger/token-store.ts), only its card facts: they are what the
// issuer and processor decide an MIT or CIT charge from.

/** The card a charge on `token` is decided for. */
export function tokenCard(token: StoredPaymentToken): PaymentCard {
  return {
    kind: 'stored',
    scheme: token.scheme,
    bin: token.bin,
    last4: token.last4,
    holderName: token.holderName ?? '',
  };
}
