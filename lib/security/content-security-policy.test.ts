import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { backendOriginsOf } from './backend-origins';
import { buildContentSecurityPolicy } from './content-security-policy';

const LOCAL_OUTPUTS: AmplifyOutputsDocument = {
  version: '1.3',
  auth: { aws_region: 'us-west-2', user_pool_id: 'us-west-2_x', user_pool_client_id: 'c', oauth: { domain: 'localhost:3400' } },
  data: { url: 'http://localhost:3000/_aws/graphql/graphql' },
  storage: { bucket_name: 'media', aws_region: 'us-west-2' },
  custom: {
    user_pool_endpoint: 'http://localhost:3000/_aws/cognito-idp/',
    identity_pool_endpoint: 'http://localhost:3000/_aws/cognito-identity/',
    storage_endpoint: 'http://localhost:3000/_aws/s3',
    analytics_firehose_endpoint: 'http://localhost:3000/_aws/firehose',
    analytics_region: 'us-west-2',
  },
};

const AWS_OUTPUTS: AmplifyOutputsDocument = {
  version: '1.3',
  auth: { aws_region: 'eu-west-1', user_pool_id: 'eu-west-1_x', user_pool_client_id: 'c', oauth: { domain: 'bans.auth.eu-west-1.amazoncognito.com' } },
  data: { url: 'https://abc123.appsync-api.eu-west-1.amazonaws.com/graphql' },
  storage: { bucket_name: 'media-bucket', aws_region: 'eu-west-1' },
  custom: { analytics_region: 'eu-west-1', analytics_delivery_stream_name: 'streamit-analytics-abc' },
};

const directivesOf = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('where the browser reaches the backend, from amplify_outputs.json', () => {
  it('is the local backend’s origin when the outputs name its endpoints', () => {
    expect(backendOriginsOf(LOCAL_OUTPUTS)).toEqual({
      connect: ['http://localhost:3000', 'https://localhost:3400'],
      storage: ['http://localhost:3000'],
      signIn: ['https://localhost:3400'],
    });
  });

  it('is AWS’s regional endpoints for outputs from an AWS deployment', () => {
    expect(backendOriginsOf(AWS_OUTPUTS)).toEqual({
      connect: [
        'https://cognito-idp.eu-west-1.amazonaws.com',
        'https://cognito-identity.eu-west-1.amazonaws.com',
        'https://abc123.appsync-api.eu-west-1.amazonaws.com',
        'wss://abc123.appsync-realtime-api.eu-west-1.amazonaws.com',
        'https://firehose.eu-west-1.amazonaws.com',
        'https://media-bucket.s3.eu-west-1.amazonaws.com',
        'https://bans.auth.eu-west-1.amazoncognito.com',
      ],
      storage: ['https://media-bucket.s3.eu-west-1.amazonaws.com'],
      signIn: ['https://bans.auth.eu-west-1.amazoncognito.com'],
    });
  });

  it('is nothing without outputs, and ignores addresses that are not web addresses', () => {
    expect(backendOriginsOf(null)).toEqual({ connect: [], storage: [], signIn: [] });
    const odd = backendOriginsOf({ version: '1.3', custom: { user_pool_endpoint: 'javascript:alert(1)', analytics_firehose_endpoint: 'not a url' } });
    expect(odd.connect).toEqual([]);
  });
});

describe('the page’s Content-Security-Policy', () => {
  const policy = (isDev = false, outputs: AmplifyOutputsDocument | null = LOCAL_OUTPUTS) =>
    directivesOf(buildContentSecurityPolicy({ nonce: 'n0nce', isDev, backend: backendOriginsOf(outputs) }));

  it('lets scripts run only with the nonce (and what they load), never eval in production', () => {
    expect(policy()['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
    expect(policy(true)['script-src']).toContain("'unsafe-eval'");
  });

  it('shuts plugins, base rewrites and foreign framing out', () => {
    expect(policy()).toMatchObject({ 'object-src': ["'none'"], 'base-uri': ["'self'"], 'frame-ancestors': ["'self'"], 'default-src': ["'self'"] });
  });

  it('lets forms go to the site and the hosted sign-in, and fetches to the backend only', () => {
    expect(policy()['form-action']).toEqual(["'self'", 'https://localhost:3400']);
    expect(policy(false, AWS_OUTPUTS)['connect-src']).toContain('https://cognito-idp.eu-west-1.amazonaws.com');
    expect(policy(false, AWS_OUTPUTS)['connect-src']).not.toContain('https:');
  });

  it('frames the stream players, and lets hls.js use blob: workers and media', () => {
    expect(policy()['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://clips.twitch.tv', 'https://rumble.com']);
    expect(policy()['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy()['media-src']).toEqual(expect.arrayContaining(['blob:', 'http://localhost:3000']));
    expect(policy()['img-src']).toEqual(expect.arrayContaining(['data:', 'http://localhost:3000']));
  });
});
