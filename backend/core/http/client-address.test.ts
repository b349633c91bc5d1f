import type { IncomingMessage } from 'node:http';
import { createClientAddressReader, unreadableProxyEntries } from './client-address';

const request = (peer: string | undefined, forwardedFor?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('createClientAddressReader', () => {
  it('without trusted proxies, is the peer, whatever X-Forwarded-For claims', () => {
    const addressOf = createClientAddressReader([]);
    expect(addressOf(request('203.0.113.7', '198.51.100.1'))).toBe('203.0.113.7');
    expect(addressOf(request('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(addressOf(request(undefined))).toBeUndefined();
  });

  it('behind a trusted proxy, is whom it forwarded for; from anyone else, the header is ignored', () => {
    const addressOf = createClientAddressReader(['127.0.0.1', '::1']);
    expect(addressOf(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(addressOf(request('::ffff:127.0.0.1', '203.0.113.8'))).toBe('203.0.113.8');
    expect(addressOf(request('::1', '2001:db8::5'))).toBe('2001:db8::5');
    expect(addressOf(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
    // The proxy itself, asking with no header (a health check): the proxy.
    expect(addressOf(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('reads from the right: what a visitor writes in the header themselves is not taken for them', () => {
    const addressOf = createClientAddressReader(['10.0.0.0/8']);
    // The visitor sent "X-Forwarded-For: 1.2.3.4"; the balancer appended the address it saw.
    expect(addressOf(request('10.0.0.2', '1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7');
    // Two trusted hops (CDN edge, then the balancer), the header split over two lines.
    expect(addressOf(request('10.0.0.2', ['1.2.3.4, 203.0.113.7', '10.1.2.3']))).toBe('203.0.113.7');
    // Every hop trusted: the farthest one.
    expect(addressOf(request('10.0.0.2', '10.9.9.9, 10.1.2.3'))).toBe('10.9.9.9');
    // Garbage right after a trusted hop: the nearest trusted hop stands.
    expect(addressOf(request('10.0.0.2', '203.0.113.7, not-an-address'))).toBe('10.0.0.2');
    expect(addressOf(request('10.0.0.2', 'constructor, __proto__'))).toBe('10.0.0.2');
  });

  it('a header of thousands of hops is read to its last 32 only', () => {
    const addressOf = createClientAddressReader(['10.0.0.0/8']);
    const header = [...Array.from({ length: 5000 }, () => '10.0.0.1'), '203.0.113.7'].join(', ');
    expect(addressOf(request('10.0.0.2', header))).toBe('203.0.113.7');
    const allTrusted = ['203.0.113.7', ...Array.from({ length: 40 }, () => '10.0.0.1')].join(', ');
    expect(addressOf(request('10.0.0.2', allTrusted))).toBe('10.0.0.1');
  });
});

describe('unreadableProxyEntries', () => {
  it('names what is neither an IP nor a CIDR range', () => {
    expect(unreadableProxyEntries(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8'])).toEqual([]);
    expect(unreadableProxyEntries(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3.4/x', '::1/129'])).toEqual(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3.4/x', '::1/129']);
  });

  it('gives the same answers once its remembered verdicts are full and forgotten', () => {
    const addressOf = createClientAddressReader(['10.0.0.0/8']);
    for (let index = 0; index < 3000; index++) {
      const visitor = `203.0.${Math.floor(index / 250)}.${index % 250}`;
      expect(addressOf(request('10.0.0.2', `${visitor}, 10.${index % 250}.0.1`))).toBe(visitor);
    }
    expect(addressOf(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
  });
});
