import { describe, expect, it } from 'vitest';
import { testResolver } from '../../test-support/test-resolver.ts';
import {
  checkHost,
  type HostResolver,
  type OutboundPolicy,
  refusalAdvice,
  resolveChecked,
} from './address-policy.ts';

// The rule itself, without any connection: names resolve through a resolver the test writes.

const EXPOSED: OutboundPolicy = { allowInternal: false };
const LAPTOP: OutboundPolicy = { allowInternal: true };

/** One answer per name, whatever the number of lookups. */
const resolver = (table: Record<string, string[]>) =>
  testResolver(Object.fromEntries(Object.entries(table).map(([name, answer]) => [name, [answer]])));

const refusedWith = async (policy: OutboundPolicy, host: string, resolve: HostResolver) => {
  const target = await resolveChecked(policy, host, resolve);
  return target.ok ? 'allowed' : target.refusal.message;
};

describe('the outbound address rule', () => {
  it('refuses loopback and private addresses beyond a loopback HOST, allows them on one', async () => {
    const none = resolver({});
    for (const url of [
      'http://127.0.0.1:9102/',
      'http://localhost:9102/',
      'http://app.localhost/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:7f00:1]/',
    ]) {
      const host = new URL(url).hostname;
      expect(await refusedWith(EXPOSED, host, none), url).toBe('refused: loopback address');
    }
    for (const host of ['10.1.2.3', '172.20.0.5', '192.168.0.10', '100.64.1.1', '[fd00::5]']) {
      expect(await refusedWith(EXPOSED, host, none), host).toBe('refused: private address');
      expect(await refusedWith(LAPTOP, host, none), host).toBe('allowed');
    }
    expect(await refusedWith(LAPTOP, '127.0.0.1', none)).toBe('allowed');
    expect(await refusedWith(LAPTOP, '[::1]', none)).toBe('allowed');
    // Literal addresses and localhost are judged without a lookup.
    expect(none.calls).toEqual([]);
  });

  it('always refuses unspecified, link-local, metadata, multicast and broadcast addresses', async () => {
    const none = resolver({});
    const cases: [string, string][] = [
      ['0.0.0.0', 'refused: unspecified address'],
      ['[::]', 'refused: unspecified address'],
      ['169.254.169.254', 'refused: link-local or metadata address'],
      ['[fe80::1]', 'refused: link-local or metadata address'],
      ['metadata.google.internal', 'refused: link-local or metadata address'],
      ['METADATA.google.internal.', 'refused: link-local or metadata address'],
      ['metadata', 'refused: link-local or metadata address'],
      ['224.0.0.251', 'refused: multicast or broadcast address'],
      ['255.255.255.255', 'refused: multicast or broadcast address'],
      ['[ff02::1]', 'refused: multicast or broadcast address'],
    ];
    for (const [host, message] of cases) {
      expect(await refusedWith(LAPTOP, host, none), host).toBe(message);
      expect(await refusedWith(EXPOSED, host, none), host).toBe(message);
    }
    // The metadata names are refused by name: never looked up.
    expect(none.calls).toEqual([]);
  });

  it('resolves a name once and refuses it when any address it answers is refused', async () => {
    const resolve = resolver({
      'rebind.test': ['169.254.169.254'],
      'mixed.test': ['93.184.216.34', '10.0.0.7'],
      'shop.test': ['93.184.216.34', '2606:4700::6810:84e5'],
      'handler.test': ['127.0.0.1'],
    });
    expect(await refusedWith(LAPTOP, 'rebind.test', resolve)).toBe(
      'refused: link-local or metadata address',
    );
    expect(await refusedWith(EXPOSED, 'mixed.test', resolve)).toBe('refused: private address');
    expect(await refusedWith(EXPOSED, 'handler.test', resolve)).toBe('refused: loopback address');
    expect(await resolveChecked(EXPOSED, 'shop.test', resolve)).toEqual({
      ok: true,
      addresses: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::6810:84e5', family: 6 },
      ],
    });
    expect(resolve.calls).toEqual(['rebind.test', 'mixed.test', 'handler.test', 'shop.test']);
    await expect(resolveChecked(EXPOSED, 'nowhere.test', resolve)).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });

  it('says how to allow an internal target, and that the others are never allowed', () => {
    const loopback = checkHost(EXPOSED, '127.0.0.1');
    const metadata = checkHost(LAPTOP, '169.254.169.254');
    if (loopback.ok || metadata.ok) throw new Error('expected refusals');
    expect(refusalAdvice(loopback.refusal, '0.0.0.0')).toBe(
      'HOST 0.0.0.0 is not a loopback address, so loopback and private addresses are refused; set SANDBOX_POSTBACK_TARGETS=any to allow them',
    );
    expect(refusalAdvice(metadata.refusal, '127.0.0.1')).toContain('always refused');
  });
});
