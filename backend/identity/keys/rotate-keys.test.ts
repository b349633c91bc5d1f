/**
 * `npm run admin -- rotate-keys`: a new signing key, operator credentials and identity-credentials
 * secret, picked up by a running server without a restart (and by another instance on the same
 * database within its recheck interval). Tokens the old key signed verify through the real JWKS
 * endpoint until they expire; the old operator pair and old identity credentials stop working.
 */
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetCredentialsForIdentityCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { runAdminCli } from '../admin-cli';
import { loginsKey } from '../endpoints';
import { verifyIdentityCredentials } from '../index';
import { createPoolContextLoader } from '../pool-context';
import {
  OPERATOR_CREDENTIALS_FILE,
  type OperatorCredentials,
  type OperatorCredentialsFile,
} from '../operator-credentials';
import { captureOutput, refusalOf } from '../test-support/capture-output';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';
import { verifyPoolToken } from '../user-pool/verify-pool-token';
import { signingKeyRetentionMs } from './signing-key-retention';
import { POOL_SETTINGS } from '../../../amplify/auth/pool-settings';

jest.setTimeout(180_000);

const PASSWORD = 'Rotation#Day42';
const RECHECK_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readCredentialsFile = async (dataDir: string) =>
  JSON.parse(await readFile(join(dataDir, OPERATOR_CREDENTIALS_FILE), 'utf8')) as OperatorCredentialsFile;

async function createUser(
  backend: IdentityTestBackend,
  operator: OperatorCredentials,
  email: string,
): Promise<void> {
  const admin = backend.userPoolClient(operator);
  const UserPoolId = backend.pool.ids.userPoolId;
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: PASSWORD,
    }),
  );
  await admin.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
  );
}

