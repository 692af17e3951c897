import { describe, expect, it } from 'vitest';
import { type AddressKind, classifyAddress } from './address-kinds.ts';

// Addresses reach the classifier as `new URL()` leaves them (and as DNS answers them): every
// spelling a URL may use for an address must land in the right kind after the WHATWG parser.

const hostOf = (url: string): string => new URL(url).hostname;

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['http://127.0.0.1:9102/secret', 'loopback'],
    ['http://2130706433:9102/', 'loopback'],
    ['http://127.1:9102/', 'loopback'],
    ['http://0x7f.0.0.1:9102/', 'loopback'],
    ['http://0177.0.0.1:9102/', 'loopback'],
    ['http://0x7f000001:9102/', 'loopback'],
    ['http://127.255.255.254/', 'loopback'],
    ['http://127.0.0.1./', 'loopback'],
    ['http://[::1]:9102/', 'loopback'],
    ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]:9102/', 'loopback'],
    ['http://[::ffff:7f00:1]:9102/', 'loopback'],
    ['http://[::127.0.0.1]/', 'loopback'],
    ['http://[64:ff9b::127.0.0.1]/', 'loopback'],
    ['http://0.0.0.0:9102/', 'unspecified'],
    ['http://0/', 'unspecified'],
    ['http://0.1.2.3/', 'unspecified'],
    ['http://[::]:9102/', 'unspecified'],
    ['http://[::ffff:0.0.0.0]/', 'unspecified'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://2852039166/', 'link-local'],
    ['http://169.254.0.1/', 'link-local'],
    ['http://[::ffff:169.254.169.254]/', 'link-local'],
    ['http://[::ffff:a9fe:a9fe]/', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[febf:ffff::1]/', 'link-local'],
    ['http://[fd00:ec2::254]/', 'link-local'],
    ['http://100.100.100.200/', 'link-local'],
    ['http://10.0.0.1/', 'private'],
    ['http://10.255.255.255/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://172.31.255.255/', 'private'],
    ['http://192.168.1.20/', 'private'],
    ['http://100.64.0.1/', 'private'],
    ['http://100.127.255.255/', 'private'],
    ['http://[::ffff:10.1.2.3]/', 'private'],
    ['http://[fc00::1]/', 'private'],
    ['http://[fd12:3456::1]/', 'private'],
    ['http://[fec0::1]/', 'private'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://239.255.255.250/', 'multicast'],
    ['http://255.255.255.255/', 'multicast'],
    ['http://4294967295/', 'multicast'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://240.0.0.1/', 'reserved'],
    ['http://93.184.216.34/', 'public'],
    ['http://172.32.0.1/', 'public'],
    ['http://172.15.255.255/', 'public'],
    ['http://100.128.0.1/', 'public'],
    ['http://169.255.0.1/', 'public'],
    ['http://[2606:4700:4700::1111]/', 'public'],
    ['http://[::ffff:93.184.216.34]/', 'public'],
    ['http://[fe7f::1]/', 'public'],
  ])('%s is %s', (url, kind) => {
    expect(classifyAddress(hostOf(url))).toBe(kind);
  });

  it('reads addresses as a resolver answers them, with or without brackets and zones', () => {
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(classifyAddress('fe80::1%eth0')).toBe('link-local');
    expect(classifyAddress('8.8.8.8')).toBe('public');
  });

  it('has no kind for a name', () => {
    expect(classifyAddress('localhost')).toBeUndefined();
    expect(classifyAddress('metadata.google.internal')).toBeUndefined();
    expect(classifyAddress('1.2.3')).toBeUndefined();
  });
});
