// The one deadline of a voucher ("18 May 2026, 15:00"), in the page's language as the sentence
// round it ('apm.voucher.pay_by'): never an English sentence round a date in another language,
// nor the other way round.
import type { FormMessages } from '../../../messages/form-messages.ts';

export function deadlineText(t: FormMessages, expiresAt: string): string {
  const time = Date.parse(expiresAt);
  return Number.isNaN(time)
    ? expiresAt
    : new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
