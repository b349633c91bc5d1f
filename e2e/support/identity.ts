import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page } from '@playwright/test';
import { findLatestMessageTo } from '../../backend/core/mail/read-outbox';
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
 */
export function createUser(email: string, options: { password?: string; groups?: string[]; env?: Record<string, string> } = {}): void {
  const args = ['--import', 'tsx', 'backend/identity/admin-cli.ts', 'create-user', '--email', email, '--password', options.password ?? PASSWORD];
  for (const group of options.groups ?? []) args.push('--group', group);
  const result = spawnSync(process.execPath, args, { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ...options.env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`create-user failed: ${result.stderr || result.stdout}`);
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

/** Signs in through the Authenticator on the page it is showing. */
export async function signInWith(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The name the header's user menu shows. */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await expect(page.getByTestId('user-display-name')).toHaveText(email);
  await page.keyboard.press('Escape');
}
