import type { PaymentResult, WalletPaymentRequest } from '../../../common/contract/session-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { RequestFacts } from '../ledger/payment-context.ts';
import { attemptPayment, type PayDeps } from './attempt-payment.ts';

// Apple Pay or Google Pay: the wallet's token names the card, and the attempt goes the
// same way as a card typed in (attempt-payment.ts), with payment_method APPLE_PAY or GOOGLE_PAY on
// the transaction and its postback. A PAN_ONLY card is a card number kept in the account and may
// need 3-D Secure like any card; a CRYPTOGRAM_3DS device token is already strongly authenticated
// (spec: Card payment methods), so it skips 3-D Secure.

export async function payWithWallet(
  deps: PayDeps,
  token: string,
  request: WalletPaymentRequest,
  requestFacts: RequestFacts,
): Promise<PaymentResult> {
  const { network } = deps.processors;
  const card = await network.openWallet(request.wallet.token, deps.now());
  if (!card) {
    throw ApiError.badParameter('wallet.token', network.walletTokenRule);
  }
  return attemptPayment(deps, token, {
    request,
    requestFacts,
    paymentMethod: request.method,
    details: {
      kind: 'wallet',
      scheme: card.scheme,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    },
    card: { kind: 'wallet', token: request.wallet.token },
    authenticate: request.wallet.auth_method === 'PAN_ONLY',
  });
}
