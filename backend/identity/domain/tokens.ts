import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { importPrivateKey, SIGNING_ALGORITHM, type SigningKey } from './signing-keys';

export { generateSigningKey, publicJwks, type SigningKey } from './signing-keys';
export { createRefreshToken, hashRefreshToken } from './refresh-tokens';

/** Cognito's default access and id token lifetime. */
export const TOKEN_LIFETIME_SECONDS = 3600;
/** The scope of every sign-in through the user-pool API; hosted sign-ins carry what they were granted. */
export const ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

export type TokenUse = 'access' | 'id';

export interface TokenUser {
  sub: string;
  /** The immutable internal username (the one used as USER_ID_FOR_SRP). */
  username: string;
  email: string;
  emailVerified: boolean;
  groups: readonly string[];
  /** Other readable attributes (name, phone_number, custom:*): id-token claims, as Cognito puts them. */
  attributes?: Readonly<Record<string, string>>;
  /** The user's identities at external providers: the id token's `identities` claim (left out when none). */
  identities?: readonly IdentityClaim[];
  /** Claims a pre-token-generation answer adds to both tokens (string values, as Cognito's trigger gives them). */
  addedClaims?: Readonly<Record<string, string>>;
}

/** One entry of Cognito's `identities` id-token claim; its odd string types are Cognito's own. */
export interface IdentityClaim {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: 'true' | 'false';
  dateCreated: string;
}

export interface IssueTokensInput {
  /** `<base URL>/<userPoolId>`; the identity pool's Logins key is derived from it. */
  issuer: string;
  clientId: string;
  user: TokenUser;
  authTime: Date;
  /** Stays the same across refreshes of one sign-in; its presence makes the client revoke on sign-out. */
  originJti: string;
  /** The first key signs; the others only stay published for tokens already out there. */
  keys: readonly SigningKey[];
  now: Date;
  /** Access and id token lifetime; Cognito's default hour unless the pool says otherwise. */
  lifetimeSeconds?: number;
  /** The access token's space-separated scopes; ADMIN_SCOPE unless a hosted sign-in granted others. */
  scope?: string;
  /** The OpenID Connect nonce of the authorization request, echoed in the id token. */
  nonce?: string;
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

export type TokenRejection =
  | 'malformed'
  | 'bad-algorithm'
  | 'unknown-key'
  | 'bad-signature'
  | 'expired'
  | 'wrong-issuer'
  | 'wrong-client'
  | 'wrong-token-use';

export type TokenVerification =
  { valid: true; claims: JWTPayload } | { valid: false; reason: TokenRejection };

export interface VerifyTokenOptions {
  issuer: string;
  jwks: JSONWebKeySet;
  tokenUse: TokenUse;
  /** Checked against client_id (access) or aud (id) when given; GetUser and friends carry no ClientId. */
  clientId?: string;
  now: Date;
}

const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Cognito leaves the groups claim out entirely for a user in no group. */
function groupClaim(groups: readonly string[]): { 'cognito:groups'?: string[] } {
  return groups.length > 0 ? { 'cognito:groups': [...groups] } : {};
}

export async function issueTokens(input: IssueTokensInput): Promise<IssuedTokens> {
  const [signingKey] = input.keys;
  if (!signingKey) throw new Error('no signing key');
  const privateKey = await importPrivateKey(signingKey);
  const issuedAt = toSeconds(input.now);
  const lifetime = input.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS;
  const shared = {
    ...input.user.addedClaims,
    ...groupClaim(input.user.groups),
    origin_jti: input.originJti,
    event_id: randomUUID(),
    auth_time: toSeconds(input.authTime),
  };

  const sign = (claims: JWTPayload): Promise<string> =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingKey.kid })
      .setSubject(input.user.sub)
      .setIssuer(input.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .setJti(randomUUID())
      .sign(privateKey);

  const [accessToken, idToken] = await Promise.all([
    sign({
      ...shared,
      client_id: input.clientId,
      token_use: 'access',
      scope: input.scope ?? ADMIN_SCOPE,
      username: input.user.username,
    }),
    sign({
      ...input.user.attributes,
      ...shared,
      aud: input.clientId,
      email_verified: input.user.emailVerified,
      'cognito:username': input.user.username,
      ...(input.user.identities?.length ? { identities: input.user.identities.map((identity) => ({ ...identity })) } : {}),
      token_use: 'id',
      email: input.user.email,
      ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
    }),
  ]);
  return { accessToken, idToken, expiresIn: lifetime };
}

