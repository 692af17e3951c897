import type {
  PaymentResult,
  SavedCardPaymentRequest,
} from '../../../common/contract/session-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import type { RequestFacts } from '../ledger/payment-context.ts';
import { cardDetails } from '../ledger/payment-details.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';
import { findSavedCard } from '../ledger/token-store.ts';
import { findFormSettings } from '../merchants/merchant-store.ts';
import { attemptPayment, type PayDeps } from './attempt-payment.ts';
import { savedCardRefusal } from './saved-cards-view.ts';

// A card the shopper saved on an earlier checkout, paid with its security code alone:
// only on a session whose form offers saved cards (saved-cards-view.ts: not a card-saving TOKEN
// session, which verifies a card typed in, nor a CIT session), and the token must be one the form
// offers this checkout's customer (token-store.ts listSavedCards' rules: this merchant, this
// merchant_customer_id, saved with consent, not hidden, not expired).
// Then one attempt like a typed card's (attempt-payment.ts), 3-D Secure included, with the
// token's card facts, which the processor decides from (the sandbox: as the test card they name).
// The security code is checked for its form and goes no further: nothing keeps or logs it. It may
// be left out only when the merchant lets a saved card pay without it (migration 0034); otherwise
// a request without it is refused, whatever the form showed.

const NOT_SAVED = "must be a saved card of this checkout's customer that is not hidden or expired";

/** 4 digits for American Express, 3 for every other scheme (as for a typed card). */
const codeLength = (scheme: string): number => (scheme === 'American Express' ? 4 : 3);

export async function payWithSavedCard(
  deps: PayDeps,
  token: string,
  request: SavedCardPaymentRequest,
  requestFacts: RequestFacts,
): Promise<PaymentResult> {
  const payment = await findPaymentBySessionToken(deps.db, token);
  if (!payment) throw ApiError.notFound('checkout session');
  // Refused before anything is looked up or recorded: the attempt is not counted.
  const refusal = savedCardRefusal(payment.paymentType);
  if (refusal !== undefined) throw new ApiError(400, 'INVALID_REQUEST', `saved_card: ${refusal}`);
  const { payment_token_id: tokenId, security_code: code } = request.saved_card;
  const card = await findSavedCard(
    deps.db,
    payment.merchantId,
    payment.merchantCustomerId,
    tokenId,
    deps.now(),
  );
  if (!card) throw ApiError.badParameter('saved_card.payment_token_id', NOT_SAVED);
  const length = codeLength(card.scheme);
  if (code === undefined) {
    const { savedCardWithoutCode } = await findFormSettings(deps.db, payment.merchantId);
    // The same words as the schema's for a missing field: only this merchant may leave it out.
    if (!savedCardWithoutCode)
      throw ApiError.badParameter('saved_card.security_code', 'is required');
  } else if (!new RegExp(`^[0-9]{${length}}$`).test(code)) {
    throw ApiError.badParameter(
      'saved_card.security_code',
      `must be the ${length}-digit security code of the ${card.scheme} card`,
    );
  }
  const holderName = card.holderName ?? '';
  return attemptPayment(deps, token, {
    request,
    requestFacts,
    paymentMethod: 'CARD',
    details: cardDetails({
      scheme: card.scheme,
      bin: card.bin,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holderName,
      paymentTokenId: card.paymentTokenId,
    }),
    card: {
      kind: 'stored',
      scheme: card.scheme,
      bin: card.bin,
      last4: card.last4,
      holderName,
    },
    authenticate: true,
    // The consent the card was saved with (token-rule.ts); no new token is kept.
    cofConsent: 'given',
  });
}
