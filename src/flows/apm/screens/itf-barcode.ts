// Interleaved 2 of 5 (ITF), the symbology of a Boleto's barcode (FEBRABAN): digits in pairs, the
// first of each pair in the bars and the second in the spaces between them, five elements per
// digit of which two are wide. Drawn by the form from the reference (no image fetched).

/** Each digit's five elements, narrow (0) or wide (1). */
const PATTERNS = [
  '00110',
  '10001',
  '01001',
  '11000',
  '00101',
  '10100',
  '01100',
  '00011',
  '10010',
  '01010',
];

/** Wide elements are this many times a narrow one (FEBRABAN: 1:3). */
export const WIDE = 3;

/**
 * The widths of the alternating bars and spaces (a bar first), in narrow modules: start code,
 * the digits in pairs, stop code. An odd count of digits gets a leading 0, as ITF requires.
 */
export function itfWidths(digits: string): number[] {
  if (!/^\d*$/.test(digits)) throw new Error('[Kassa] ITF encodes digits only');
  const even = digits.length % 2 === 1 ? `0${digits}` : digits;
  const widths = [1, 1, 1, 1];
  for (let i = 0; i < even.length; i += 2) {
    const bars = PATTERNS[Number(even[i])] ?? '';
    const spaces = PATTERNS[Number(even[i + 1])] ?? '';
    for (let k = 0; k < 5; k += 1) {
      widths.push(bars[k] === '1' ? WIDE : 1, spaces[k] === '1' ? WIDE : 1);
    }
  }
  widths.push(WIDE, 1, 1);
  return widths;
}

/** The digits `widths` encode (the inverse of itfWidths), or null when they are not ITF. */
export function decodeItf(widths: readonly number[]): string | null {
  const start = widths.slice(0, 4).join();
  const stop = widths.slice(-3).join();
  const body = widths.slice(4, -3);
  if (start !== '1,1,1,1' || stop !== `${WIDE},1,1` || body.length % 10 !== 0) return null;
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const group = body.slice(i, i + 10).map((width) => (width === WIDE ? '1' : '0'));
    const bars = PATTERNS.indexOf(group.filter((_, k) => k % 2 === 0).join(''));
    const spaces = PATTERNS.indexOf(group.filter((_, k) => k % 2 === 1).join(''));
    if (bars < 0 || spaces < 0) return null;
    digits += `${bars}${spaces}`;
  }
  return digits;
}
