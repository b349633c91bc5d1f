import { referrerOriginOf } from './referrer-origin';

const SITE = 'https://banwatch.example';

describe('referrerOriginOf', () => {
  it("keeps only another site's origin, never its path or query", () => {
    expect(referrerOriginOf('https://news.example/story/42?who=me#top', SITE)).toBe('https://news.example');
    expect(referrerOriginOf('http://blog.example:8080/post', SITE)).toBe('http://blog.example:8080');
  });

  it('gives nothing for this site, with or without www., on any port or scheme', () => {
    expect(referrerOriginOf('https://banwatch.example/briefs', SITE)).toBeUndefined();
    expect(referrerOriginOf('https://www.banwatch.example/', SITE)).toBeUndefined();
    expect(referrerOriginOf('http://banwatch.example:3000/', SITE)).toBeUndefined();
  });

  it('gives nothing without a referrer or for one that is not a web page', () => {
    expect(referrerOriginOf('', SITE)).toBeUndefined();
    expect(referrerOriginOf('android-app://com.example.app/', SITE)).toBeUndefined();
    expect(referrerOriginOf('not a url', SITE)).toBeUndefined();
  });
});
