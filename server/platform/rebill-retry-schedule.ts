// SUBSCRIPTION_RETRY_SCHEDULE: when a declined rebill is tried again. A preset's name, or the waits
// themselves, comma-separated, each a whole number of days, hours, minutes or seconds (`3d`,
// `12h`, `30m`, `45s`): the first wait is from the declined rebill to its 1st retry, each next one
// from the retry before; their count is the number of retries. After the last retry is declined,
// rebills stop (the subscription is UNPAID). docs/subscriptions.md lists the presets.

const DAY = 86_400;

export const REBILL_RETRY_PRESETS = {
  /** Three retries, eight days apart: the last 24 days after the rebill. The default. */
  'eight-days': [8 * DAY, 8 * DAY, 8 * DAY],
  /** Eight tries in two weeks: the rebill and seven retries, the last 14 days after it. */
  'two-weeks': [DAY, DAY, 2 * DAY, 2 * DAY, 2 * DAY, 3 * DAY, 3 * DAY],
  /** No retry: a declined rebill ends the subscription. */
  none: [],
} as const satisfies Record<string, readonly number[]>;

export type RebillRetryPreset = keyof typeof REBILL_RETRY_PRESETS;

export const DEFAULT_REBILL_RETRY_PRESET: RebillRetryPreset = 'eight-days';

const UNIT_SECONDS: Record<string, number> = { d: DAY, h: 3_600, m: 60, s: 1 };

/** The most retries a schedule may hold, and the longest wait (a year). */
export const MAX_REBILL_RETRIES = 50;
export const MAX_REBILL_WAIT_SECONDS = 366 * DAY;

const isPreset = (name: string): name is RebillRetryPreset =>
  Object.hasOwn(REBILL_RETRY_PRESETS, name);

/** The waits in seconds that `text` names, or a sentence saying what is wrong with it. */
export function parseRebillRetrySchedule(text: string): readonly number[] | string {
  const trimmed = text.trim();
  if (isPreset(trimmed)) return REBILL_RETRY_PRESETS[trimmed];
  const parts = trimmed.split(',').map((part) => part.trim());
  const waits: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,6})([dhms])$/.exec(part);
    const seconds = match ? Number(match[1]) * (UNIT_SECONDS[match[2] ?? ''] ?? 0) : 0;
    if (seconds < 1 || seconds > MAX_REBILL_WAIT_SECONDS) {
      return `must be a preset (${Object.keys(REBILL_RETRY_PRESETS).join(', ')}) or comma-separated waits from 1s to 366d such as 3d,5d,12h`;
    }
    waits.push(seconds);
  }
  if (waits.length > MAX_REBILL_RETRIES) return `must hold at most ${MAX_REBILL_RETRIES} retries`;
  return waits;
}
