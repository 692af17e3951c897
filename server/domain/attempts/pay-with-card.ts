import { detectScheme } from '../../../common/card/card-scheme.ts';
import type { CardErrors } from '../../../common/card/validate-card.ts';
import { validateCard } from '../../../common/card/validate-card.ts';
import type {
  PaymentResult,
  TypedCardPaymentRequest,
} from '../../../common/contract/session-api.ts';
import { ApiError } from '../../contract/api-error.ts';
import { CARD_NUMBER_RULE } from '../../contract/card-number-text.ts';
import type { RequestFacts } from '../ledger/payment-context.ts';
import { type CardFacts, cardDetails } from '../ledger/payment-details.ts';
import { findPaymentBySessionToken } from '../ledger/payment-store.ts';
import { cardConsent } from '../ledger/token-rule.ts';
import { findFormSettings } from '../merchants/merchant-store.ts';
import { attemptPayment, type PayDeps } from './attempt-payment.ts';

// A card typed into the form: its fields checked with the rules the form applies, then one attempt
// (attempt-payment.ts). The PAN and security code exist only in `request` for the length of this
// call: the PAN goes to the issuer and processor (deps.processor) and nowhere else; the security
// code goes nowhere.

const FIELD_RULES: Record<keyof CardErrors, string> = {
  number: 'must be a valid card number of an accepted scheme',
  expiry: 'must be a valid expiry date that has not passed',
  security_code: 'must be the 3-digit security code (4 digits for American Express)',
  holder_name:
    "must be the name on the card: 1 to 64 letters, spaces and . ' -, with at most 4 digits",
};

/** The rule for a missing name the merchant requires (its setting, migration 0035). */
const HOLDER_NAME_REQUIRED_RULE = 'is required by this merchant: the name on the card';

const fieldName: Record<keyof CardErrors, string> = {
  number: 'card.number',
  expiry: 'card.expiry_month',
  security_code: 'card.security_code',
  holder_name: 'card.holder_name',
};

/** The first invalid card field as a 400 naming the field and the rule. */
function cardFieldError(errors: CardErrors): ApiError | null {
  const first = (Object.keys(errors) as (keyof CardErrors)[])[0];
  if (!first) return null;
  const rule =
    first !== 'holder_name'
      ? FIELD_RULES[first]
      : errors.holder_name === 'card_number'
        ? CARD_NUMBER_RULE
        : errors.holder_name === 'required'
          ? HOLDER_NAME_REQUIRED_RULE
          : FIELD_RULES[first];
  return ApiError.badParameter(fieldName[first], rule);
}

/** Whether the session's merchant requires the name; an unknown session is the attempt's 404. */
async function holderNameRequired(deps: PayDeps, token: string): Promise<boolean> {
  const payment = await findPaymentBySessionToken(deps.db, token);
  return payment
    ? (await findFormSettings(deps.db, payment.merchantId)).requireCardholderName
    : false;
}

export async function payWithCard(
  deps: PayDeps,
  token: string,
  request: TypedCardPaymentRequest,
  requestFacts: RequestFacts,
): Promise<PaymentResult> {
  const now = deps.now();
  const holderName = (request.card.holder_name ?? '').trim();
  const errors = validateCard(request.card, now, {
    holderNameRequired: holderName === '' && (await holderNameRequired(deps, token)),
  });
  const invalid = cardFieldError(errors);
  if (invalid) throw invalid;
  const card: CardFacts = {
    scheme: detectScheme(request.card.number) ?? 'UNKNOWN',
    bin: request.card.number.slice(0, 6),
    last4: request.card.number.slice(-4),
    expiryMonth: request.card.expiry_month,
    expiryYear: request.card.expiry_year,
    holderName,
  };
  return attemptPayment(deps, token, {
    request,
    requestFacts,
    paymentMethod: 'CARD',
    details: cardDetails(card),
    card: { kind: 'typed', number: request.card.number, holderName: card.holderName },
    authenticate: true,
    // "Save this card for next time" (token-rule.ts).
    cofConsent: cardConsent(request.save_card),
  });
}
