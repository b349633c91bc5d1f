import { createCredentialsSecret, createIdentityCredentialsVerifier, issueIdentityCredentials } from './identity-credentials';
import { createVerifiedCredentialsCache, type VerifiedCredentialsEntry } from './verified-credentials-cache';

const NOW = new Date('2026-03-03T09:05:01Z');
const claims = { identityId: 'us-west-2:0b8f5e3a-1111-4222-8333-944445555666', role: 'authenticated' as const, groups: ['ADMINS'], sub: 'sub-1' };

const entry = (accessKeyId: string): VerifiedCredentialsEntry => ({
  accessKeyId,
  identityId: 'us-west-2:x',
  role: 'unauthenticated',
  groups: [],
  sub: null,
  expiresAtMs: NOW.getTime() + 60_000,
  secretKey: 'secret',
});

describe('verified session tokens, kept per server secret', () => {
  it('are looked up once verified, and the cached answer is the verified one', () => {
    const secret = createCredentialsSecret();
    const cache = createVerifiedCredentialsCache();
    const verify = createIdentityCredentialsVerifier(secret, cache);
    const issued = issueIdentityCredentials(secret, claims, NOW);
    const first = verify(issued.AccessKeyId, issued.SessionToken, NOW);
    expect(cache.size).toBe(1);
    expect(verify(issued.AccessKeyId, issued.SessionToken, NOW)).toEqual(first);
    expect(first).toMatchObject({ ...claims, secretKey: issued.SecretKey });
  });

  it('refuse a cached token once it has expired, and say it was genuine when asked as of long ago', () => {
    const secret = createCredentialsSecret();
    const verify = createIdentityCredentialsVerifier(secret);
    const issued = issueIdentityCredentials(secret, claims, NOW);
    expect(verify(issued.AccessKeyId, issued.SessionToken, NOW)).not.toBeNull();
    expect(verify(issued.AccessKeyId, issued.SessionToken, new Date(issued.Expiration * 1000))).toBeNull();
    expect(verify(issued.AccessKeyId, issued.SessionToken, new Date(0))).not.toBeNull();
  });

  it('refuse a cached token sent with another access key id', () => {
    const secret = createCredentialsSecret();
    const verify = createIdentityCredentialsVerifier(secret);
    const issued = issueIdentityCredentials(secret, claims, NOW);
    const other = issueIdentityCredentials(secret, claims, NOW);
    expect(verify(issued.AccessKeyId, issued.SessionToken, NOW)).not.toBeNull();
    expect(verify(other.AccessKeyId, issued.SessionToken, NOW)).toBeNull();
  });

  it('refuse every token the old secret signed once the secret is rotated (a new verifier, a new cache)', () => {
    const oldSecret = createCredentialsSecret();
    const issued = issueIdentityCredentials(oldSecret, claims, NOW);
    expect(createIdentityCredentialsVerifier(oldSecret)(issued.AccessKeyId, issued.SessionToken, NOW)).not.toBeNull();
    expect(createIdentityCredentialsVerifier(createCredentialsSecret())(issued.AccessKeyId, issued.SessionToken, NOW)).toBeNull();
  });

  it('never keep a forged or malformed token, so it is checked in full every time', () => {
    const secret = createCredentialsSecret();
    const cache = createVerifiedCredentialsCache();
    const verify = createIdentityCredentialsVerifier(secret, cache);
    const issued = issueIdentityCredentials(secret, claims, NOW);
    const [payload] = issued.SessionToken.split('.');
    const forged = `${payload}.${'A'.repeat(43)}`;
    for (const token of [forged, forged, 'garbage', '__proto__', 'constructor']) expect(verify(issued.AccessKeyId, token, NOW)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('hand each caller its own groups, so one cannot widen another request’s', () => {
    const secret = createCredentialsSecret();
    const verify = createIdentityCredentialsVerifier(secret);
    const issued = issueIdentityCredentials(secret, claims, NOW);
    verify(issued.AccessKeyId, issued.SessionToken, NOW)?.groups.push('ROOT');
    expect(verify(issued.AccessKeyId, issued.SessionToken, NOW)?.groups).toEqual(['ADMINS']);
  });

  it('stay within their bound, the oldest going first', () => {
    const cache = createVerifiedCredentialsCache(2);
    cache.remember('a', entry('A'));
    cache.remember('b', entry('B'));
    cache.remember('c', entry('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.accessKeyId).toBe('C');
  });

  it('treat names like __proto__ as tokens like any other', () => {
    const cache = createVerifiedCredentialsCache();
    expect(cache.get('__proto__')).toBeUndefined();
    expect(cache.get('toString')).toBeUndefined();
    cache.remember('__proto__', entry('P'));
    expect(cache.get('__proto__')?.accessKeyId).toBe('P');
    expect(cache.get('constructor')).toBeUndefined();
  });
});
