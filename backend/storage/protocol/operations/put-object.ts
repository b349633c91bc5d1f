import { rm } from 'node:fs/promises';
import { isImageKey, MAX_IMAGE_PIXELS } from '../../../../amplify/storage/images';
import { checkImageFile } from '../../images/check-image';
import type { ObjectAttributes, ObjectInfo, ObjectStore } from '../../store/object-store';
import { checksumHeaderName } from '../../upload/checksums';
import { receiveUpload, type ReceivedUpload } from '../../upload/receive-upload';
import { writeStagedFile } from '../../upload/write-staged-file';
import { readObjectAttributes } from '../object-attributes';
import { invalidArgument } from '../s3-error';
import { assertAllowed, type S3ObjectRequest } from '../s3-request';

// PUT /_aws/s3/<bucket>/<key> – PutObject
export async function putObject(request: S3ObjectRequest): Promise<void> {
  const { key, runtime, req, res } = request;
  assertAllowed(request, { action: 'write', key });
  const attributes = readObjectAttributes(req);
  const isImage = isImageKey(key);
  // A picture is checked from its file; any other small body may go to the store in memory.
  const upload = await receiveUpload(req, {
    stagingDir: runtime.stagingDir,
    maxBytes: runtime.maxUploadBytes,
    signature: request.signature,
    mayHoldSmallBody: !isImage && runtime.store.putObjectBody !== undefined,
  });
  let info: ObjectInfo;
  try {
    // Pictures are stored as what their bytes say they are, whatever type the uploader named.
    const contentType = isImage ? await requireImage(key, upload) : attributes.contentType;
    info = await storeUpload(runtime.store, key, upload, { ...attributes, contentType, checksum: upload.checksum });
  } catch (error) {
    await rm(upload.path, { force: true });
    throw error;
  }
  await afterObjectWritten(request, info);
  res.setHeader('ETag', info.etag);
  if (upload.checksum) res.setHeader(checksumHeaderName(upload.checksum.algorithm), upload.checksum.value);
  res.setHeader('x-amz-request-id', request.requestId);
  res.writeHead(200, { 'Content-Length': 0 });
  res.end();
}

/** A body held in memory goes to a store that writes it itself, or is staged first for one that does not. */
async function storeUpload(store: ObjectStore, key: string, upload: ReceivedUpload, attributes: ObjectAttributes): Promise<ObjectInfo> {
  if (!upload.held) return store.putObject(key, upload, attributes);
  if (store.putObjectBody) return store.putObjectBody(key, { pieces: upload.held, size: upload.size, md5: upload.md5 }, attributes);
  await writeStagedFile(upload.path, upload.held);
  return store.putObject(key, upload, attributes);
}

/** The picture type of a staged upload under an image prefix; InvalidArgument for anything else. */
export async function requireImage(key: string, upload: ReceivedUpload): Promise<string> {
  const type = await checkImageFile(upload.path);
  if (!type) throw notAPicture(key);
  return type;
}

export function notAPicture(key: string) {
  return invalidArgument(
    `Objects under ${key.split('/')[0]}/ must be JPEG, PNG, WebP, GIF or AVIF pictures of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; this content is not one.`,
    'Content',
  );
}

/** A new or replaced picture gets new variants; the old ones go. */
export async function afterObjectWritten(request: S3ObjectRequest, info: ObjectInfo): Promise<void> {
  const { runtime, key } = request;
  await runtime.variants.removeVariants(key);
  if (!isImageKey(key)) return;
  runtime.variants.prepareVariants(info, async () => {
    const original = await runtime.store.getObject(key);
    if (!original) throw new Error(`${key} disappeared before its variants were made.`);
    return original.body;
  });
}
