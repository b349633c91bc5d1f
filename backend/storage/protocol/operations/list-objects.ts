import { invalidArgument, notImplemented } from '../s3-error';
import { renderS3Xml } from '../s3-xml';
import { assertAllowed, queryValue, type S3Request } from '../s3-request';

const MAX_KEYS = 1000;

// GET /_aws/s3/<bucket>?list-type=2 – ListObjectsV2 (prefix, delimiter, start-after, continuation token)
export async function listObjectsV2(request: S3Request): Promise<void> {
  if (queryValue(request, 'list-type') !== '2') throw notImplemented('ListObjects (version 1)');
  const prefix = queryValue(request, 'prefix');
  // The s3:prefix condition sees the prefix as sent: none at all matches no rule.
  assertAllowed(request, { action: 'list', prefix });
  const delimiter = queryValue(request, 'delimiter') || undefined;
  const startAfter = queryValue(request, 'start-after') || undefined;
  const continuationToken = queryValue(request, 'continuation-token');
  const encodingType = queryValue(request, 'encoding-type');
  if (encodingType !== undefined && encodingType !== 'url') throw invalidArgument('Invalid Encoding Method specified in Request', 'encoding-type', encodingType);
  const maxKeysText = queryValue(request, 'max-keys') ?? String(MAX_KEYS);
  if (!/^\d+$/.test(maxKeysText)) throw invalidArgument('Provided max-keys not an integer or within integer range', 'max-keys', maxKeysText);
  const maxKeys = Math.min(Number(maxKeysText), MAX_KEYS);
  if (continuationToken === '') throw invalidArgument('The continuation token provided is incorrect', 'continuation-token', '');

  const page = await request.runtime.store.listObjects({ prefix: prefix ?? '', delimiter, startAfter, cursor: continuationToken, maxKeys });
  // With encoding-type=url, S3 URL-encodes every key-like value so any key survives XML.
  const encode = (value: string | undefined) => (value !== undefined && encodingType === 'url' ? encodeURIComponent(value) : value);
  const body = renderS3Xml('ListBucketResult', {
    Name: request.bucket,
    Prefix: encode(prefix ?? ''),
    Delimiter: encode(delimiter),
    StartAfter: encode(startAfter),
    ContinuationToken: continuationToken,
    NextContinuationToken: page.isTruncated ? page.nextCursor : undefined,
    KeyCount: page.objects.length + page.commonPrefixes.length,
    MaxKeys: maxKeys,
    EncodingType: encodingType,
    IsTruncated: page.isTruncated,
    Contents: page.objects.map((object) => ({
      Key: encode(object.key),
      LastModified: object.lastModified,
      ETag: object.etag,
      Size: object.size,
      StorageClass: 'STANDARD',
    })),
    CommonPrefixes: page.commonPrefixes.map((commonPrefix) => ({ Prefix: encode(commonPrefix) })),
  });
  request.res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': body.length, 'x-amz-request-id': request.requestId });
  request.res.end(body);
}
