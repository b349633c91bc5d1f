import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSendableBody } from '../store/bytes-stream';
import type { ByteRange, ObjectInfo } from '../store/object-store';
import { writeObjectHeaders } from './object-attributes';
import { evaluateConditions, resolveRange } from './range-and-conditions';
import { headerValue, type S3Request } from './s3-request';
import { invalidRequest, S3Error } from './s3-error';

/** The response-* query parameters and the headers they set. */
const OVERRIDES: readonly [parameter: string, header: string][] = [
  ['response-content-type', 'Content-Type'],
  ['response-content-language', 'Content-Language'],
  ['response-expires', 'Expires'],
  ['response-cache-control', 'Cache-Control'],
  ['response-content-disposition', 'Content-Disposition'],
  ['response-content-encoding', 'Content-Encoding'],
];

export interface Representation {
  info: ObjectInfo;
  open(range?: ByteRange): Promise<{ info: ObjectInfo; body: Readable } | null>;
  /** Cache-Control when the object has none of its own. */
  cacheControl?: string;
}

/**
 * Answers GET or HEAD for an object or a variant the way S3 does: conditional headers (304/412),
 * one byte range (206 with Content-Range), the stored headers and metadata, the response-*
 * overrides of a signed request, then the bytes.
 */
export async function serveRepresentation(request: S3Request, representation: Representation): Promise<void> {
  const { req, res } = request;
  const { info } = representation;
  const overrides = readOverrides(request);
  const condition = evaluateConditions(req, info.etag, info.lastModified);
  if (condition === 'precondition-failed') throw new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-Match' });
  const range = resolveRange(headerValue(request, 'range'), info.size);
  const isHead = req.method === 'HEAD';
  const opened = condition === 'serve' && !isHead ? await representation.open(range) : null;
  if (condition === 'serve' && !isHead && !opened) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: info.key });
  if (opened && opened.info.etag !== info.etag) {
    // Replaced between the look and the read; S3 clients retry a 503.
    opened.body.destroy();
    throw new S3Error(503, 'SlowDown', 'The object changed while it was being read. Please retry.');
  }

  writeObjectHeaders(res, info, { isChecksumWanted: !range && headerValue(request, 'x-amz-checksum-mode') === 'ENABLED' });
  if (!info.headers['cache-control'] && representation.cacheControl) res.setHeader('Cache-Control', representation.cacheControl);
  for (const [header, value] of overrides) res.setHeader(header, value);
  res.setHeader('x-amz-request-id', request.requestId);
  if (condition === 'not-modified') {
    res.removeHeader('Content-Type');
    res.writeHead(304);
    res.end();
    return;
  }
  if (range) {
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    res.statusCode = 206;
  }
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : info.size);
  if (!opened) {
    res.end();
    return;
  }
  // A file on this machine's disk goes out through reused buffers, bytes in memory in one write; anything else is piped.
  const sending = isSendableBody(opened.body) ? opened.body.sendTo(res) : pipeline(opened.body, res);
  await sending.catch((error: unknown) => {
    // The reader went away mid-download: nothing to answer any more.
    if (!res.writableEnded && !res.destroyed) throw error;
  });
}

/** The response-* query parameters, which S3 honours for signed requests only. */
function readOverrides(request: S3Request): [string, string][] {
  const overrides: [string, string][] = [];
  for (const [parameter, header] of OVERRIDES) {
    const value = request.query[parameter]?.[0];
    if (value === undefined) continue;
    if (!request.signature) throw invalidRequest('Request specific response headers cannot be used for anonymous GET requests.');
    overrides.push([header, value]);
  }
  return overrides;
}
