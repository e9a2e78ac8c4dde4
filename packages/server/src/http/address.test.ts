import { describe, expect, it } from 'vitest';
import { clientAddress, limitKey } from './address.js';

describe('clientAddress', () => {
  it('believes as many X-Forwarded-For entries from the right as there are trusted proxies', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '198.51.100.1, 203.0.113.7', 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', '203.0.113.7', 0)).toBe('10.0.0.1');
    expect(clientAddress(undefined, undefined, 1)).toBe('unknown');
  });
});

describe('limitKey', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::5%eth0',
      '2001:db8:1:2:0:0:198.51.100.1',
    ])
      expect(limitKey(address)).toBe(key);
    expect(limitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(limitKey('1::')).toBe('1:0:0:0::/64');
  });

  it('counts an IPv4-mapped address as its IPv4 address, and IPv4 or anything else as it is', () => {
    expect(limitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitKey('::ffff:c000:201')).toBe('192.0.2.1');
    expect(limitKey('192.0.2.1')).toBe('192.0.2.1');
    // Not mapped: a translation prefix (NAT64) is a network of its own.
    expect(limitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(limitKey('unknown')).toBe('unknown');
  });
});
