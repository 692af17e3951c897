import { isIP } from 'node:net';

// What kind of address an IP is, from one table of ranges. Every request the server sends
// (postbacks, the test postback, the start-up probe) is held to address-policy.ts, which decides
// by these kinds. Addresses come here as `new URL()` and the resolver spell them: the WHATWG
// parser has already turned 2130706433, 127.1 and 0x7f.0.0.1 into 127.0.0.1, and
// [::ffff:127.0.0.1] into [::ffff:7f00:1].

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  /** Link-local, which holds the clouds' metadata services (169.254.169.254), and other metadata addresses. */
  | 'link-local'
  | 'unspecified'
  /** Multicast and the limited broadcast address. */
  | 'multicast'
  /** Not routable on the internet and of no use as a callback (240.0.0.0/4). */
  | 'reserved';

/** The kind of a range, or: the range carries an IPv4 address in its last 32 bits, classify that. */
type RangeKind = Exclude<AddressKind, 'public'> | 'embedded-ipv4';

interface AddressRange {
  cidr: string;
  kind: RangeKind;
}

/** Every range that is not `public`. The most specific range holding an address decides. */
export const ADDRESS_RANGES: readonly AddressRange[] = [
  // "This network": on Linux a connection to 0.0.0.0 reaches the machine itself.
  { cidr: '0.0.0.0/8', kind: 'unspecified' },
  { cidr: '10.0.0.0/8', kind: 'private' },
  // Carrier-grade NAT: shared between a provider's customers, never the public internet.
  { cidr: '100.64.0.0/10', kind: 'private' },
  // Alibaba Cloud's metadata service, inside the CGNAT range.
  { cidr: '100.100.100.200/32', kind: 'link-local' },
  { cidr: '127.0.0.0/8', kind: 'loopback' },
  // Holds 169.254.169.254, the metadata service of AWS, Google Cloud, Azure, Oracle, …
  { cidr: '169.254.0.0/16', kind: 'link-local' },
  { cidr: '172.16.0.0/12', kind: 'private' },
  { cidr: '192.168.0.0/16', kind: 'private' },
  { cidr: '224.0.0.0/4', kind: 'multicast' },
  { cidr: '240.0.0.0/4', kind: 'reserved' },
  { cidr: '255.255.255.255/32', kind: 'multicast' },
  { cidr: '::/128', kind: 'unspecified' },
  { cidr: '::1/128', kind: 'loopback' },
  // IPv4-compatible (deprecated), IPv4-mapped and NAT64 addresses reach the IPv4 address inside.
  { cidr: '::/96', kind: 'embedded-ipv4' },
  { cidr: '::ffff:0:0/96', kind: 'embedded-ipv4' },
  { cidr: '64:ff9b::/96', kind: 'embedded-ipv4' },
  // Unique-local addresses, the IPv6 private range.
  { cidr: 'fc00::/7', kind: 'private' },
  // AWS's metadata service over IPv6, inside the unique-local range.
  { cidr: 'fd00:ec2::254/128', kind: 'link-local' },
  { cidr: 'fe80::/10', kind: 'link-local' },
  // Site-local (deprecated), private in practice.
  { cidr: 'fec0::/10', kind: 'private' },
  { cidr: 'ff00::/8', kind: 'multicast' },
];

interface ParsedRange {
  family: 4 | 6;
  base: bigint;
  prefix: number;
  kind: RangeKind;
}

const BITS = { 4: 32, 6: 128 } as const;

function parseIpv4(text: string): bigint {
  return text
    .split('.')
    .reduce((value, part) => (value << 8n) | BigInt(Number.parseInt(part, 10)), 0n);
}

/** An IPv6 address as `net.isIP` accepts it (`::` shorthand, a dotted IPv4 tail) as 128 bits. */
function parseIpv6(text: string): bigint {
  let address = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1]) {
    const v4 = parseIpv4(dotted[1]);
    address = `${address.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

function parseAddress(address: string): { family: 4 | 6; value: bigint } | undefined {
  // A zone (fe80::1%eth0) names the interface; it does not change the address.
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return { family, value: parseIpv4(bare) };
  if (family === 6) return { family, value: parseIpv6(bare) };
  return undefined;
}

const mask = (family: 4 | 6, prefix: number): bigint =>
  ((1n << BigInt(prefix)) - 1n) << BigInt(BITS[family] - prefix);

const RANGES: readonly ParsedRange[] = ADDRESS_RANGES.map(({ cidr, kind }) => {
  const [address = '', prefixText = ''] = cidr.split('/');
  const parsed = parseAddress(address);
  if (!parsed) throw new Error(`address-kinds: ${cidr} is not a range`);
  const prefix = Number(prefixText);
  return { family: parsed.family, base: parsed.value & mask(parsed.family, prefix), prefix, kind };
})
  // Most specific first: the first range that holds an address decides.
  .sort((a, b) => b.prefix - a.prefix);

function kindOf(family: 4 | 6, value: bigint): AddressKind {
  for (const range of RANGES) {
    if (range.family !== family || (value & mask(family, range.prefix)) !== range.base) continue;
    if (range.kind !== 'embedded-ipv4') return range.kind;
    return kindOf(4, value & 0xffff_ffffn);
  }
  return 'public';
}

/** The kind of an IP address (IPv4 or IPv6, brackets allowed); undefined for anything else. */
export function classifyAddress(address: string): AddressKind | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const parsed = parseAddress(bare);
  return parsed ? kindOf(parsed.family, parsed.value) : undefined;
}

/** 4 or 6 for an IP address, 0 for anything else (net.isIP, zones allowed). */
export function addressFamily(address: string): 0 | 4 | 6 {
  return parseAddress(address)?.family ?? 0;
}
