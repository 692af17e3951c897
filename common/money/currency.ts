// ISO 4217 facts from the runtime's own Intl data, so the list and the minor units are never
// hand-kept here.

// Read on the first check, not when the module loads: the pages that format amounts never check
// a code, and at the top level the list was read (and kept in their scripts) all the same.
let knownCodes: ReadonlySet<string> | undefined;

export function isKnownCurrency(code: string): boolean {
  knownCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && knownCodes.has(code);
}

const fractionDigitsCache = new Map<string, number>();

/** Number of decimals the currency uses (EUR 2, JPY 0, KWD 3). */
export function currencyFractionDigits(code: string): number {
  let digits = fractionDigitsCache.get(code);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    fractionDigitsCache.set(code, digits);
  }
  return digits;
}

/**
 * Decimals of amounts on the wire and in Kassa's arithmetic: the currency's, capped at the 2 the
 * spec's amount format allows. KWD, BHD, JOD, OMR and TND have 3 minor
 * digits, yet their amounts carry at most 2 decimals ("10.50"); only display uses all 3.
 */
export function amountFractionDigits(code: string): number {
  return Math.min(currencyFractionDigits(code), 2);
}
