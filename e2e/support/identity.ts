import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page } from '@playwright/test';
import { confirmSignIn, signIn, type SignInOutput } from 'aws-amplify/auth';
import { findLatestMessageTo } from '../../backend/core/mail/read-outbox';
import { computeTotpCode, totpStep } from '../../backend/identity/domain/totp';
import { OPERATOR_CREDENTIALS_FILE, type OperatorCredentialsFile } from '../../backend/identity/operator-credentials';

/** The data folder of the server under test (playwright.config.ts starts it with this one). */
export const E2E_DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? '.data-e2e');

export const PASSWORD = 'Stoic#Discipline42';

/** A fresh address per test, so journeys never collide with each other or with earlier runs. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID().slice(0, 8)}@e2e.banwatch.test`;
}

/** The newest mail to `email` in the server's outbox (its file names which one it is). */
export function latestMail(email: string) {
  return findLatestMessageTo(E2E_DATA_DIR, email);
}

/** The 6-digit code in the newest mail to `email`, waiting for a mail other than `seenFile` to arrive. */
export async function latestCode(email: string, seenFile?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const message = await latestMail(email);
      code = message && message.file !== seenFile ? (/\b(\d{6})\b/.exec(message.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A confirmed user with a permanent password, created with the operator CLI (`npm run admin`), on
 * the suite's server unless `env` names another (a cluster's DATABASE_URL and an instance's DATA_DIR).
 * Staff (ADMINS, MODERATORS) get an authenticator app from the CLI, as their rights need a second
 * factor: its secret is kept for signInWith and signInNode, which answer the code step.
 */
export function createUser(email: string, options: { password?: string; groups?: string[]; env?: Record<string, string> } = {}): void {
  const args = ['--import', 'tsx', 'backend/identity/admin-cli.ts', 'create-user', '--email', email, '--password', options.password ?? PASSWORD];
  for (const group of options.groups ?? []) args.push('--group', group);
  const result = spawnSync(process.execPath, args, { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ...options.env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`create-user failed: ${result.stderr || result.stdout}`);
  const secret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(result.stdout)?.[1];
  // The CLI's enrolment spent a code of a step up to now's.
  if (secret) writeSecondFactor(email, { secret, lastStep: totpStep(new Date()) });
}

/**
 * Authenticator-app secrets of the users createUser enrolled, one file each in the suite's data
 * folder: a spec's tests may run in different workers, and the pool takes each 30-second code
 * once per user, so the last step used travels with the secret.
 */
interface SecondFactor {
  secret: string;
  lastStep: number;
}
const secondFactorPath = (email: string) => join(E2E_DATA_DIR, 'e2e-second-factors', `${encodeURIComponent(email)}.json`);

function readSecondFactor(email: string): SecondFactor | null {
  try {
    return JSON.parse(readFileSync(secondFactorPath(email), 'utf8')) as SecondFactor;
  } catch {
    return null;
  }
}

function writeSecondFactor(email: string, factor: SecondFactor): void {
  mkdirSync(join(E2E_DATA_DIR, 'e2e-second-factors'), { recursive: true });
  writeFileSync(secondFactorPath(email), JSON.stringify(factor));
}

/**
 * The next code `email`'s authenticator app shows: the current step's, or the next one's (the pool
 * allows one step of drift), waiting for time to move on when both were used; null for a user
 * createUser enrolled no app for.
 */
export async function nextTotpCode(email: string): Promise<string | null> {
  const factor = readSecondFactor(email);
  if (!factor) return null;
  const step = Math.max(totpStep(new Date()), factor.lastStep + 1);
  const waitMs = (step - 1) * 30_000 - Date.now();
  if (waitMs > 0) await sleep(waitMs + 100);
  writeSecondFactor(email, { ...factor, lastStep: step });
  return computeTotpCode(factor.secret, step);
}

/**
 * Signs the Amplify client in (in Node, with the outputs already configured), answering the
 * authenticator-app step for a user createUser enrolled one for.
 */
export async function signInNode(email: string, password = PASSWORD): Promise<SignInOutput> {
  const output = await signIn({ username: email, password });
  if (output.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return output;
  const code = await nextTotpCode(email);
  if (!code) throw new Error(`${email} is asked for an authenticator code, but createUser enrolled no app for them`);
  return confirmSignIn({ challengeResponse: code });
}

/**
 * A user an operator invited with a temporary password (AdminCreateUser through the AWS SDK, with
 * the operator credentials the server keeps in its data folder): the first sign-in must set a new one.
 */
export async function inviteUser(email: string, temporaryPassword: string): Promise<void> {
  const credentials = JSON.parse(await readFile(join(E2E_DATA_DIR, OPERATOR_CREDENTIALS_FILE), 'utf8')) as OperatorCredentialsFile;
  const client = new CognitoIdentityProviderClient({
    region: credentials.region,
    endpoint: credentials.userPoolEndpoint,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
  });
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: credentials.userPoolId,
        Username: email,
        TemporaryPassword: temporaryPassword,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } finally {
    client.destroy();
  }
}

/**
 * Signs in through the Authenticator on the page it is showing; for a user with an authenticator
 * app (staff made by createUser), also its code on the Authenticator's confirmSignIn screen.
 */
export async function signInWith(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (!readSecondFactor(email)) return;
  const codeField = page.getByLabel('Code *');
  await expect(codeField).toBeVisible();
  await codeField.fill((await nextTotpCode(email)) ?? '');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/** The name the header's user menu shows. */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByTestId('user-display-name')).toHaveText(email);
  await page.keyboard.press('Escape');
}
