import type { IncomingMessage } from 'node:http';
import { isSameOriginPost } from './same-origin-post';

const ORIGIN = 'https://localhost:3400';
const post = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('isSameOriginPost', () => {
  it.each([
    ['its own Origin', { origin: ORIGIN }],
    ['its own Origin with the default port spelled out', { origin: 'https://localhost:3400' }],
    ['no Origin but a Referer from its own pages', { referer: `${ORIGIN}/oauth2/authorize?client_id=x` }],
    ['Sec-Fetch-Site same-origin and its own Origin', { 'sec-fetch-site': 'same-origin', origin: ORIGIN }],
  ])('accepts a post with %s', (_case, headers) => {
    expect(isSameOriginPost(post(headers), ORIGIN)).toBe(true);
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null (an opaque origin, or a no-referrer page)', { origin: 'null' }],
    ['another scheme', { origin: 'http://localhost:3400' }],
    ['another port', { origin: 'https://localhost:3401' }],
    ['its own Origin but Sec-Fetch-Site cross-site', { origin: ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ['an Origin that wins over a good Referer', { origin: 'https://evil.example', referer: `${ORIGIN}/` }],
    ['a Referer from elsewhere', { referer: 'https://evil.example/x' }],
    ['neither Origin nor Referer', {}],
    ['garbage', { origin: 'not a url', referer: 'also not' }],
  ])('refuses a post with %s', (_case, headers) => {
    expect(isSameOriginPost(post(headers), ORIGIN)).toBe(false);
  });
});
