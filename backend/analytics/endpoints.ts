/** Firehose's AWS JSON 1.1 API on the public origin: one POST path, the operation in X-Amz-Target. */
export const FIREHOSE_PREFIX = '/_aws/firehose/';

/** The `endpoint` a Firehose client (the site's, the AWS SDK's) takes; it posts to `<endpoint>/`. */
export function firehoseEndpoint(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${FIREHOSE_PREFIX.slice(0, -1)}`;
}
