// The generated mark of a payment method: no provider's logo (those are trademarks), but
// a short text drawn in a badge in the theme's colours (MethodMark.tsx). The method's name is
// always written beside it, so the mark itself is decorative.

/**
 * A short name up to four characters is the mark itself ("Pix", "BLIK"); a name of several words
 * gives its initials ("Bank transfer" → "BT"); one long word its first two letters ("iDEAL" →
 * "iD"). Punctuation and brackets do not count.
 */
export function markText(label: string): string {
  // "Alipay+" is not "Alipay": its plus stays.
  if (label.endsWith('+')) return `${label.charAt(0)}+`;
  const words = label
    .replace(/[()]/g, '')
    .split(/[\s\-+]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const compact = words.join('');
  if (compact.length <= 4) return compact;
  if (words.length > 1)
    return words
      .slice(0, 3)
      .map((word) => word.charAt(0).toUpperCase())
      .join('');
  return compact.slice(0, 2);
}
