import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { isImageKey, isImageVariant } from '../../../../amplify/storage/images';
import { VARIANT_CONTENT_TYPE } from '../../images/variant-cache';
import { ANONYMOUS_GUEST } from '../../policy/storage-actor';
import { isStorageRequestAllowed } from '../../policy/decide-storage-access';
import { invalidArgument, invalidRequest, noSuchKey } from '../s3-error';
import { assertAllowed, queryValue, type S3ObjectRequest } from '../s3-request';
import { serveRepresentation } from '../serve-representation';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

// GET  /_aws/s3/<bucket>/<key>                       – GetObject (Range, conditional headers)
// HEAD /_aws/s3/<bucket>/<key>                       – HeadObject
// GET  /_aws/s3/<bucket>/<key>?variant=w640&v=<etag> – a display-size WebP of a picture
export async function getObject(request: S3ObjectRequest): Promise<void> {
  const { key, runtime } = request;
  assertAllowed(request, { action: 'get', key });
  const variant = queryValue(request, 'variant');
  // One lookup serves the whole request: the bytes are opened from what it found.
  const found = await runtime.store.findObject(key);
  if (!found) throw noSuchKey(key);
  const { info } = found;
  const cacheControl = chooseCacheControl(request, info.etag);

  if (variant === undefined) {
    await serveRepresentation(request, { info, cacheControl, open: found.open });
    return;
  }
  if (!isImageVariant(variant)) throw invalidArgument(`Unknown variant "${variant}".`, 'variant', variant);
  if (!isImageKey(key)) throw invalidArgument('Variants exist for objects under the picture prefixes only.', 'variant', variant);
  const readOriginal = async () => {
    const original = await found.open();
    if (!original) throw noSuchKey(key);
    return original.body;
  };
  const path = await runtime.variants.getVariantFile(info, variant, readOriginal);
  if (!path) throw invalidRequest('This picture could not be resized.');
  const { size } = await stat(path);
  const variantInfo = {
    ...info,
    size,
    etag: `"${info.etag.replaceAll('"', '')}-${variant}"`,
    contentType: VARIANT_CONTENT_TYPE,
    metadata: {},
    headers: {},
    checksum: undefined,
  };
  await serveRepresentation(request, {
    info: variantInfo,
    cacheControl,
    open: async (range) => ({ info: variantInfo, body: createReadStream(path, range) }),
  });
}

/**
 * A URL naming the object's current version (`v=<ETag>`) never changes meaning, so it may be
 * cached for a year; without it the cache must revalidate (cheap: 304 on a matching ETag).
 * Shared caches may keep only what a guest may read anyway.
 */
function chooseCacheControl(request: S3ObjectRequest, etag: string): string {
  const isPublic = isStorageRequestAllowed(request.runtime.policy, ANONYMOUS_GUEST, { action: 'get', key: request.key });
  const audience = isPublic ? 'public' : 'private';
  return queryValue(request, 'v') === etag.replaceAll('"', '') ? `${audience}, max-age=${ONE_YEAR_SECONDS}, immutable` : `${audience}, no-cache`;
}
