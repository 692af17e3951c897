// The billing countries the form offers: every officially assigned ISO 3166-1 alpha-2 code (249),
// named in the form's language by Intl.DisplayNames and sorted by that name.
import { toLocale } from '../../../common/money/format.ts';

const ISO_3166_ALPHA_2 = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
  BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
  CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ
  DE DJ DK DM DO DZ
  EC EE EG EH ER ES ET
  FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY
  HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT
  JE JM JO JP
  KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY
  MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
  NA NC NE NF NG NI NL NO NP NR NU NZ
  OM
  PA PE PF PG PH PK PL PM PN PR PS PT PW PY
  QA
  RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ
  TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ
  UA UG UM US UY UZ
  VA VC VE VG VI VN VU
  WF WS
  YE YT
  ZA ZM ZW
`
  .trim()
  .split(/\s+/);

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case ("DE"): what the payment request carries. */
  code: string;
  /** The country's name in the form's language ("Deutschland" for de-de). */
  name: string;
}

/** Every country, named in `language` (the spec's form, "de-de") and sorted by name there. */
export function countryOptions(language: string): CountryOption[] {
  const locale = toLocale(language);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return ISO_3166_ALPHA_2.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** Whether `code` is an assigned ISO 3166-1 alpha-2 code. */
export const isCountryCode = (code: string): boolean => ISO_3166_ALPHA_2.includes(code);
