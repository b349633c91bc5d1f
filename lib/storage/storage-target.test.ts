import { storageTargetOf } from './storage-target';

describe('storageTargetOf', () => {
  it('reads the bucket from Gen 2’s storage section and the local endpoint from custom', () => {
    const outputs = {
      version: '1.3',
      storage: { aws_region: 'us-west-2', bucket_name: 'amplify-local-streamitmedia-bucket', buckets: [] },
      custom: { storage_endpoint: 'http://localhost:3000/_aws/s3/' },
    };
    expect(storageTargetOf(outputs)).toEqual({ bucket: 'amplify-local-streamitmedia-bucket', region: 'us-west-2', endpoint: 'http://localhost:3000/_aws/s3' });
  });

  it('targets Amazon S3 itself when the outputs come from a deployment on AWS', () => {
    expect(storageTargetOf({ version: '1.3', storage: { aws_region: 'us-west-2', bucket_name: 'amplify-app-main-media-abc123' } })).toEqual({
      bucket: 'amplify-app-main-media-abc123',
      region: 'us-west-2',
    });
  });

  it('finds nothing when the outputs declare no storage', () => {
    expect(storageTargetOf({ version: '1.3', custom: {} })).toBeNull();
  });
});
