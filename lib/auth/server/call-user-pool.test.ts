import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { userPoolCallFor } from './call-user-pool';

const outputsWith = (custom: AmplifyOutputsDocument['custom']): AmplifyOutputsDocument => ({
  version: '1.3',
  auth: { aws_region: 'us-west-2', user_pool_id: 'us-west-2_x', user_pool_client_id: 'c' },
  custom,
});

describe('calling the user pool from the server side', () => {
  let port: number;
  const seen: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.1' }).end('{"Username":"u"}');
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('calls the pool at its endpoint with the JSON 1.1 target and body', async () => {
    const call = userPoolCallFor(outputsWith({ user_pool_endpoint: `http://127.0.0.1:${port}/_aws/cognito-idp/` }));
    expect(await call?.('GetUser', { AccessToken: 't' })).toEqual({ status: 200, body: '{"Username":"u"}' });
    expect(seen.at(-1)).toMatchObject({
      url: '/_aws/cognito-idp/',
      headers: { host: `127.0.0.1:${port}`, 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser', 'content-type': 'application/x-amz-json-1.1' },
      body: '{"AccessToken":"t"}',
    });
  });

  it('names Amazon Cognito’s regional endpoint for outputs without a local pool', () => {
    expect(userPoolCallFor(outputsWith(undefined))).toEqual(expect.any(Function));
    expect(userPoolCallFor({ version: '1.3' })).toBeNull();
  });
});
