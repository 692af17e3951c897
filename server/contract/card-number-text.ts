// Card data is toxic: no card number may reach the database, a postback or a log through a text
// field. Every string of every request body of the merchant API and the sandbox's tools API is
// scanned with the one detector (common/card/pan-detector.ts) at the edge, after the schema and
// before the route (server/http/card-number-scan.ts), and a match is refused with a 400 naming
// the field. So a field added to a schema is scanned without being listed anywhere.
//
// A few fields hold structured values whose digits are their content: an amount, a time, an IBAN,
// a bank account number. The detector cannot tell a run of them from a card number, and refuses
// real values by chance (an ETH amount of 18 decimals, a time with microseconds and an offset,
// about one in twenty), so their schemas carry CARD_NUMBER_EXEMPT with the reason, which the
// OpenAPI document shows. Each is checked for its own form instead, which a card number written
// as free text does not pass. docs/security.md (Card data) lists them.

/** The rule a text that holds a card number breaks. */
export const CARD_NUMBER_RULE = 'must not contain a card number';

/** The schema keyword (an OpenAPI extension) that exempts a field from the scan; its value says why. */
export const CARD_NUMBER_EXEMPT = 'x-card-number-exempt';

/** Why each kind of field is exempt. */
export const EXEMPT_BECAUSE = {
  amount:
    'An amount: a decimal number written as text, checked for its form; its digits are the amount, and a large one (an ETH payout has 18 decimals) may pass the Luhn check by chance.',
  time: 'A time (RFC 3339): its digits are the date and time, which with fractions of a second and an offset pass the Luhn check by chance.',
  iban: 'An IBAN: checked for its country, its length and its check digits (ISO 7064 mod 97-10); its digits are a bank account.',
  bankAccount:
    'A bank account number: digits by nature, checked for its form (6 to 20 digits and dashes); a real account may pass the Luhn check by chance.',
} as const;

/** `schema` marked as exempt from the card-number scan, for `reason`. */
export function cardNumberExempt<const Schema extends object, const Reason extends string>(
  schema: Schema,
  reason: Reason,
): Schema & { readonly [CARD_NUMBER_EXEMPT]: Reason } {
  return { ...schema, [CARD_NUMBER_EXEMPT]: reason };
}
