import { computeS256Challenge, isValidCodeVerifier, matchesS256Challenge } from './pkce';

describe('PKCE with S256', () => {
  // RFC 7636, appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('computes the challenge of the RFC example', () => {
    expect(computeS256Challenge(verifier)).toBe(challenge);
  });

  it('accepts the verifier that made the challenge and refuses any other', () => {
    expect(matchesS256Challenge(verifier, challenge)).toBe(true);
    expect(matchesS256Challenge(`${verifier.slice(0, -1)}Y`, challenge)).toBe(false);
  });

  it('refuses verifiers outside 43 to 128 unreserved characters', () => {
    expect(isValidCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isValidCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isValidCodeVerifier(`${'a'.repeat(42)} `)).toBe(false);
    expect(isValidCodeVerifier('A1'.repeat(64))).toBe(true);
    expect(matchesS256Challenge('short', challenge)).toBe(false);
  });
});
