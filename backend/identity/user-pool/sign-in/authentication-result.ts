import { randomUUID } from 'node:crypto';
import { createRefreshToken, hashRefreshToken, issueTokens, type IdentityClaim, type TokenUser } from '../../domain/tokens';
import { readIdentitiesClaim } from '../../oauth/federation/identities-claim';
import type { PoolContext } from '../../pool-context';
import { insertRefreshToken } from '../store/refresh-tokens';
import type { UserRecord } from '../store/users';
import { staffTokenOverrides } from './staff-token-overrides';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** What InitiateAuth and RespondToAuthChallenge answer: tokens, or the next challenge with its Session. */
export interface AuthResponse {
  ChallengeName?: string;
  ChallengeParameters: Record<string, string>;
  Session?: string;
  AuthenticationResult?: AuthenticationResult;
  AvailableChallenges?: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a hosted (OAuth 2.0) sign-in adds to a plain one. */
export interface HostedGrant {
  /** Space-separated scopes granted; they go into the access token, now and on every refresh. */
  scope: string;
  nonce?: string;
  /** When the user authenticated (the hosted page's session may be older than this request). */
  authTime: Date;
}

interface SignedClaims {
  originJti: string;
  authTime: Date;
  scope?: string;
  nonce?: string;
}

function toTokenUser(user: UserRecord, identities: readonly IdentityClaim[]): TokenUser {
  return {
    sub: user.sub,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    groups: user.groups,
    attributes: user.attributes,
    identities,
  };
}

async function signTokens(pool: PoolContext, user: UserRecord, { originJti, authTime, scope, nonce }: SignedClaims) {
  // What Cognito's pre-token-generation trigger answers on AWS, applied the same way here.
  const overrides = staffTokenOverrides(pool, user);
  return issueTokens({
    issuer: pool.issuer,
    clientId: pool.ids.userPoolClientId,
    // Every id token of a federated (or linked) user names its providers, refreshes included.
    user: { ...toTokenUser(user, await readIdentitiesClaim(pool.db, user.sub)), ...overrides },
    authTime,
    originJti,
    scope,
    nonce,
    keys: pool.signingKeys,
    now: pool.now(),
    lifetimeSeconds: pool.settings.tokenValidity.accessAndIdMinutes * 60,
  });
}

/**
 * A completed sign-in: a new refresh token row, and access and id tokens bound to it by
 * origin_jti. A hosted sign-in passes its grant (scopes, nonce, authentication time).
 */
export async function completeSignIn(pool: PoolContext, user: UserRecord, grant?: HostedGrant): Promise<AuthResponse> {
  const now = pool.now();
  const originJti = randomUUID();
  const refreshToken = createRefreshToken();
  const authTime = grant?.authTime ?? now;
  await insertRefreshToken(pool.db, {
    originJti,
    tokenHash: hashRefreshToken(refreshToken),
    userSub: user.sub,
    clientId: pool.ids.userPoolClientId,
    authTime,
    expiresAt: new Date(now.getTime() + pool.settings.tokenValidity.refreshDays * DAY_MS),
    scope: grant?.scope,
  });
  const tokens = await signTokens(pool, user, { originJti, authTime, scope: grant?.scope, nonce: grant?.nonce });
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresIn,
      TokenType: 'Bearer',
      RefreshToken: refreshToken,
      IdToken: tokens.idToken,
    },
  };
}

/** New access and id tokens for an existing sign-in (same scopes); the refresh token itself is not rotated. */
export async function refreshSignIn(
  pool: PoolContext,
  user: UserRecord,
  sign: { originJti: string; authTime: Date; scope?: string },
): Promise<AuthenticationResult> {
  const tokens = await signTokens(pool, user, sign);
  return { AccessToken: tokens.accessToken, ExpiresIn: tokens.expiresIn, TokenType: 'Bearer', IdToken: tokens.idToken };
}
