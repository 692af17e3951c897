// Whether a failed payment leaves the form usable. The spec gives the two outcomes but not which
// codes lead to which (spec: States and transitions → Checkout session): `retry: true` keeps the
// embedded form open for another submission; otherwise the payment has failed, the embedded form
// must be unmounted and the hosted page sends the shopper to failure_url with `error_code` and
// `error_message`.
//
// The rule: a retry is offered only when the shopper can change the outcome — by using another
// card or by correcting what they typed — and a second attempt cannot cause harm.

// Bank declines fixed by another card or by corrected card data.
const BANK_DECLINES = [2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007]; // funds, limits, card type
const MISTYPED_CARD_DATA = [2101, 2102, 2103, 2141, 2142]; // security code, expiry date, number
const UNUSABLE_CARD = [2202, 2203, 2204, 2299]; // expired, unsupported, unknown issuer, closed

const FIXABLE_DECLINES: ReadonlySet<number> = new Set([
  ...BANK_DECLINES,
  ...MISTYPED_CARD_DATA,
  ...UNUSABLE_CARD,
]);

// 3-D Secure failures: the shopper can authenticate again or use another card. Not 1400 (3DS is
// required) and its twin 2138 (SCA required): the issuer demands an authentication this card
// cannot give, so the payment ends there, as the sandbox's not-enrolled test card shows.
function isThreeDsFailure(code: number): boolean {
  return (
    (code >= 1320 && code < 1400) ||
    (code >= 2130 && code <= 2137) ||
    code === 2139 ||
    (code >= 2144 && code <= 2146)
  );
}

// 3-D Secure outcomes that report theft or risk stay final, like their counterparts outside 3-D
// Secure (2201 stolen card, 2300–2315 risk and blacklists): offering another try on the same form
// would only help someone testing stolen cards.
const THREE_DS_THEFT_OR_RISK: ReadonlySet<number> = new Set([
  1339, // general security violation
  1340, // stolen card
  1341, // suspicious transaction
  2130, // denied for risk reasons
  2134, // stolen card
]);

// Everything else is final: theft, fraud, risk and blacklists (2200, 2201, 2205, 2300–2315); what
// only the merchant can fix (2008–2016, 2104, 2120, 2140, 2143, 2147–2151); and every ERROR code
// (2900+): resubmitting cannot fix a system fault, and after a timeout the first attempt may
// still have charged the shopper.

/** Whether the shopper may submit the same form again after a payment failed with `code`. */
export function shopperCanRetry(code: number): boolean {
  if (FIXABLE_DECLINES.has(code)) return true;
  return isThreeDsFailure(code) && !THREE_DS_THEFT_OR_RISK.has(code);
}
