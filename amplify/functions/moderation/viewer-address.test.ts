import { viewerAddressOf } from './viewer-address';

describe('viewerAddressOf', () => {
  it('takes the address CloudFront appended before its own, as AppSync passes them', () => {
    expect(viewerAddressOf('68.100.102.141, 130.176.134.152')).toBe('68.100.102.141');
  });

  it('never takes what the visitor wrote into the header themselves', () => {
    expect(viewerAddressOf('6.6.6.6, 68.100.102.141, 130.176.134.152')).toBe('68.100.102.141');
    expect(viewerAddressOf('6.6.6.6,7.7.7.7, 68.100.102.141,130.176.134.152')).toBe('68.100.102.141');
    // Junk and blank entries written by the visitor change nothing either.
    expect(viewerAddressOf('not an address, , 2001:db8::7, 130.176.134.152')).toBe('2001:db8::7');
  });

  it('takes a lone entry, and names no one without the header', () => {
    expect(viewerAddressOf('203.0.113.9')).toBe('203.0.113.9');
    expect(viewerAddressOf(undefined)).toBe('unknown');
    expect(viewerAddressOf(' , ')).toBe('unknown');
  });
});
