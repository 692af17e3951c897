import { describe, expect, it } from 'vitest';
import { canonicalIp, cardKey, normalCountry, normalEmail, requestIp } from './entry-values.ts';

// The normal forms one entry and every transaction are compared in.

describe('canonicalIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7\t', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:7', '2001:db8::7'],
    ['2001:0db8:0000:0000:0001:0000:0000:0001', '2001:db8::1:0:0:1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['::', '::'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    ['::FFFF:C633:6409', '198.51.100.9'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    // Not IPv4-mapped: the IPv4-compatible and NAT64 forms stay IPv6.
    ['::198.51.100.9', '::c633:6409'],
    ['64:ff9b::198.51.100.9', '64:ff9b::c633:6409'],
  ])('%s is %s', (sent, canonical) => {
    expect(canonicalIp(sent)).toBe(canonical);
  });

  it.each([
    '010.0.0.1',
    '1.2.3',
    '256.0.0.1',
    '0x7f.0.0.1',
    'fe80::1%eth0',
    '2001:db8::g',
    '1::2::3',
    'localhost',
    '',
  ])('refuses %j', (sent) => {
    expect(canonicalIp(sent)).toBeUndefined();
  });

  it('reads a request address with its zone dropped', () => {
    expect(requestIp('fe80::1%eth0')).toBe('fe80::1');
    expect(requestIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(requestIp(undefined)).toBeUndefined();
  });
});

describe('the other normal forms', () => {
  it('compares e-mail addresses without case, and country codes upper case', () => {
    expect(normalEmail(' Mallory@Example.COM ')).toBe('mallory@example.com');
    expect(normalCountry('DEU')).toBeUndefined();
    expect(normalCountry('d1')).toBeUndefined();
  });

  it.each([
    ['eve+shop2@example.com', 'eve@example.com'],
    ['Eve+Shop2+x@Example.com', 'eve@example.com'],
    ['eve+@example.com', 'eve@example.com'],
    // Nothing before the tag: the address is kept as it is.
    ['+eve@example.com', '+eve@example.com'],
    ['eve@example.com', 'eve@example.com'],
  ])('compares %s without its +tag, as %s', (sent, normal) => {
    expect(normalEmail(sent)).toBe(normal);
  });

  it('keys a card by BIN, last 4 and expiry, the month on two digits', () => {
    expect(cardKey({ bin: '424242', last4: '4242', expiryMonth: 3, expiryYear: 2030 })).toBe(
      'card:424242:4242:03/2030',
    );
  });
});
