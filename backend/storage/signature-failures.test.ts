/** How the store answers credentials and signatures that do not hold, in S3's own error names. */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { startStorageBackend, type StorageTestBackend } from './test-support/start-storage-backend';

jest.setTimeout(120_000);

let backend: StorageTestBackend;
/** The store's clock, moved by the tests. */
let offsetMs = 0;

beforeAll(async () => {
  backend = await startStorageBackend({ storage: { now: () => new Date(Date.now() + offsetMs) } });
});
afterAll(() => backend?.close());
afterEach(() => {
  offsetMs = 0;
});

const get = (client: ReturnType<StorageTestBackend['s3Client']>) => client.send(new GetObjectCommand({ Bucket: backend.bucket, Key: 'public/missing.txt' }));

describe('a signed request', () => {
  it('with a clock 20 minutes off is RequestTimeTooSkewed', async () => {
    const client = backend.s3Client(await backend.guestCredentials());
    offsetMs = 20 * 60_000;
    await expect(get(client)).rejects.toMatchObject({ name: 'RequestTimeTooSkewed', $metadata: { httpStatusCode: 403 } });
  });

  it('with credentials past their hour is ExpiredToken', async () => {
    const client = backend.s3Client(await backend.guestCredentials());
    offsetMs = 2 * 3600_000;
    await expect(get(client)).rejects.toMatchObject({ name: 'ExpiredToken', $metadata: { httpStatusCode: 400 } });
  });

  it('with a forged session token is InvalidToken, and with none InvalidAccessKeyId', async () => {
    const credentials = await backend.guestCredentials();
    await expect(get(backend.s3Client({ ...credentials, sessionToken: `${credentials.sessionToken}x` }))).rejects.toMatchObject({ name: 'InvalidToken' });
    await expect(get(backend.s3Client({ ...credentials, sessionToken: '' }))).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('with a secret that does not go with its key is SignatureDoesNotMatch', async () => {
    const credentials = await backend.guestCredentials();
    await expect(get(backend.s3Client({ ...credentials, secretAccessKey: 'not-the-secret' }))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('for a key that is not there, which the caller may read, is NoSuchKey', async () => {
    await expect(get(backend.s3Client(await backend.guestCredentials()))).rejects.toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
  });
});
