import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../../core/backend-service';
import { STORAGE_PREFIX } from '../storage-endpoint';
import type { StorageRuntime } from '../storage-runtime';
import { authenticateS3Request } from './authenticate-s3-request';
import { copyObject } from './operations/copy-object';
import { deleteObject } from './operations/delete-object';
import { getObject } from './operations/get-object';
import { listObjectsV2 } from './operations/list-objects';
import { cancelMultipartUpload, finishMultipartUpload, listParts, putPart, startMultipartUpload } from './operations/multipart-upload';
import { putObject } from './operations/put-object';
import { S3Error, notImplemented } from './s3-error';
import { headerValue, type S3ObjectRequest, type S3Request } from './s3-request';
import { parseS3Target } from './s3-target';
import { sendS3Error, toS3Error } from './send-s3-error';

/** Sub-resources this store does not keep (ACLs, tags, versions …): asked for, they answer NotImplemented. */
const UNSUPPORTED_SUBRESOURCES = ['acl', 'tagging', 'versionId', 'versions', 'retention', 'legal-hold', 'torrent', 'attributes', 'restore', 'select', 'uploads'];
/** Headers the responses carry that a page's scripts need to see (ETag for multipart above all). */
const EXPOSED_HEADERS =
  'ETag, x-amz-request-id, x-amz-version-id, x-amz-checksum-crc32, x-amz-checksum-crc32c, x-amz-checksum-crc64nvme, x-amz-checksum-sha1, x-amz-checksum-sha256, x-amz-checksum-type, Content-Range, Content-Length, Content-Type, Content-Disposition, Last-Modified, Accept-Ranges';

/**
 * GET|HEAD|PUT|POST|DELETE /_aws/s3/<bucket>/<key>?… – the S3 REST API, path-style: parse the
 * target, authenticate, route by method and sub-resource; every failure answers as S3's XML error.
 */
export async function handleS3Request(req: IncomingMessage, res: ServerResponse, ctx: RequestContext, runtime: StorageRuntime): Promise<void> {
  let isPresigned = false;
  try {
    exposeS3Headers(req, res);
    const target = parseS3Target(req.url ?? '/', STORAGE_PREFIX);
    const { actor, signature } = await authenticateS3Request(req, { db: runtime.db, region: runtime.region, now: runtime.now() });
    isPresigned = signature?.location === 'query';
    if (!target.bucket) throw notImplemented('ListBuckets');
    if (target.bucket !== runtime.bucketName) {
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: target.bucket });
    }
    const request: S3Request = { req, res, requestId: ctx.requestId, runtime, actor, signature, bucket: target.bucket, query: target.query, url: ctx.url };
    if (target.key === undefined) await routeBucketRequest(request);
    else await routeObjectRequest({ ...request, key: target.key });
  } catch (error) {
    const s3Error = toS3Error(error, isPresigned);
    sendS3Error(res, s3Error, { method: req.method ?? 'GET', requestId: ctx.requestId, log: runtime.log, where: `${req.method} ${ctx.url.pathname}` });
  }
}

async function routeBucketRequest(request: S3Request): Promise<void> {
  const method = request.req.method;
  const isList = request.query['list-type'] !== undefined || Object.keys(request.query).length === 0;
  if (method === 'GET' && isList) return listObjectsV2(request);
  throw notImplemented(`${method} on the bucket${Object.keys(request.query).length ? ` with ?${Object.keys(request.query).join('&')}` : ''}`);
}

async function routeObjectRequest(request: S3ObjectRequest): Promise<void> {
  const { query } = request;
  const method = request.req.method;
  const uploadId = query.uploadId?.[0];
  const unsupported = UNSUPPORTED_SUBRESOURCES.find((name) => query[name] !== undefined && !(name === 'uploads' && method === 'POST'));
  if (unsupported) throw notImplemented(`The ${unsupported} sub-resource`);

  switch (method) {
    case 'GET':
      return uploadId !== undefined ? listParts(request, uploadId) : getObject(request);
    case 'HEAD':
      return getObject(request);
    case 'PUT': {
      const copySource = headerValue(request, 'x-amz-copy-source');
      if (uploadId !== undefined) {
        if (copySource !== undefined) throw notImplemented('UploadPartCopy');
        return putPart(request, uploadId);
      }
      return copySource !== undefined ? copyObject(request, copySource) : putObject(request);
    }
    case 'POST':
      if (query.uploads !== undefined) return startMultipartUpload(request);
      if (uploadId !== undefined) return finishMultipartUpload(request, uploadId);
      throw notImplemented('POST object uploads (HTML forms)');
    case 'DELETE':
      return uploadId !== undefined ? cancelMultipartUpload(request, uploadId) : deleteObject(request);
    default:
      throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
}

function exposeS3Headers(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers.origin) res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}