async function signIn(backend: IdentityTestBackend, email: string) {
  const { AuthenticationResult } = await backend.userPoolClient().send(
    new InitiateAuthCommand({
      ClientId: backend.pool.ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  return {
    accessToken: AuthenticationResult?.AccessToken ?? '',
    idToken: AuthenticationResult?.IdToken ?? '',
  };
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

describe('rotate-keys while the server runs', () => {
  let clockOffsetMs = 0;
  let backend: IdentityTestBackend;
  beforeAll(async () => {
    backend = await startIdentityBackend({
      now: () => new Date(Date.now() + clockOffsetMs),
      keysRecheckMs: RECHECK_MS,
    });
  });
  afterAll(() => backend?.close());

  async function identityCredentials(idToken: string) {
    const client = backend.identityPoolClient();
    const Logins = { [loginsKey(backend.pool.issuer)]: idToken };
    const { IdentityId } = await client.send(
      new GetIdCommand({ IdentityPoolId: backend.pool.ids.identityPoolId, Logins }),
    );
    const { Credentials } = await client.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins }));
    return { accessKeyId: Credentials?.AccessKeyId ?? '', sessionToken: Credentials?.SessionToken ?? '' };
  }

  it('switches every key at once, keeps old tokens valid until they expire, and refuses the old operator pair and credentials', async () => {
    const oldOperator = { ...backend.pool.operator };
    await createUser(backend, oldOperator, 'before@example.com');
    const before = await signIn(backend, 'before@example.com');
    const oldKid = kidOf(before.accessToken);
    const oldCredentials = await identityCredentials(before.idToken);
    const db = backend.backend.context.db;
    expect(
      await verifyIdentityCredentials(db, oldCredentials.accessKeyId, oldCredentials.sessionToken),
    ).not.toBeNull();

    const run = captureOutput();
    expect(await runAdminCli(['rotate-keys'], { DATA_DIR: backend.dataDir }, run.output)).toBe(0);
    const credentialsPath = join(backend.dataDir, OPERATOR_CREDENTIALS_FILE);
    expect(run.lines[0]).toBe('Rotated through the running server.');
    expect(run.lines.join('\n')).toMatch(/^Signing key: \S+ signs every token from now on\.$/m);
    expect(run.lines.join('\n')).toContain(`The previous keys (${oldKid}) stay in the JWKS until `);
    expect(run.lines.join('\n')).toContain(`The new pair is in ${credentialsPath} (owner-only)`);
    expect(run.lines.join('\n')).toContain(
      'Identity-pool credentials: every AWS credential handed out so far stopped working',
    );
    expect(run.lines.join('\n')).not.toContain(oldOperator.secretAccessKey);

    // The JWKS publishes both; the old token still verifies through it, and the server still takes it.
    const jwks = createRemoteJWKSet(new URL(`${backend.pool.issuer}/.well-known/jwks.json`));
    const published = (await (await fetch(`${backend.pool.issuer}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    const newKid = published.keys[0]?.kid;
    expect(published.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    expect(newKid).not.toBe(oldKid);
    await expect(jwtVerify(before.accessToken, jwks, { issuer: backend.pool.issuer })).resolves.toMatchObject(
      { protectedHeader: { kid: oldKid } },
    );
    await backend.userPoolClient().send(new GetUserCommand({ AccessToken: before.accessToken }));

    // New tokens carry the new kid and verify the same way.
    const after = await signIn(backend, 'before@example.com');
    expect(kidOf(after.accessToken)).toBe(newKid);
    await expect(jwtVerify(after.idToken, jwks, { issuer: backend.pool.issuer })).resolves.toMatchObject({
      protectedHeader: { kid: newKid },
    });

    // The old operator pair is refused; the file holds the new one, owner-only.
    expect(
      await refusalOf(
        backend.userPoolClient(oldOperator).send(
          new AdminGetUserCommand({
            UserPoolId: backend.pool.ids.userPoolId,
            Username: 'before@example.com',
          }),
        ),
      ),
    ).toEqual({
      name: 'UnrecognizedClientException',
      status: 400,
    });
    const file = await readCredentialsFile(backend.dataDir);
    expect(file.accessKeyId).not.toBe(oldOperator.accessKeyId);
    expect(file.secretAccessKey).not.toBe(oldOperator.secretAccessKey);
    expect((await stat(credentialsPath)).mode & 0o777).toBe(0o600);
    const { Username } = await backend
      .userPoolClient(file)
      .send(
        new AdminGetUserCommand({ UserPoolId: backend.pool.ids.userPoolId, Username: 'before@example.com' }),
      );
    expect(Username).toBeDefined();

    // Identity credentials issued before are refused; fresh ones work.
    expect(
      await verifyIdentityCredentials(db, oldCredentials.accessKeyId, oldCredentials.sessionToken),
    ).toBeNull();
    const fresh = await identityCredentials(after.idToken);
    expect(await verifyIdentityCredentials(db, fresh.accessKeyId, fresh.sessionToken)).not.toBeNull();

    // Once every token the old key signed has expired, the key leaves the JWKS (and the table).
    clockOffsetMs = signingKeyRetentionMs(POOL_SETTINGS) + 1000;
    await sleep(RECHECK_MS + 50);
    const later = (await (await fetch(`${backend.pool.issuer}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(later.keys.map((key) => key.kid)).toEqual([newKid]);
    const { rows } = await db.query('SELECT kid FROM user_pool_signing_keys');
    expect(rows.map((row) => row.kid)).toEqual([newKid]);
    expect(
      await refusalOf(backend.userPoolClient().send(new GetUserCommand({ AccessToken: before.accessToken }))),
    ).toMatchObject({ name: 'NotAuthorizedException' });
    clockOffsetMs = 0;
  });

  it('reaches other instances on the same database: within their recheck interval, at once for a kid they lack', async () => {
    // Contexts of their own over the server's database: other instances, as far as keys go.
    const other = backend.pool;
    const slow = await createPoolContextLoader({ keysRecheckMs: 60_000, shouldWriteCredentialsFile: false })(
      backend.backend.context,
    );
    await other.refreshKeys({ isForced: true });
    const previousKid = other.signingKeys[0]?.kid;
    expect(slow.signingKeys[0]?.kid).toBe(previousKid);

    const run = captureOutput();
    expect(
      await runAdminCli(['rotate-keys', '--only', 'signing-key'], { DATA_DIR: backend.dataDir }, run.output),
    ).toBe(0);
    expect(run.lines.join('\n')).not.toContain('Operator credentials');
    const after = await signIn(backend, 'before@example.com');
    const newKid = kidOf(after.accessToken);
    expect(newKid).not.toBe(previousKid);

    // The routine check, as every request runs it first: the new key once the interval has passed.
    await sleep(RECHECK_MS + 50);
    await other.refreshKeys();
    expect(other.signingKeys[0]?.kid).toBe(newKid);

    await sleep(600);
    await slow.refreshKeys();
    expect(slow.signingKeys[0]?.kid).toBe(previousKid);
    expect(await verifyPoolToken(slow, after.accessToken, 'access')).toMatchObject({ valid: true });
    expect(slow.signingKeys[0]?.kid).toBe(newKid);
  });
});
