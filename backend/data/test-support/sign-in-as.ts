import { signIn, signOut } from 'aws-amplify/auth';
import { TEST_PASSWORD, type TestUser } from './start-data-backend';

/** Signs the real Amplify client in as a test user (whoever was signed in is signed out first). */
export async function signInAs(user: TestUser): Promise<void> {
  await signOut();
  await signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}
