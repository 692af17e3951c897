// The order of two amounts written as decimal text ("10", "10.00", "0.000000000000000001"), read
// digit by digit: exact for any length and any number of decimals (a payout's amount may have 20),
// never through a float. Routing compares a payment's amount with a rule's bounds by it.

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** Whether `text` is a non-negative decimal number written as text: "12", "12.5", "12.". */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text);
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`; undefined when either is not decimal text.
 * "10" and "10.00" are equal.
 */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = DECIMAL.exec(a);
  const y = DECIMAL.exec(b);
  if (!x || !y) return undefined;
  const wholeX = (x[1] ?? '').replace(/^0+/, '');
  const wholeY = (y[1] ?? '').replace(/^0+/, '');
  if (wholeX.length !== wholeY.length) return wholeX.length < wholeY.length ? -1 : 1;
  if (wholeX !== wholeY) return wholeX < wholeY ? -1 : 1;
  const fractionX = (x[2] ?? '').replace(/0+$/, '');
  const fractionY = (y[2] ?? '').replace(/0+$/, '');
  // Without trailing zeros, digit strings of the fraction compare as text does ("5" > "49").
  if (fractionX === fractionY) return 0;
  return fractionX < fractionY ? -1 : 1;
}
