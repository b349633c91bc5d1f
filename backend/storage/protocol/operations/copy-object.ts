import { isImageKey, detectImageType, IMAGE_SIGNATURE_BYTES } from '../../../../amplify/storage/images';
import { readObjectAttributes } from '../object-attributes';
import { invalidArgument, noSuchKey, S3Error } from '../s3-error';
import { renderS3Xml } from '../s3-xml';
import { assertAllowed, headerValue, type S3ObjectRequest } from '../s3-request';
import { assertValidKey } from '../s3-target';
import { afterObjectWritten, notAPicture } from './put-object';

// PUT /_aws/s3/<bucket>/<key> with x-amz-copy-source – CopyObject (within the bucket)
export async function copyObject(request: S3ObjectRequest, copySource: string): Promise<void> {
  const { key, runtime, req, res } = request;
  const source = parseCopySource(copySource);
  if (source.bucket !== request.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: source.bucket });
  assertAllowed(request, { action: 'get', key: source.key });
  assertAllowed(request, { action: 'write', key });
  const directive = headerValue(request, 'x-amz-metadata-directive') ?? 'COPY';
  if (directive !== 'COPY' && directive !== 'REPLACE') throw invalidArgument('Unknown metadata directive.', 'x-amz-metadata-directive', directive);
  if (directive === 'COPY' && source.key === key) {
    throw new S3Error(400, 'InvalidRequest', 'This copy request is illegal because it is trying to copy an object to itself without changing the object\'s metadata, storage class, website redirect location or encryption attributes.');
  }
  if (isImageKey(key) && !isImageKey(source.key)) await requireImageSource(request, source.key, key);

  const replaced = directive === 'REPLACE' ? readObjectAttributes(req) : undefined;
  if (replaced && isImageKey(key)) {
    const original = await runtime.store.headObject(source.key);
    if (original) replaced.contentType = original.contentType;
  }
  const info = await runtime.store.copyObject(source.key, key, replaced);
  if (!info) throw noSuchKey(source.key);
  await afterObjectWritten(request, info);
  const body = renderS3Xml('CopyObjectResult', { ETag: info.etag, LastModified: info.lastModified });
  res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': body.length, 'x-amz-request-id': request.requestId });
  res.end(body);
}

/** `bucket/key` or `/bucket/key`, URL-encoded, maybe with `?versionId=`. */
function parseCopySource(header: string): { bucket: string; key: string } {
  const [path, version] = header.split('?');
  if (version !== undefined) throw new S3Error(501, 'NotImplemented', 'This store keeps no object versions.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).replace(/^\//, '');
  } catch {
    throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey.', 'x-amz-copy-source', header);
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0 || slash === decoded.length - 1) {
    throw invalidArgument('Copy Source must mention the source bucket and key: sourcebucket/sourcekey.', 'x-amz-copy-source', header);
  }
  const key = decoded.slice(slash + 1);
  assertValidKey(key);
  return { bucket: decoded.slice(0, slash), key };
}

/** Copying into a picture prefix from elsewhere: the source's first bytes must be a picture's. */
async function requireImageSource(request: S3ObjectRequest, sourceKey: string, targetKey: string): Promise<void> {
  const head = await request.runtime.store.getObject(sourceKey, { start: 0, end: IMAGE_SIGNATURE_BYTES - 1 }).catch((error: unknown) => {
    if (error instanceof S3Error && error.code === 'InvalidRange') return null;
    throw error;
  });
  if (!head) throw noSuchKey(sourceKey);
  const chunks: Buffer[] = [];
  for await (const chunk of head.body) chunks.push(chunk as Buffer);
  if (!detectImageType(Buffer.concat(chunks))) throw notAPicture(targetKey);
}
