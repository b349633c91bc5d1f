import { absoluteUrl, siteOrigin } from './site-origin';

describe('the site origin search engines see', () => {
  it('comes from PUBLIC_URL, without any path or trailing slash', () => {
    expect(siteOrigin({ PUBLIC_URL: 'https://bans.example.org/some/path/' })).toBe('https://bans.example.org');
    expect(siteOrigin({ PUBLIC_URL: 'http://localhost:3410' })).toBe('http://localhost:3410');
  });

  it('falls back to localhost on PORT, or 3000', () => {
    expect(siteOrigin({ PORT: '3410' })).toBe('http://localhost:3410');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ PUBLIC_URL: 'not a url', PORT: '8080' })).toBe('http://localhost:8080');
  });

  it('makes site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/briefs/a b', 'https://x.example')).toBe('https://x.example/briefs/a%20b');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://x.example')).toBe('https://cdn.example/a.png');
  });
});
