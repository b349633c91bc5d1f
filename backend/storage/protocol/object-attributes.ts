import type { IncomingMessage, ServerResponse } from 'node:http';
import { checksumHeaderName } from '../upload/checksums';
import { STORED_HEADERS, type ObjectAttributes, type ObjectInfo, type StoredHeaders } from '../store/object-store';
import { emptyRecord } from '../../core/own-property';
import { S3Error } from './s3-error';
import { requestHeader } from '../../core/http/request-header';

/** S3's limit on user metadata, names and values together. */
const MAX_METADATA_BYTES = 2048;
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Content-Type, x-amz-meta-* and the other headers S3 keeps with an object, from an upload request. */
export function readObjectAttributes(req: IncomingMessage): Omit<ObjectAttributes, 'checksum'> {
  // Names are the client's (x-amz-meta-__proto__ is a valid header): a record without a prototype keeps them.
  const metadata = emptyRecord<string>();
  let metadataBytes = 0;
  for (const name of Object.keys(req.headersDistinct)) {
    if (!name.startsWith('x-amz-meta-')) continue;
    const value = requestHeader(req, name);
    if (value === undefined) continue;
    const key = name.slice('x-amz-meta-'.length);
    metadata[key] = value;
    metadataBytes += Buffer.byteLength(key) + Buffer.byteLength(value);
  }
  if (metadataBytes > MAX_METADATA_BYTES) {
    throw new S3Error(400, 'MetadataTooLarge', 'Your metadata headers exceed the maximum allowed metadata size.', { MaxSizeAllowed: String(MAX_METADATA_BYTES) });
  }
  const headers: StoredHeaders = {};
  for (const name of STORED_HEADERS) {
    const value = requestHeader(req, name);
    // aws-chunked is how the body travelled, not how it is stored.
    const stored = name === 'content-encoding' ? value?.split(',').map((part) => part.trim()).filter((part) => part && part !== 'aws-chunked').join(',') : value;
    if (stored) headers[name] = stored;
  }
  return { contentType: req.headersDistinct['content-type']?.[0] || DEFAULT_CONTENT_TYPE, metadata, headers };
}

/**
 * The headers an object goes out with. Objects come from the public's uploads but are served
 * from the site's own origin, so a stored page must never run as the site: nosniff and a
 * sandboxing Content-Security-Policy keep an uploaded HTML or SVG file inert.
 */
export function writeObjectHeaders(res: ServerResponse, info: ObjectInfo, options: { isChecksumWanted: boolean }): void {
  res.setHeader('Content-Type', info.contentType);
  res.setHeader('ETag', info.etag);
  res.setHeader('Last-Modified', info.lastModified.toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  for (const [name, value] of Object.entries(info.headers)) if (value) res.setHeader(name, value);
  for (const [name, value] of Object.entries(info.metadata)) res.setHeader(`x-amz-meta-${name}`, value);
  if (options.isChecksumWanted && info.checksum) {
    res.setHeader(checksumHeaderName(info.checksum.algorithm), info.checksum.value);
    res.setHeader('x-amz-checksum-type', 'FULL_OBJECT');
  }
}
