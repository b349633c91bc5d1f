import { createVerifier, verifyPlainPassword } from '../../domain/srp-server';
import type { PoolContext } from '../../pool-context';
import { notAuthorized, userNotFound } from '../errors';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { clearFailedSignIns, findUserByLogin, lockUser, recordFailedSignIn, type UserRecord } from '../store/users';

/**
 * The user a sign-in names. In Cognito's LEGACY mode (pool-settings) an unknown name says so;
 * otherwise it reads like a wrong password.
 */
export async function findUserForSignIn(pool: PoolContext, username: string): Promise<UserRecord> {
  const user = await findUserByLogin(pool.db, username);
  if (!user) throw pool.settings.preventUserExistenceErrors ? notAuthorized() : userNotFound();
  return user;
}

export function isLocked(user: UserRecord, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
}

/**
 * Refuses a locked account, and a disabled one, before any password is looked at. With
 * PreventUserExistenceErrors a disabled account is refused only for its right password
 * (assertSignInEnabled), so a wrong one reads as it would for any name.
 */
export function assertMayTryPassword(pool: PoolContext, user: UserRecord): void {
  if (!user.enabled && !pool.settings.preventUserExistenceErrors) throw notAuthorized(MESSAGES.userDisabled);
  if (isLocked(user, pool.now())) throw notAuthorized(MESSAGES.passwordAttemptsExceeded);
}

/** After the right password: "User is disabled." for a disabled account. */
export function assertSignInEnabled(user: UserRecord): void {
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
}

/** Counts a wrong password; the attempt that reaches the limit locks the account. */
export async function recordWrongPassword(pool: PoolContext, user: UserRecord): Promise<void> {
  const failures = await recordFailedSignIn(pool.db, user.sub);
  if (failures >= LIMITS.maxFailedSignIns) {
    await lockUser(pool.db, user.sub, new Date(pool.now().getTime() + LIMITS.lockoutMs));
  }
}

export async function recordRightPassword(pool: PoolContext, user: UserRecord): Promise<void> {
  if (user.failedSignInAttempts !== 0 || user.lockedUntil !== null) await clearFailedSignIns(pool.db, user.sub);
}

export function matchesPassword(pool: PoolContext, user: UserRecord, password: string): boolean {
  if (user.srpSalt === null || user.srpVerifier === null) return false;
  return verifyPlainPassword({
    poolName: pool.srpPoolName,
    userIdForSrp: user.username,
    salt: user.srpSalt,
    verifier: user.srpVerifier,
    password,
  });
}

/** A plain-password check with lockout: throws "Incorrect username or password." on a mismatch. */
export async function checkPassword(pool: PoolContext, user: UserRecord, password: string): Promise<void> {
  assertMayTryPassword(pool, user);
  if (!matchesPassword(pool, user, password)) {
    await recordWrongPassword(pool, user);
    throw notAuthorized();
  }
  assertSignInEnabled(user);
  await recordRightPassword(pool, user);
}

/** The stored form of a new password: SRP salt and verifier over the immutable username. */
export function passwordRecord(pool: PoolContext, user: Pick<UserRecord, 'username'>, password: string) {
  const { salt, verifier } = createVerifier(pool.srpPoolName, user.username, password);
  return { srpSalt: salt, srpVerifier: verifier };
}
