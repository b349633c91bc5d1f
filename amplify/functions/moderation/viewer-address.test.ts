import { viewerAddressOf } from './viewer-address';

describe('viewerAddressOf', () => {
  it('takes the address CloudFront appended before its own, as AppSync passes them', () => {
    expect(viewerAddressOf('68.100.102.141, 130.176.134.152')).toBe('68.100.102.141');
  });

  it('never takes what the visitor wrote into the header themselves', () => {
    expect(viewerAddressOf('6.6.6.6, 68.100.102.141, 130.176.134.152')).toBe('68.100.102.141');
    expect(viewerAddressOf('6.6.6.6,7.7.7.7, 68.100.102.141,130.176.134.152')).toBe('68.100.102.141');
    // Junk and blank entries written by the visitor change nothing either.
    expect(viewerAddressOf('not an address, , 203.0.113.9, 130.176.134.152')).toBe('203.0.113.9');
  });

  it('answers an IPv6 viewer as their /64: another address of theirs is the same visitor', () => {
    const edge = '2600:9000:2000::1';
    expect(viewerAddressOf(`2001:db8:0:1::7, ${edge}`)).toBe('2001:0db8:0000:0001::/64');
    expect(viewerAddressOf(`2001:db8:0:1:dead:beef:0:1, ${edge}`)).toBe('2001:0db8:0000:0001::/64');
    expect(viewerAddressOf(`2001:db8:0:2::7, ${edge}`)).toBe('2001:0db8:0000:0002::/64');
    expect(viewerAddressOf('::ffff:203.0.113.9, 130.176.134.152')).toBe('203.0.113.9');
  });

  it('takes a lone entry, and names no one without the header', () => {
    expect(viewerAddressOf('203.0.113.9')).toBe('203.0.113.9');
    expect(viewerAddressOf(undefined)).toBe('unknown');
    expect(viewerAddressOf(' , ')).toBe('unknown');
  });
});
