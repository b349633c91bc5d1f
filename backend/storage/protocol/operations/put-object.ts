import { rm } from 'node:fs/promises';
import { isImageKey, MAX_IMAGE_PIXELS } from '../../../../amplify/storage/images';
import { checkImageFile } from '../../images/check-image';
import type { ObjectInfo } from '../../store/object-store';
import { checksumHeaderName } from '../../upload/checksums';
import { receiveUpload, type ReceivedUpload } from '../../upload/receive-upload';
import { readObjectAttributes } from '../object-attributes';
import { invalidArgument } from '../s3-error';
import { assertAllowed, type S3ObjectRequest } from '../s3-request';

// PUT /_aws/s3/<bucket>/<key> – PutObject
export async function putObject(request: S3ObjectRequest): Promise<void> {
  const { key, runtime, req, res } = request;
  assertAllowed(request, { action: 'write', key });
  const attributes = readObjectAttributes(req);
  const upload = await receiveUpload(req, { stagingDir: runtime.stagingDir, maxBytes: runtime.maxUploadBytes, signature: request.signature });
  let info: ObjectInfo;
  try {
    // Pictures are stored as what their bytes say they are, whatever type the uploader named.
    const contentType = isImageKey(key) ? await requireImage(key, upload) : attributes.contentType;
    info = await runtime.store.putObject(key, upload, { ...attributes, contentType, checksum: upload.checksum });
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
