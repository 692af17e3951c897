import { lookup } from 'node:dns/promises';
import { type AddressKind, addressFamily, classifyAddress } from './address-kinds.ts';

// Where the server may send requests: the postbacks to a merchant's callback URL, the test
// postback to any URL a caller names, and the start-up probe of MERCHANT_CALLBACK_URL. A host
// is resolved once, every address it resolves to is checked, and the request then connects to
// those checked addresses only (pinned-post.ts), so a name that answers a public address to the
// check and a private one to the connection (DNS rebinding) gains nothing.
//
// Always refused: unspecified, link-local and metadata, multicast and broadcast, reserved.
// Loopback and private addresses are refused too unless the policy allows them: a developer's
// laptop (a loopback HOST) posts to its own handler on 127.0.0.1, a shared sandbox must not reach
// its neighbours (SANDBOX_POSTBACK_TARGETS=any allows them there, config.ts).

export interface OutboundPolicy {
  /** Loopback and private addresses (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) may be targets. */
  allowInternal: boolean;
}

/** Resolves a host name to all its IP addresses; tests pass their own, the server uses DNS. */
export type HostResolver = (hostname: string) => Promise<readonly string[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type RefusedKind = Exclude<AddressKind, 'public'>;

export interface Refusal {
  kind: RefusedKind;
  /** `refused: <kind of address>`, the whole error a caller is shown. */
  message: string;
  /** Refused only because loopback and private targets are off (HOST is not loopback). */
  internal: boolean;
}

export type CheckedTarget =
  | { ok: true; addresses: readonly CheckedAddress[] }
  | { ok: false; refusal: Refusal };

/** A literal address checked, a name that needs resolving, or a refusal. */
export type HostCheck =
  | { ok: true; address: CheckedAddress }
  | { ok: true; name: string }
  | { ok: false; refusal: Refusal };

const KIND_NAMES: Record<RefusedKind, string> = {
  loopback: 'loopback address',
  private: 'private address',
  'link-local': 'link-local or metadata address',
  unspecified: 'unspecified address',
  multicast: 'multicast or broadcast address',
  reserved: 'reserved address',
};

// The clouds' metadata services by name: refused before any lookup, whatever they resolve to.
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

const refused = (kind: RefusedKind): Refusal => ({
  kind,
  message: `refused: ${KIND_NAMES[kind]}`,
  internal: kind === 'loopback' || kind === 'private',
});

/** The refusal of an address of `kind` under `policy`; undefined when it may be a target. */
export function refusalOf(policy: OutboundPolicy, kind: AddressKind): Refusal | undefined {
  if (kind === 'public') return undefined;
  const refusal = refused(kind);
  return refusal.internal && policy.allowInternal ? undefined : refusal;
}

/**
 * What can be said of a URL's host without resolving it: an IP address is classified (the WHATWG
 * parser has normalized every spelling), a metadata service's name and `localhost` (RFC 6761:
 * always loopback) are judged by name; any other name needs resolving.
 */
export function checkHost(policy: OutboundPolicy, hostname: string): HostCheck {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const kind = classifyAddress(host);
  if (kind !== undefined) {
    const refusal = refusalOf(policy, kind);
    if (refusal) return { ok: false, refusal };
    const family = addressFamily(host);
    return { ok: true, address: { address: host, family: family === 6 ? 6 : 4 } };
  }
  const name = host.toLowerCase().replace(/\.$/, '');
  if (METADATA_NAMES.has(name)) {
    return { ok: false, refusal: refused('link-local') };
  }
  if (name === 'localhost' || name.endsWith('.localhost')) {
    const refusal = refusalOf(policy, 'loopback');
    if (refusal) return { ok: false, refusal };
  }
  return { ok: true, name: host };
}

/**
 * Resolves `hostname` once and checks every address it resolves to: one refused address refuses
 * the host. The addresses answered are the only ones a request may connect to. Resolver errors
 * (no such host) are thrown.
 */
export async function resolveChecked(
  policy: OutboundPolicy,
  hostname: string,
  resolve: HostResolver,
): Promise<CheckedTarget> {
  const checked = checkHost(policy, hostname);
  if (!checked.ok) return checked;
  if ('address' in checked) return { ok: true, addresses: [checked.address] };
  const resolved = await resolve(checked.name);
  const addresses: CheckedAddress[] = [];
  for (const address of resolved) {
    const kind = classifyAddress(address);
    const family = addressFamily(address);
    // A resolver that answers something other than an address is not trusted with a request.
    if (kind === undefined || family === 0) {
      throw Object.assign(new Error(`${hostname} resolved to a non-address`), { code: 'EBADRESP' });
    }
    const refusal = refusalOf(policy, kind);
    if (refusal) return { ok: false, refusal };
    addresses.push({ address, family });
  }
  if (addresses.length === 0) {
    throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
  }
  return { ok: true, addresses };
}

/** What to do about a refusal, for the start-up banner and configuration errors. */
export function refusalAdvice(refusal: Refusal, host: string): string {
  return refusal.internal
    ? `HOST ${host} is not a loopback address, so loopback and private addresses are refused; set SANDBOX_POSTBACK_TARGETS=any to allow them`
    : 'Unspecified, link-local and metadata, multicast, broadcast and reserved addresses are always refused';
}
