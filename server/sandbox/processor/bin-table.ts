// The sandbox's BIN table: what the card's issuer is said to be, by the first six digits of the
// card number (the BIN). It covers every test card (test-cards.ts); the transaction record reports
// it as transaction_details.card_bin_country_code, card_bin_country_name and card_bin_type.
// docs/sandbox.md shows the same table (a test keeps the two in step). The values are the
// sandbox's own: a live BIN database may say otherwise for the same numbers.
import type { CardBinType } from '../../contract/card-bin-types.ts';

export interface BinEntry {
  /** The first six digits of the card number. */
  readonly bin: string;
  /** ISO 3166-1 alpha-2 code of the issuing country. */
  readonly countryCode: string;
  /** The country's English short name (ISO 3166-1). */
  readonly countryName: string;
  readonly type: CardBinType;
}

export const BIN_TABLE: readonly BinEntry[] = [
  { bin: '424242', countryCode: 'US', countryName: 'United States of America', type: 'CREDIT' },
  { bin: '555555', countryCode: 'US', countryName: 'United States of America', type: 'CREDIT' },
  { bin: '378282', countryCode: 'US', countryName: 'United States of America', type: 'CREDIT' },
  { bin: '601111', countryCode: 'US', countryName: 'United States of America', type: 'CREDIT' },
  { bin: '356600', countryCode: 'JP', countryName: 'Japan', type: 'CREDIT' },
  { bin: '620000', countryCode: 'CN', countryName: 'China', type: 'DEBIT' },
  { bin: '675964', countryCode: 'GB', countryName: 'United Kingdom', type: 'DEBIT' },
  { bin: '362272', countryCode: 'US', countryName: 'United States of America', type: 'CREDIT' },
  { bin: '652150', countryCode: 'IN', countryName: 'India', type: 'DEBIT' },
  // Every 4000 0000 … outcome card shares this BIN.
  { bin: '400000', countryCode: 'DE', countryName: 'Germany', type: 'DEBIT' },
];

const byBin: ReadonlyMap<string, BinEntry> = new Map(BIN_TABLE.map((entry) => [entry.bin, entry]));

/** The table's entry for a card whose number starts with `bin` (6 digits or more), or undefined. */
export function binEntry(bin: string): BinEntry | undefined {
  return byBin.get(bin.slice(0, 6));
}
