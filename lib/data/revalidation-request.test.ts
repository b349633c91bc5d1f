import { parseRevalidationRequest } from './revalidation-request';

describe('a request to refresh cached pages', () => {
  it('accepts known tags and site paths', () => {
    expect(parseRevalidationRequest({ tags: ['briefs', 'briefs'], paths: ['/briefs/a'] })).toEqual({ tags: ['briefs'], paths: ['/briefs/a'] });
  });
  it.each([
    ['no body', null],
    ['no tags', { paths: ['/'] }],
    ['an unknown tag', { tags: ['users'] }],
    ['another site', { tags: ['briefs'], paths: ['//evil.example'] }],
    ['a path that is not a path', { tags: ['briefs'], paths: ['briefs'] }],
    ['too many paths', { tags: ['briefs'], paths: Array.from({ length: 21 }, (_, i) => `/p${i}`) }],
  ])('refuses %s', (_name, body) => {
    expect(parseRevalidationRequest(body)).toBeNull();
  });
});
