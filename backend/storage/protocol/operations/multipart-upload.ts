import { rm } from 'node:fs/promises';
import { detectImageType, isImageKey } from '../../../../amplify/storage/images';
import { readFileHead } from '../../images/check-image';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  findMultipartUpload,
  listStoredParts,
  MAX_PART_NUMBER,
  uploadPart,
} from '../../multipart/multipart-uploads';
import { readBody } from '../../../core/http/read-body';
import { checksumHeaderName } from '../../upload/checksums';
import { receiveUpload } from '../../upload/receive-upload';
import { readObjectAttributes } from '../object-attributes';
import { invalidArgument } from '../s3-error';
import { parseCompleteMultipartUpload } from '../parse-complete-multipart-upload';
import { renderS3Xml, type XmlElement } from '../s3-xml';
import { assertAllowed, queryValue, type S3ObjectRequest } from '../s3-request';
import { afterObjectWritten } from './put-object';

/** 10,000 parts of about 100 bytes of XML each. */
const MAX_COMPLETE_BODY_BYTES = 2 * 1024 * 1024;

// Starting, adding to, finishing and abandoning an upload all need the right to write the key
// (S3 would ask for s3:AbortMultipartUpload and s3:ListMultipartUploadParts too, which Gen 2's
// rules never grant; the writer of a key owning its uploads is the useful reading).

// POST /_aws/s3/<bucket>/<key>?uploads – CreateMultipartUpload
export async function startMultipartUpload(request: S3ObjectRequest): Promise<void> {
  assertAllowed(request, { action: 'write', key: request.key });
  const attributes = readObjectAttributes(request.req);
  const uploadId = await createMultipartUpload(request.runtime, request.key, attributes);
  sendXml(request, 'InitiateMultipartUploadResult', { Bucket: request.bucket, Key: request.key, UploadId: uploadId });
}

// PUT /_aws/s3/<bucket>/<key>?partNumber=N&uploadId=U – UploadPart
export async function putPart(request: S3ObjectRequest, uploadId: string): Promise<void> {
  const { runtime, key, req, res } = request;
  assertAllowed(request, { action: 'write', key });
  const partText = queryValue(request, 'partNumber') ?? '';
  const partNumber = Number(partText);
  if (!/^\d+$/.test(partText) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw invalidArgument(`Part number must be an integer between 1 and ${MAX_PART_NUMBER}, inclusive`, 'partNumber', partText);
  }
  const upload = await findMultipartUpload(runtime.db, uploadId, key);
  const file = await receiveUpload(req, { stagingDir: runtime.stagingDir, maxBytes: runtime.maxUploadBytes, signature: request.signature });
  try {
    const startsAsImage = isImageKey(key) && detectImageType(await readFileHead(file.path)) !== null;
    const part = await uploadPart(runtime, upload, partNumber, file, startsAsImage);
    res.setHeader('ETag', `"${part.etag}"`);
    if (file.checksum) res.setHeader(checksumHeaderName(file.checksum.algorithm), file.checksum.value);
  } finally {
    await rm(file.path, { force: true });
  }
  res.writeHead(200, { 'Content-Length': 0, 'x-amz-request-id': request.requestId });
  res.end();
}

// GET /_aws/s3/<bucket>/<key>?uploadId=U – ListParts
export async function listParts(request: S3ObjectRequest, uploadId: string): Promise<void> {
  assertAllowed(request, { action: 'write', key: request.key });
  const upload = await findMultipartUpload(request.runtime.db, uploadId, request.key);
  const marker = Number(queryValue(request, 'part-number-marker') ?? '0');
  const maxParts = Math.min(Number(queryValue(request, 'max-parts') ?? '1000'), 1000);
  if (!Number.isInteger(marker) || marker < 0 || !Number.isInteger(maxParts) || maxParts < 0) {
    throw invalidArgument('part-number-marker and max-parts must be whole numbers.');
  }
  const after = (await listStoredParts(request.runtime.db, upload.uploadId)).filter((part) => part.partNumber > marker);
  const page = after.slice(0, maxParts);
  const isTruncated = after.length > page.length;
  sendXml(request, 'ListPartsResult', {
    Bucket: request.bucket,
    Key: request.key,
    UploadId: uploadId,
    PartNumberMarker: marker,
    NextPartNumberMarker: page.at(-1)?.partNumber ?? marker,
    MaxParts: maxParts,
    IsTruncated: isTruncated,
    StorageClass: 'STANDARD',
    Part: page.map((part) => ({ PartNumber: part.partNumber, LastModified: part.lastModified, ETag: `"${part.etag}"`, Size: part.size })),
  });
}

// POST /_aws/s3/<bucket>/<key>?uploadId=U – CompleteMultipartUpload
export async function finishMultipartUpload(request: S3ObjectRequest, uploadId: string): Promise<void> {
  const { runtime, key } = request;
  assertAllowed(request, { action: 'write', key });
  const upload = await findMultipartUpload(runtime.db, uploadId, key);
  const parts = await parseCompleteMultipartUpload(await readBody(request.req, MAX_COMPLETE_BODY_BYTES));
  const info = await completeMultipartUpload(runtime, upload, parts, { maxBytes: runtime.maxUploadBytes, isImageRequired: isImageKey(key) });
  await afterObjectWritten(request, info);
  sendXml(request, 'CompleteMultipartUploadResult', {
    Location: `${request.url.origin}${request.url.pathname}`,
    Bucket: request.bucket,
    Key: key,
    ETag: info.etag,
  });
}

// DELETE /_aws/s3/<bucket>/<key>?uploadId=U – AbortMultipartUpload
export async function cancelMultipartUpload(request: S3ObjectRequest, uploadId: string): Promise<void> {
  assertAllowed(request, { action: 'write', key: request.key });
  const upload = await findMultipartUpload(request.runtime.db, uploadId, request.key);
  await abortMultipartUpload(request.runtime, upload);
  request.res.writeHead(204, { 'x-amz-request-id': request.requestId });
  request.res.end();
}

function sendXml(request: S3ObjectRequest, root: string, content: XmlElement): void {
  const body = renderS3Xml(root, content);
  request.res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': body.length, 'x-amz-request-id': request.requestId });
  request.res.end(body);
}
