import { addressForLimits } from '../../../src/lib/client-address';

describe('the address a per-address limit counts', () => {
  test('an IPv4 address is itself, however it is written', () => {
    expect(addressForLimits('203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  test('an IPv6 address is its /64, however it is shortened', () => {
    for (const ip of [
      '2001:db8:7:8::1',
      '2001:0DB8:0007:0008:ffff:ffff:ffff:ffff',
      '2001:db8:7:8:0:0:0:0',
      '2001:db8:7:8::2%eth0',
    ])
      expect({ ip, counted: addressForLimits(ip) }).toEqual({ ip, counted: '2001:db8:7:8::/64' });
    expect(addressForLimits('::1')).toBe('0:0:0:0::/64');
    expect(addressForLimits('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressForLimits('::ffff:0:203.0.113.7')).toBe('0:0:0:0::/64');
  });

  test('what is no IP address ("unknown": the socket had none) is counted as it is', () => {
    expect(addressForLimits('unknown')).toBe('unknown');
  });
});
