// Expiry as the shopper types it ("MM/YY") and as the API carries it (month, four-digit year).

export interface Expiry {
  month: number;
  year: number;
}

/**
 * What the expiry field shows for what was typed, pasted or autofilled: "1228" → "12/28",
 * "4" → "04", "1/" → "01/", "04/2028" → "04/28".
 */
export function formatExpiryInput(input: string): string {
  const complete = /^\s*(\d{1,2})\s*\/\s*(\d{4}|\d{2})\s*$/.exec(input);
  if (complete) return `${(complete[1] ?? '').padStart(2, '0')}/${(complete[2] ?? '').slice(-2)}`;
  let digits = input.replace(/\D/g, '');
  // A month of one digit: a slash right after it ("1/"), or a digit no month starts with ("4").
  if (/^\s*\d\s*\//.test(input) || /^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // Keep a typed slash after a full month so "12/" does not jump back to "12".
  if (digits.length === 2 && input.includes('/')) return `${digits}/`;
  return digits;
}

/** "MM/YY" → month and four-digit year, or null when it is not in that shape. */
export function parseExpiry(text: string): Expiry | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}
