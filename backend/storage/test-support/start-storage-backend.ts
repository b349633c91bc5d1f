import { createHash, randomBytes } from 'node:crypto';
import { keepConnectionsAlive } from '../../core/http/keep-alive';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import { S3Client } from '@aws-sdk/client-s3';
import { loadBackendConfig } from '../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import type { AmplifyOutputs } from '../../core/outputs/compose-outputs';
import { createBackend, type Backend } from '../../create-backend';
import { createIdentityServices } from '../../identity';
import { loginsKey } from '../../identity/endpoints';
import { getPoolContext, type PoolContext } from '../../identity/pool-context';
import { createStorageService } from '../index';
import type { StorageOptions } from '../storage-runtime';
import { isStaffGroup } from '../../../amplify/auth/staff-second-factor';
import { enrolTotp } from '../../identity/test-support/enrol-totp';

export interface IdentityCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  identityId: string;
}

export interface StorageTestBackend {
  baseUrl: string;
  dataDir: string;
  backend: Backend;
  outputs: AmplifyOutputs;
  endpoint: string;
  bucket: string;
  pool: PoolContext;
  /** Credentials of a new guest identity, from the identity pool. */
  guestCredentials(): Promise<IdentityCredentials>;
  /** A new confirmed user (in `groups`), signed in, and the identity pool's credentials for them. */
  userCredentials(email: string, groups?: string[]): Promise<IdentityCredentials>;
  /** Stores an object without asking the rules (test setup for paths nobody may write). */
  putObjectDirectly(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The AWS SDK's S3 client on the local endpoint with these credentials. */
  s3Client(credentials: IdentityCredentials): S3Client;
  close(): Promise<void>;
}

/** The password of every user userCredentials() makes. */
export const TEST_PASSWORD = 'Storage#Test5';
const PASSWORD = TEST_PASSWORD;

/**
 * The real backend (identity and storage services, embedded database in a temporary data folder)
 * on a random port. `env` adds backend variables, e.g. STORAGE_MAX_UPLOAD_BYTES or the
 * STORAGE_S3_* of an S3-compatible server.
 */
export async function startStorageBackend(options: { env?: Record<string, string>; storage?: StorageOptions } = {}): Promise<StorageTestBackend> {
  const dataDir = await createTempDataDir();
  const mounted: { backend?: Backend } = {};
  const server: Server = keepConnectionsAlive(createServer((req, res) => {
    void (mounted.backend?.handle(req, res) ?? Promise.resolve(false)).then((isHandled) => {
      if (!isHandled) res.writeHead(404).end();
    });
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { userPoolService, identityPoolService } = createIdentityServices();
  const config = loadBackendConfig({ DATA_DIR: dataDir, PUBLIC_URL: baseUrl, ...options.env });
  const storageService = createStorageService(options.storage);
  const backend = await createBackend(config, {
    services: [userPoolService, identityPoolService, storageService],
    log: silentLogger,
  });
  mounted.backend = backend;
  const pool = await getPoolContext(backend.context);
  const outputs = await backend.outputs();
  const custom = outputs.custom as { user_pool_endpoint: string; identity_pool_endpoint: string; storage_endpoint: string };
  const bucket = (outputs.storage as { bucket_name: string }).bucket_name;

  const clients: { destroy(): void }[] = [];
  const track = <T extends { destroy(): void }>(client: T): T => {
    clients.push(client);
    return client;
  };
  const identityClient = track(
    new CognitoIdentityClient({ region: 'us-west-2', endpoint: custom.identity_pool_endpoint, credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' } }),
  );
  const userPoolClient = track(
    new CognitoIdentityProviderClient({
      region: 'us-west-2',
      endpoint: custom.user_pool_endpoint,
      credentials: { accessKeyId: pool.operator.accessKeyId, secretAccessKey: pool.operator.secretAccessKey },
    }),
  );

  const credentialsFor = async (Logins?: Record<string, string>): Promise<IdentityCredentials> => {
    const { IdentityId } = await identityClient.send(new GetIdCommand({ IdentityPoolId: pool.ids.identityPoolId, Logins }));
    const { Credentials } = await identityClient.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins }));
    if (!IdentityId || !Credentials?.AccessKeyId || !Credentials.SecretKey || !Credentials.SessionToken) throw new Error('no credentials');
    return { accessKeyId: Credentials.AccessKeyId, secretAccessKey: Credentials.SecretKey, sessionToken: Credentials.SessionToken, identityId: IdentityId };
  };

  return {
    baseUrl,
    dataDir,
    backend,
    outputs,
    endpoint: custom.storage_endpoint,
    bucket,
    pool,
    guestCredentials: () => credentialsFor(),
    async userCredentials(email, groups = []) {
      const UserPoolId = pool.ids.userPoolId;
      await userPoolClient.send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS' }));
      await userPoolClient.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }));
      for (const GroupName of groups) await userPoolClient.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }));
      const { AuthenticationResult } = await userPoolClient.send(
        new InitiateAuthCommand({ ClientId: pool.ids.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } }),
      );
      if (!AuthenticationResult?.IdToken || !AuthenticationResult.AccessToken || !AuthenticationResult.RefreshToken) throw new Error(`${email} could not sign in`);
      // Staff groups reach the tokens only with a second factor (amplify/auth/staff-second-factor.ts).
      const idToken = groups.some(isStaffGroup)
        ? (await enrolTotp(pool, { AccessToken: AuthenticationResult.AccessToken, RefreshToken: AuthenticationResult.RefreshToken })).idToken
        : AuthenticationResult.IdToken;
      return credentialsFor({ [loginsKey(pool.issuer)]: idToken });
    },
    async putObjectDirectly(key, body, contentType = 'application/octet-stream') {
      const runtime = await storageService.runtime(backend.context);
      const path = join(runtime.stagingDir, `direct-${randomBytes(8).toString('hex')}`);
      await writeFile(path, body);
      const md5 = createHash('md5').update(body).digest();
      await runtime.store.putObject(key, { path, size: body.length, md5 }, { contentType, metadata: {}, headers: {} });
    },
    s3Client(credentials) {
      return track(
        new S3Client({
          region: pool.settings.region,
          endpoint: custom.storage_endpoint,
          forcePathStyle: true,
          credentials,
          // One attempt: a retry would hide a wrongly retryable error.
          maxAttempts: 1,
        }),
      );
    },
    async close() {
      for (const client of clients) client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      removeTempDataDir(dataDir);
    },
  };
}
