import { parseAmplifyConfig } from 'aws-amplify/utils';
import { storageOutputs } from './outputs';
import { LOCAL_BUCKET_NAME } from './storage-endpoint';
import { loadDeclaredStoragePolicy } from './storage-runtime';

describe('storageOutputs', () => {
  const contribution = storageOutputs({ bucketName: LOCAL_BUCKET_NAME, region: 'us-west-2', policy: loadDeclaredStoragePolicy() }, 'http://localhost:3000');

  it('writes the storage section the Amplify client reads, with the declared bucket and paths', () => {
    const config = parseAmplifyConfig({ version: '1.3', ...contribution.sections } as Parameters<typeof parseAmplifyConfig>[0]);
    expect(config.Storage?.S3).toMatchObject({
      bucket: 'amplify-local-streamitmedia-bucket',
      region: 'us-west-2',
      buckets: { streamitMedia: { bucketName: 'amplify-local-streamitmedia-bucket', region: 'us-west-2' } },
    });
    expect(config.Storage?.S3.buckets?.streamitMedia.paths?.['profile-avatar/${cognito-identity.amazonaws.com:sub}/*']).toEqual({
      entityidentity: ['get', 'list', 'write', 'delete'],
    });
  });

  it('names the local S3 endpoint under custom, where Gen 2 has no field for it', () => {
    expect(contribution.custom).toEqual({ storage_endpoint: 'http://localhost:3000/_aws/s3' });
  });
});