function classifyFailure(error: unknown): TokenRejection {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'wrong-issuer';
    if (error.claim === 'aud') return 'wrong-client';
    return 'malformed';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad-signature';
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return 'bad-algorithm';
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return 'unknown-key';
  }
  return 'malformed';
}

/**
 * One key set per published JWKS object (a rotation puts a new object in place), so each public
 * key is imported once rather than on every verification.
 */
const localKeySets = new WeakMap<JSONWebKeySet, ReturnType<typeof createLocalJWKSet>>();

function localKeySetOf(jwks: JSONWebKeySet): ReturnType<typeof createLocalJWKSet> {
  let keySet = localKeySets.get(jwks);
  if (!keySet) {
    keySet = createLocalJWKSet(jwks);
    localKeySets.set(jwks, keySet);
  }
  return keySet;
}

/** A token whose signature and claims jose accepted, and the issuer and audience it was checked against. */
interface VerifiedToken {
  claims: JWTPayload;
  issuer: string;
  audience: string | undefined;
}

/** Tokens remembered per key set; the oldest goes first (a few MB at most). */
const VERIFIED_TOKENS_PER_KEY_SET = 4096;

/**
 * Tokens already verified against a published JWKS object, by their exact text. A signed-in
 * client sends the same token with every call for its hour, and an RSA verification is most of
 * what a GetUser costs; the same bytes verified against the same keys give the same answer, so
 * only what depends on the moment (exp, nbf) and on the caller's options is checked again. A
 * rotation publishes a new JWKS object, which starts with none: a token of a key withdrawn from
 * the JWKS is verified afresh, and refused. Only accepted tokens are kept, so a stream of bad
 * ones costs a verification each, as before.
 */
const verifiedTokens = new WeakMap<JSONWebKeySet, Map<string, VerifiedToken>>();

function rememberedToken(token: string, options: VerifyTokenOptions, audience: string | undefined): JWTPayload | undefined {
  const remembered = verifiedTokens.get(options.jwks)?.get(token);
  if (!remembered || remembered.issuer !== options.issuer || remembered.audience !== audience) return undefined;
  // jose's own time checks (no clock tolerance): expired from the exp second on, not before nbf.
  const now = toSeconds(options.now);
  const { exp, nbf } = remembered.claims;
  if (typeof exp !== 'number' || exp <= now || (nbf !== undefined && (typeof nbf !== 'number' || nbf > now))) return undefined;
  return remembered.claims;
}

function rememberToken(token: string, options: VerifyTokenOptions, verified: VerifiedToken): void {
  let tokens = verifiedTokens.get(options.jwks);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(options.jwks, tokens);
  }
  tokens.delete(token);
  tokens.set(token, verified);
  if (tokens.size > VERIFIED_TOKENS_PER_KEY_SET) tokens.delete(tokens.keys().next().value as string);
}

/** Checks signature (RS256 only), issuer, expiry, token_use and, when given, the client. */
export async function verifyToken(token: string, options: VerifyTokenOptions): Promise<TokenVerification> {
  const audience = options.tokenUse === 'id' ? options.clientId : undefined;
  let claims = rememberedToken(token, options, audience);
  if (!claims) {
    try {
      ({ payload: claims } = await jwtVerify(token, localKeySetOf(options.jwks), {
        algorithms: [SIGNING_ALGORITHM],
        issuer: options.issuer,
        audience,
        currentDate: options.now,
        requiredClaims: ['sub', 'exp', 'iat', 'jti', 'token_use'],
      }));
    } catch (error) {
      return { valid: false, reason: classifyFailure(error) };
    }
    // Frozen: every caller of a remembered token shares this object.
    Object.freeze(claims);
    rememberToken(token, options, { claims, issuer: options.issuer, audience });
  }
  if (claims.token_use !== options.tokenUse) return { valid: false, reason: 'wrong-token-use' };
  if (
    options.tokenUse === 'access' &&
    options.clientId !== undefined &&
    claims.client_id !== options.clientId
  ) {
    return { valid: false, reason: 'wrong-client' };
  }
  return { valid: true, claims };
}
