// Waits as an operator reads and types them, `1d, 12h, 30m, 45s`, and as the API takes them, in
// seconds. Each wait is shown in the largest unit it is a whole number of.

const UNITS = [
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
] as const;

/** [86400, 7200, 90] → `1d, 2h, 90s`. */
export function waitsText(seconds: readonly number[]): string {
  return seconds
    .map((wait) => {
      const [unit, size] = UNITS.find(([, size]) => wait % size === 0 && wait > 0) ?? ['s', 1];
      return `${wait / size}${unit}`;
    })
    .join(', ');
}

/** `1d, 2h 90s` → [86400, 7200, 90]; undefined when a wait is not a whole number with its unit. */
export function waitsFrom(text: string): number[] | undefined {
  const words = text.split(/[\s,]+/).filter(Boolean);
  const seconds: number[] = [];
  for (const word of words) {
    const found = /^(\d+)([dhms])$/i.exec(word);
    const size = UNITS.find(([unit]) => unit === found?.[2]?.toLowerCase())?.[1];
    if (!found || size === undefined) return undefined;
    seconds.push(Number(found[1]) * size);
  }
  return seconds;
}
