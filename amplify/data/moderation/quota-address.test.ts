import { quotaAddressOf } from './quota-address';

describe('quotaAddressOf', () => {
  it('keys an IPv4 address as it is', () => {
    expect(quotaAddressOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const net = '2001:0db8:0000:0001::/64';
    for (const address of ['2001:db8:0:1::7', '2001:db8::1:0:0:0:1', '2001:DB8:0:1:ffff:ffff:ffff:ffff', '2001:0db8:0000:0001:0000:0000:0000:0001', ' 2001:db8:0:1::9 ']) {
      expect(quotaAddressOf(address)).toBe(net);
    }
    expect(quotaAddressOf('2001:db8:0:2::7')).toBe('2001:0db8:0000:0002::/64');
    expect(quotaAddressOf('::1')).toBe('0000:0000:0000:0000::/64');
    expect(quotaAddressOf('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(quotaAddressOf('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 visitor it names', () => {
    expect(quotaAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(quotaAddressOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(quotaAddressOf('0:0:0:0:0:FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps what is not an address as it is', () => {
    for (const text of ['unknown', '', 'not an address', '2001:db8::1::2']) expect(quotaAddressOf(text)).toBe(text);
  });
});
