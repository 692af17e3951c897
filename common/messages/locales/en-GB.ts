// English (United Kingdom). The US source with British spelling and terms: "Expiry date",
// "Card security code" as UK checkouts label the field, "cancelled"; all else as the source.
// Only the texts that differ from the English source: catalogs.ts lays them over it for the rest.
import type { RegionalMessages } from '../en.ts';

const messages: RegionalMessages = {
  'method.name.wire_transfer': 'International bank transfer',
  'card.security_code.label': 'Card security code',
};

export default messages;
