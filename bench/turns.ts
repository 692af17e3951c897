// The bench's command line and the arithmetic of measuring two builds in turns. This machine's
// figures drift by a fifth from one run to the next, so "faster" or "slower" is only ever a ratio
// of two builds measured in one run, each figure taken in turns (A B A B …) so that the drift
// falls on both sides alike.

export interface BenchArgs {
  /** The git ref to compare this checkout with (`--against <ref>`), or undefined: this build alone. */
  against: string | undefined;
  /** How many measurements of each figure on each side (`--turns`, at least 2 with --against). */
  turns: number;
  /** Only the throughput figures whose name contains one of these (`--only`, repeatable). */
  only: string[];
  /** Measure the checkout with three load generators in turns (`--compare-generators`). */
  compareGenerators: boolean;
}

export const DEFAULT_TURNS = 2;

const USAGE =
  'usage: npm run bench -- [--against <git ref>] [--turns <n ≥ 1; ≥ 2 with --against>] [--only <figure name part>]… [--compare-generators]';

/** Parses the arguments after `npm run bench --`; throws with the usage on anything else. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { against: undefined, turns: 0, only: [], compareGenerators: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '' || (inline === undefined && next.startsWith('--')))
        throw new Error(`[Kassa bench] ${flag} needs a value. ${USAGE}`);
      return next;
    };
    switch (flag) {
      case '--against':
        args.against = value();
        break;
      case '--turns': {
        const text = value();
        const turns = Number(text);
        if (!/^\d+$/.test(text) || turns < 1)
          throw new Error(
            `[Kassa bench] --turns must be a whole number ≥ 1, not "${text}". ${USAGE}`,
          );
        args.turns = turns;
        break;
      }
      case '--only':
        args.only.push(value());
        break;
      case '--compare-generators':
        if (inline !== undefined)
          throw new Error(`[Kassa bench] --compare-generators takes no value. ${USAGE}`);
        args.compareGenerators = true;
        break;
      default:
        throw new Error(`[Kassa bench] unknown argument "${arg}". ${USAGE}`);
    }
  }
  if (args.turns === 0) args.turns = args.against === undefined ? 1 : DEFAULT_TURNS;
  if (args.against !== undefined && args.turns < 2)
    throw new Error(
      `[Kassa bench] --against needs --turns ≥ 2: one turn each is no comparison on a machine that drifts. ${USAGE}`,
    );
  return args;
}

/** The order of the measurements of one figure: `turns` rounds of every side, A B A B …. */
export function turnSchedule<Side extends string>(
  sides: readonly Side[],
  turns: number,
): { turn: number; side: Side }[] {
  const schedule: { turn: number; side: Side }[] = [];
  for (let turn = 1; turn <= turns; turn += 1)
    for (const side of sides) schedule.push({ turn, side });
  return schedule;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface Comparison {
  thisMedian: number;
  otherMedian: number;
  /** thisMedian / otherMedian: above 1, this build does more per second. */
  ratio: number;
  /** Lowest and highest measurement of each side. */
  thisRange: [number, number];
  otherRange: [number, number];
  /** Lowest and highest ratio of one turn's two measurements. */
  turnRatios: [number, number];
}

const range = (values: readonly number[]): [number, number] => [
  Math.min(...values),
  Math.max(...values),
];

/** Compares one figure's measurements of this build and the other, turn by turn. */
export function compareTurns(thisBuild: readonly number[], other: readonly number[]): Comparison {
  if (thisBuild.length === 0 || thisBuild.length !== other.length)
    throw new Error('[Kassa bench] each side needs the same number of turns, at least one');
  const thisMedian = median(thisBuild);
  const otherMedian = median(other);
  return {
    thisMedian,
    otherMedian,
    ratio: thisMedian / otherMedian,
    thisRange: range(thisBuild),
    otherRange: range(other),
    turnRatios: range(thisBuild.map((value, i) => value / (other[i] as number))),
  };
}

const figureOf = (value: number, digits: number): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const ratio = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/**
 * One line of the comparison: the medians, the ratio, and the spread behind them; `digits` after
 * the point (whole numbers unless given: CPU milliseconds per request need three).
 */
export function comparisonLine(name: string, unit: string, c: Comparison, digits = 0): string {
  const figure = (value: number) => figureOf(value, digits);
  return `  ${name.padEnd(56)} ${figure(c.thisMedian).padStart(6)} against ${figure(c.otherMedian).padStart(6)} ${unit}   ratio ${ratio(c.ratio)}   (this ${figure(c.thisRange[0])}–${figure(c.thisRange[1])}, other ${figure(c.otherRange[0])}–${figure(c.otherRange[1])}; turn ratios ${ratio(c.turnRatios[0])}–${ratio(c.turnRatios[1])})`;
}
