import { createCredentialsSecret, createIdentityCredentialsVerifier, issueIdentityCredentials } from './identity-credentials';

const NOW = new Date('2026-03-03T09:05:01Z');
const secret = createCredentialsSecret();
const claims = { identityId: 'us-west-2:0b8f5e3a-1111-4222-8333-944445555666', role: 'authenticated' as const, groups: ['ADMINS'], sub: 'sub-1' };

describe('identity-pool credentials', () => {
  const issued = issueIdentityCredentials(secret, claims, NOW);
  const verify = createIdentityCredentialsVerifier(secret);

  it('verify without any lookup, re-deriving the secret key', () => {
    expect(verify(issued.AccessKeyId, issued.SessionToken, NOW)).toEqual({
      ...claims,
      expiresAt: new Date(issued.Expiration * 1000),
      secretKey: issued.SecretKey,
    });
    expect(issued.Expiration - NOW.getTime() / 1000).toBe(3600);
  });

  it('are refused with another access key id, a changed token, another secret, or after expiry', () => {
    const other = issueIdentityCredentials(secret, claims, NOW);
    expect(verify(other.AccessKeyId, issued.SessionToken, NOW)).toBeNull();
    const [payload, signature] = issued.SessionToken.split('.');
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), groups: ['ADMINS', 'ROOT'] }),
    ).toString('base64url');
    expect(verify(issued.AccessKeyId, `${widened}.${signature}`, NOW)).toBeNull();
    expect(createIdentityCredentialsVerifier(createCredentialsSecret())(issued.AccessKeyId, issued.SessionToken, NOW)).toBeNull();
    expect(verify(issued.AccessKeyId, issued.SessionToken, new Date(NOW.getTime() + 3600_000))).toBeNull();
    expect(verify(issued.AccessKeyId, 'garbage', NOW)).toBeNull();
  });
});
