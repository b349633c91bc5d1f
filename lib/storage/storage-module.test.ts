/**
 * The site's storage module against the real local backend, with the real aws-amplify client
 * configured from the outputs as the site configures it (credentials from fetchAuthSession()).
 */
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import sharp from 'sharp';
import { startStorageBackend, TEST_PASSWORD, type StorageTestBackend } from '../../backend/storage/test-support/start-storage-backend';
import { toResourcesConfig } from '../amplify/resources-config';
import type { AmplifyOutputsDocument } from '../amplify/amplify-outputs';
import { createStorageClient, getDisplayUrl, getOwnFolder, listFiles, removeFile, storageTargetOf, uploadFile, type StorageTarget } from './index';

jest.setTimeout(120_000);

let backend: StorageTestBackend;
let target: StorageTarget;

beforeAll(async () => {
  backend = await startStorageBackend();
  await backend.userCredentials('creator@example.com');
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const outputs = backend.outputs as AmplifyOutputsDocument;
  Amplify.configure(toResourcesConfig(outputs));
  target = storageTargetOf(outputs) as StorageTarget;
});
afterAll(() => backend?.close());

const picture = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).jpeg().toBuffer();

describe('the storage module', () => {
  it('lets a signed-in creator upload an avatar with progress, list it, show it to guests and remove it', async () => {
    await signIn({ username: 'creator@example.com', password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    const client = createStorageClient(target);
    const folder = await getOwnFolder('profile-avatar/');
    const progress: number[] = [];
    const uploaded = await uploadFile(client, target, {
      key: `${folder}avatar.jpg`,
      data: new Blob([new Uint8Array(await picture())], { type: 'image/jpeg' }),
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect((await listFiles(client, target, folder)).map((file) => file.key)).toEqual([`${folder}avatar.jpg`]);

    const url = await getDisplayUrl(client, target, uploaded.key, { variant: 'w320', version: uploaded.version });
    const shown = await fetch(url);
    expect(shown.status).toBe(200);
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(320);

    await removeFile(client, target, uploaded.key);
    expect(await listFiles(client, target, folder)).toEqual([]);
    client.destroy();
    await signOut();
  });

  it('tells a guest, in words, that they may not upload', async () => {
    const client = createStorageClient(target);
    await expect(uploadFile(client, target, { key: 'public/guest.txt', data: new TextEncoder().encode('hi') })).rejects.toMatchObject({
      code: 'notAllowed',
      message: 'You are not allowed to change files here.',
    });
    client.destroy();
  });
});
