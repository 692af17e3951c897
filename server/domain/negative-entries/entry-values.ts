import { isIP } from 'node:net';
import type { NegativeEntryType } from '../../contract/negative-entry-schema.ts';

// The one normal form of each blocked value, used both when an entry is made and when a
// transaction is screened, so "Ann@Example.COM" blocks "ann@example.com" and "::ffff:10.0.0.1"
// blocks "10.0.0.1". Each function answers undefined for a value that is not of its kind.

/** The spec's rejection code of each type (spec: Negative database). */
export const BLOCK_CODES: Readonly<Record<NegativeEntryType, number>> = {
  CUSTOMER: 2309,
  CARD: 2310,
  IP: 2311,
  EMAIL: 2312,
  BIN: 2313,
  COUNTRY: 2314,
};

/**
 * An e-mail address compared without regard to case: the whole address, local part included
 * (mail systems treat it case-blind in practice, and a block list that "ANN@" slips through is no
 * block list). Surrounding spaces are dropped, and so is a `+tag` of the local part: the large
 * providers deliver "eve+shop2@" to "eve@", so the tag names no other mailbox and a blocked
 * customer could otherwise come back with a new one per purchase. An entry made with a tag is
 * kept without it too, and blocks the mailbox. A local part that starts with "+" keeps it (there
 * is nothing before the tag to keep).
 */
export function normalEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  return plus > 0 && plus < at ? address.slice(0, plus) + address.slice(at) : address;
}

/** A country code upper case, when it is two letters. */
export function normalCountry(country: string): string | undefined {
  const upper = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : undefined;
}

/** The dotted IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) stands for. */
function mappedIpv4(ipv6: string): string | undefined {
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ipv6);
  if (!match) return undefined;
  const high = Number.parseInt(match[1] ?? '', 16);
  const low = Number.parseInt(match[2] ?? '', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * An IP address in its canonical text: IPv4 dotted decimal (no leading zeros: `010.0.0.1` is not
 * an address here, as it reads as octal to some tools); IPv6 lower case with the longest run of
 * zero groups compressed (RFC 5952, as the URL standard writes it); an IPv4-mapped IPv6 address
 * as the IPv4 address it maps. Undefined for anything else, a zone (`fe80::1%eth0`) included.
 */
export function canonicalIp(address: string): string | undefined {
  const text = address.trim();
  const kind = isIP(text);
  if (kind === 4) return text;
  if (kind !== 6 || text.includes('%')) return undefined;
  const host = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  return mappedIpv4(host) ?? host;
}

/** The address a request came from, as screened: canonical, its zone dropped. */
export function requestIp(ip: string | undefined): string | undefined {
  if (ip === undefined) return undefined;
  const percent = ip.indexOf('%');
  return canonicalIp(percent === -1 ? ip : ip.slice(0, percent));
}

/** The key of a CARD entry made from a payment token. */
export const tokenKey = (paymentTokenId: string): string => `token:${paymentTokenId}`;

export interface CardKeyFacts {
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The key of a CARD entry given by its card facts: "card:424242:4242:12/2030". */
export function cardKey(card: CardKeyFacts): string {
  const month = String(card.expiryMonth).padStart(2, '0');
  return `card:${card.bin}:${card.last4}:${month}/${card.expiryYear}`;
}
