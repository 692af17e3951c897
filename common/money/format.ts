import { amountFractionDigits, currencyFractionDigits } from './currency.ts';
import { fromMinorUnits } from './decimal.ts';

/** "en-us" (the spec's request form) → "en-US" (BCP 47), falling back to English. */
export function toLocale(language: string | undefined): string {
  const match = /^([a-z]{2})(?:-([a-z]{2}))?$/i.exec(language ?? '');
  if (!match) return 'en';
  const [, lang = 'en', region] = match;
  const tag = region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * Formats an amount held in `minor` units of amountFractionDigits (the wire's decimals) for
 * people, with the currency's own decimals ("€12.50", "12,50 €", "KWD 10.500"). Intl.NumberFormat
 * receives the exact decimal string, so no value ever passes through a float.
 */
export function formatMoney(minor: bigint, currency: string, language: string | undefined): string {
  const digits = currencyFractionDigits(currency);
  const formatter = new Intl.NumberFormat(toLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // format() accepts decimal strings (Intl.NumberFormat v3, typed `${number}` in TypeScript's
  // lib) and keeps their exact value; fromMinorUnits always returns one.
  const decimal = fromMinorUnits(minor, amountFractionDigits(currency)) as `${number}`;
  return formatter.format(decimal);
}
