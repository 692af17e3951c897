import { describe, expect, it } from 'vitest';
import { addressBucket, authThrottle } from './auth-throttle.ts';

function clock(start = '2026-11-22T10:00:00.000Z') {
  const state = { now: new Date(start) };
  return {
    now: () => state.now,
    advance: (ms: number) => {
      state.now = new Date(state.now.getTime() + ms);
    },
  };
}

describe('authThrottle', () => {
  it('lets an address fail perMinute times, then holds it until its window ends', () => {
    const time = clock();
    const throttle = authThrottle(3, time.now);
    for (let n = 0; n < 3; n += 1) {
      expect(throttle.retryAfter('203.0.113.7')).toBe(0);
      throttle.failed('203.0.113.7');
    }
    expect(throttle.retryAfter('203.0.113.7')).toBe(60);
    time.advance(59_001);
    expect(throttle.retryAfter('203.0.113.7')).toBe(1);
    time.advance(999);
    expect(throttle.retryAfter('203.0.113.7')).toBe(0);
    // A new window, a new budget.
    throttle.failed('203.0.113.7');
    expect(throttle.retryAfter('203.0.113.7')).toBe(0);
  });

  it('counts each address on its own', () => {
    const throttle = authThrottle(1, clock().now);
    throttle.failed('203.0.113.7');
    expect(throttle.retryAfter('203.0.113.7')).toBeGreaterThan(0);
    expect(throttle.retryAfter('203.0.113.8')).toBe(0);
  });

  it('counts the window from the first failure (a fixed window, not a sliding one)', () => {
    const time = clock();
    const throttle = authThrottle(2, time.now);
    throttle.failed('198.51.100.1');
    time.advance(50_000);
    throttle.failed('198.51.100.1');
    expect(throttle.retryAfter('198.51.100.1')).toBe(10);
  });

  it('is off at 0', () => {
    const throttle = authThrottle(0, clock().now);
    for (let n = 0; n < 250; n += 1) throttle.failed('203.0.113.7');
    expect(throttle.retryAfter('203.0.113.7')).toBe(0);
  });

  it('forgets the oldest windows first when tracking 10,000 addresses, never the recent ones', () => {
    const time = clock();
    const throttle = authThrottle(1, time.now);
    throttle.failed('10.0.0.0');
    time.advance(1);
    for (let n = 1; n <= 10_000; n += 1) {
      throttle.failed(`10.0.${Math.floor(n / 256)}.${n % 256}`);
    }
    expect(throttle.retryAfter('10.0.0.0')).toBe(0);
    expect(throttle.retryAfter('10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfter('10.0.39.16')).toBeGreaterThan(0);
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s under %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it('puts every address of one /64 in one bucket, and other /64s in others', () => {
    expect(addressBucket('2001:db8:1:2::a')).toBe(addressBucket('2001:db8:1:2:ffff::b'));
    expect(addressBucket('2001:db8:1:2::a')).not.toBe(addressBucket('2001:db8:1:3::a'));
  });
});
