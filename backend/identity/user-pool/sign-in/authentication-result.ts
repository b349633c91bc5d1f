import { randomUUID } from 'node:crypto';
import { createRefreshToken, hashRefreshToken, issueTokens, type TokenUser } from '../../domain/tokens';
import type { PoolContext } from '../../pool-context';
import { insertRefreshToken } from '../store/refresh-tokens';
import type { UserRecord } from '../store/users';

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

function toTokenUser(user: UserRecord): TokenUser {
  return {
    sub: user.sub,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    groups: user.groups,
    attributes: user.attributes,
  };
}

async function signTokens(pool: PoolContext, user: UserRecord, originJti: string, authTime: Date) {
  return issueTokens({
    issuer: pool.issuer,
    clientId: pool.ids.userPoolClientId,
    user: toTokenUser(user),
    authTime,
    originJti,
    keys: pool.signingKeys,
    now: pool.now(),
    lifetimeSeconds: pool.settings.tokenValidity.accessAndIdMinutes * 60,
  });
}

/** A completed sign-in: a new refresh token row, and access and id tokens bound to it by origin_jti. */
export async function completeSignIn(pool: PoolContext, user: UserRecord): Promise<AuthResponse> {
  const now = pool.now();
  const originJti = randomUUID();
  const refreshToken = createRefreshToken();
  await insertRefreshToken(pool.db, {
    originJti,
    tokenHash: hashRefreshToken(refreshToken),
    userSub: user.sub,
    clientId: pool.ids.userPoolClientId,
    authTime: now,
    expiresAt: new Date(now.getTime() + pool.settings.tokenValidity.refreshDays * DAY_MS),
  });
  const tokens = await signTokens(pool, user, originJti, now);
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

/** New access and id tokens for an existing sign-in; the refresh token itself is not rotated. */
export async function refreshSignIn(
  pool: PoolContext,
  user: UserRecord,
  sign: { originJti: string; authTime: Date },
): Promise<AuthenticationResult> {
  const tokens = await signTokens(pool, user, sign.originJti, sign.authTime);
  return { AccessToken: tokens.accessToken, ExpiresIn: tokens.expiresIn, TokenType: 'Bearer', IdToken: tokens.idToken };
}
