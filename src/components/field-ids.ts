import type { CardField } from '../checkout/card/card-fields.ts';

/** Element ids of the card inputs: labels point at them and focus requests find them. */
export const FIELD_IDS: Readonly<Record<CardField, string>> = {
  number: 'kassa-card-number',
  expiry: 'kassa-card-expiry',
  security_code: 'kassa-card-security-code',
  holder_name: 'kassa-card-holder-name',
};
