import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { nextTotpCode } from '../../identity/test-support/totp-codes';
import { TEST_PASSWORD, type TestUser } from './start-data-backend';

/** One user's token store for the Amplify client. */
class MemoryStorage implements KeyValueStorageInterface {
  private readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
  holdsTokens(): boolean {
    return [...this.items.keys()].some((key) => key.endsWith('.accessToken'));
  }
}

/** Users without a second factor share one store; each user with one keeps theirs. */
const plainStorage = new MemoryStorage();
const secondFactorSessions = new Map<string, MemoryStorage>();

/**
 * Signs the real Amplify client in as a test user. A user without a second factor: whoever was
 * signed in is signed out, then a password sign-in. A user with one (staff): their own session,
 * signed in once with password and the next authenticator-app code, then switched back to, since
 * the pool accepts each 30-second code once and suites switch users many times a minute.
 */
export async function signInAs(user: TestUser): Promise<void> {
  if (!user.totpSecret) {
    await switchStorage(plainStorage);
    await signOut();
    await signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    return;
  }
  const known = secondFactorSessions.get(user.sub);
  // A plain signOut() while this session was current emptied it: then it signs in again.
  if (known?.holdsTokens()) {
    await switchStorage(known);
    return;
  }
  const storage = new MemoryStorage();
  await switchStorage(storage);
  const result = await signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (result.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') throw new Error(`expected a TOTP code step, got ${result.nextStep.signInStep}`);
  const done = await confirmSignIn({ challengeResponse: await nextTotpCode(user.totpSecret) });
  if (!done.isSignedIn) throw new Error(`expected to be signed in, got ${done.nextStep.signInStep}`);
  secondFactorSessions.set(user.sub, storage);
}

/** Back to the shared store, signed out: call before a guest's requests (a plain signOut() would end the current staff session). */
export async function signOutAll(): Promise<void> {
  await switchStorage(plainStorage);
  await signOut();
}

/**
 * Switches the token store. The identity-pool credentials (and identity id) the client cached
 * belong to the previous user's tokens, so they go too; the next session fetch gets this user's.
 */
async function switchStorage(storage: MemoryStorage): Promise<void> {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  await Amplify.clearCredentials();
}
