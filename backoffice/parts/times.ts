// Times as the back office shows and takes them: in UTC, as the API gives them, so what an
// operator reads and types means the same wherever their browser is.

const SHOWN = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** `2026-11-28T15:04:05Z` → `Nov 28, 2026, 3:04 PM UTC`; an unreadable time as it came. */
export function shownTime(iso: string): string {
  const time = new Date(iso);
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and copies the same.
  return Number.isNaN(time.getTime()) ? iso : `${SHOWN.format(time).replace(/\u202f/g, ' ')} UTC`;
}

/**
 * A `datetime-local` field's value (`2026-12-01T10:00`), read as UTC, as the API's ISO 8601
 * string; null when it is not a time.
 */
export function isoFromField(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = new Date(`${value}${value.length === 16 ? ':00' : ''}Z`);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
