// The one deadline of a voucher ("Pay by 18 May 2026, 15:00"), with its sentence and its date in
// the same language: the shopper's where the form has the sentence in it, else English with an
// English date, never an English sentence round a date in another language. The message catalog
// (a later change) replaces the table.

import { toLocale } from '../../../../common/money/format.ts';
import { TEXT_LANGUAGE } from '../../../checkout/text-language.ts';

const PAY_BY: Readonly<Record<string, { before: string; after: string }>> = {
  en: { before: 'Pay by ', after: '.' },
  pt: { before: 'Pague até ', after: '.' },
};

export interface DeadlineText {
  before: string;
  date: string;
  after: string;
  /** The sentence's lang when it is not the form's English. */
  lang: string | undefined;
}

export function deadlineText(expiresAt: string, language: string | undefined): DeadlineText {
  const shopper = toLocale(language);
  const primary = shopper.split('-')[0] ?? TEXT_LANGUAGE;
  const sentence = PAY_BY[primary];
  const locale = sentence ? shopper : TEXT_LANGUAGE;
  const time = Date.parse(expiresAt);
  const date = Number.isNaN(time)
    ? expiresAt
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
  const { before, after } =
    sentence ?? (PAY_BY[TEXT_LANGUAGE] as { before: string; after: string });
  return {
    before,
    date,
    after,
    lang: sentence && primary !== TEXT_LANGUAGE ? shopper : undefined,
  };
}
