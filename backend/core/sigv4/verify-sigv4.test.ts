import type { IncomingMessage } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { SigV4Error } from './sigv4-error';
import { verifySigV4, type SigV4Expectation } from './verify-sigv4';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token-1' };
const now = new Date('2024-05-01T12:00:00Z');
const expectation: SigV4Expectation = {
  service: 'appsync',
  region: 'us-west-2',
  now,
  findSecret: (accessKeyId, sessionToken) =>
    accessKeyId === credentials.accessKeyId && sessionToken === credentials.sessionToken ? credentials.secretAccessKey : null,
};

async function signedPost(body: string, { withPayloadHash }: { withPayloadHash: boolean }): Promise<IncomingMessage> {
  const signer = new SignatureV4({ service: 'appsync', region: 'us-west-2', credentials, sha256: Sha256, applyChecksum: withPayloadHash });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: 'localhost',
      path: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body,
    },
    { signingDate: now },
  );
  const headers = Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: 'POST', url: '/graphql', headers } as unknown as IncomingMessage;
}

async function refusal(promise: Promise<unknown>): Promise<SigV4Error> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SigV4Error)) throw new Error(`expected a SigV4Error, got ${String(error)}`);
  return error;
}

describe('verifySigV4', () => {
  const body = '{"query":"{ listBriefs { items { id } } }"}';

  it('accepts a request signed over its body, with or without a declared payload hash', async () => {
    await expect(verifySigV4(await signedPost(body, { withPayloadHash: true }), Buffer.from(body), expectation)).resolves.toBe('AKIDEXAMPLE');
    await expect(verifySigV4(await signedPost(body, { withPayloadHash: false }), Buffer.from(body), expectation)).resolves.toBe('AKIDEXAMPLE');
  });

  it('refuses another body under a signature that declares its payload hash', async () => {
    const request = await signedPost(body, { withPayloadHash: true });
    const error = await refusal(verifySigV4(request, Buffer.from('{"query":"mutation { deleteBrief }"}'), expectation));
    expect(error.type).toBe('InvalidSignatureException');
    expect(error.message).toMatch(/x-amz-content-sha256/);
  });

  it('refuses another body when the signature covers the body itself', async () => {
    const request = await signedPost(body, { withPayloadHash: false });
    const error = await refusal(verifySigV4(request, Buffer.from('{}'), expectation));
    expect(error.type).toBe('InvalidSignatureException');
  });

  it('refuses unknown credentials and stale dates', async () => {
    const request = await signedPost(body, { withPayloadHash: false });
    expect((await refusal(verifySigV4(request, Buffer.from(body), { ...expectation, findSecret: () => null }))).type).toBe('UnrecognizedClientException');
    const later = new Date(now.getTime() + 16 * 60 * 1000);
    expect((await refusal(verifySigV4(request, Buffer.from(body), { ...expectation, now: later }))).type).toBe('InvalidSignatureException');
  });
});
