import { assertAllowed, type S3ObjectRequest } from '../s3-request';

// DELETE /_aws/s3/<bucket>/<key> – DeleteObject (204 whether or not the key existed, as S3 answers)
export async function deleteObject(request: S3ObjectRequest): Promise<void> {
  const { key, runtime, res } = request;
  assertAllowed(request, { action: 'delete', key });
  await runtime.store.deleteObject(key);
  await runtime.variants.removeVariants(key);
  res.writeHead(204, { 'x-amz-request-id': request.requestId });
  res.end();
}
