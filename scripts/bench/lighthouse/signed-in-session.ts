import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Amplify } from 'aws-amplify';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { generateClient } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { PROJECT_ROOT } from '../../../backend/core/project-root';
import { computeTotpCode, totpStep } from '../../../backend/identity/domain/totp';
import type { AmplifyOutputsDocument } from '../../../lib/amplify/amplify-outputs';
import { toResourcesConfig } from '../../../lib/amplify/resources-config';
import type { Schema } from '../../../lib/data/schema';
import { TokenKeys } from '../cluster/signed-in-users';

/** A cookie the site's Amplify client keeps its session in (lib/amplify/configure-amplify.ts: CookieStorage). */
export type SessionCookie = { name: string; value: string };

const PASSWORD = 'Lighthouse#Bench1';

/**
 * A user made with the operator CLI on the bench's server (`npm run admin -- create-user`, staff
 * with the authenticator app it enrols), signed in with the Amplify client as the site signs in,
 * a profile saved for a creator: the cookies a browser holding that session would carry.
 */
export async function signedInCookies(dataDir: string, user: { email: string; groups?: string[]; username?: string }): Promise<SessionCookie[]> {
  const args = ['--import', 'tsx', 'backend/identity/admin-cli.ts', 'create-user', '--email', user.email, '--password', PASSWORD];
  for (const group of user.groups ?? []) args.push('--group', group);
  const made = spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`create-user failed: ${made.stderr || made.stdout}`);
  const secret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(made.stdout)?.[1];

  const outputs = JSON.parse(readFileSync(join(dataDir, 'amplify_outputs.json'), 'utf8')) as AmplifyOutputsDocument;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
  const storage = new TokenKeys();
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  const started = await signIn({ username: user.email, password: PASSWORD });
  if (started.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
    if (!secret) throw new Error(`${user.email} is asked for an authenticator code, but the CLI printed no secret`);
    // The CLI's enrolment spent this step's code; the pool accepts the next step's (one step of drift).
    await confirmSignIn({ challengeResponse: computeTotpCode(secret, totpStep(new Date()) + 1) });
  }
  if (user.username) {
    const saved = await generateClient<Schema>({ authMode: 'userPool' }).mutations.saveMyProfile({ username: user.username, displayName: 'Lighthouse Bench' });
    if (saved.errors?.length) throw new Error(`saveMyProfile: ${saved.errors.map((error) => error.message).join('; ')}`);
  }
  const cookies = [...storage.entries].filter(([name]) => name.startsWith('CognitoIdentityServiceProvider.')).map(([name, value]) => ({ name, value }));
  // Forget the session here without revoking it (a global sign-out would end the browser's too).
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new TokenKeys());
  await signOut().catch(() => undefined);
  return cookies;
}
