import type { S3Client } from '@aws-sdk/client-s3';
import { getDisplayUrl } from './manage-files';
import { isImageData, toPercent, uploadFile } from './upload-file';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const target = { bucket: 'bucket', region: 'us-west-2', endpoint: 'http://localhost:3000/_aws/s3' };

describe('toPercent', () => {
  it.each([
    [0, 100, 0],
    [50, 200, 25],
    [250, 200, 100],
    [undefined, 100, 0],
    [10, undefined, 0],
  ])('turns %s of %s bytes into %s percent', (loaded, total, percent) => {
    expect(toPercent(loaded, total)).toBe(percent);
  });
});

describe('isImageData', () => {
  it('judges by the first bytes, not by the declared type', async () => {
    expect(await isImageData(new Blob([PNG_SIGNATURE], { type: 'text/plain' }))).toBe(true);
    expect(await isImageData(new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }))).toBe(false);
  });
});

describe('uploadFile', () => {
  it('refuses a non-picture under a picture prefix before sending anything', async () => {
    const send = jest.fn();
    const client = { send, config: {} } as unknown as S3Client;
    await expect(uploadFile(client, target, { key: 'profile-avatar/id/avatar.png', data: new TextEncoder().encode('not a picture') })).rejects.toMatchObject({
      name: 'StorageError',
      code: 'notAnImage',
      message: 'Please choose a picture: JPEG, PNG, WebP, GIF or AVIF.',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('cancels the request itself when the signal fires, and says it was cancelled', async () => {
    const controller = new AbortController();
    const send = jest.fn(
      (_command: unknown, options: { abortSignal: AbortSignal }) =>
        new Promise((_, reject) => options.abortSignal.addEventListener('abort', () => reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' })))),
    );
    const client = { send, config: {} } as unknown as S3Client;
    const pending = uploadFile(client, target, { key: 'public/notes.txt', data: new TextEncoder().encode('notes'), signal: controller.signal });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][1].abortSignal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'StorageError', code: 'cancelled', message: 'The upload was cancelled.' });
  });
});

describe('getDisplayUrl', () => {
  it('names a variant and a version on the local endpoint, escaping the key', async () => {
    const client = {} as S3Client;
    expect(await getDisplayUrl(client, target, 'profile-avatar/us-west-2:abc/me (1).png', { variant: 'w320', version: 'abc123' })).toBe(
      'http://localhost:3000/_aws/s3/bucket/profile-avatar/us-west-2%3Aabc/me%20(1).png?variant=w320&v=abc123',
    );
  });
});
