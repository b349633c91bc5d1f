/**
 * The lean wire client for the rows where the AWS SDK's own CPU was the bench's limit (GetUser,
 * 64 KB PUT+GET, the large download): the very requests the SDK sends (scripts/bench/peers.bench.ts'
 * header says which headers), on undici keep-alive pools, signed with SigV4 where the SDK signs.
 * The signer is a few HMACs with a signing key kept per day; at start it is checked against
 * @smithy/signature-v4 (the SDK's own signer) on a request of each kind, and the servers check
 * every signature (a wrong one is a 403, which fails the row).
 */
import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { Pool } from 'undici';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The SHA-256 of an empty body, which the SDK sends as x-amz-content-sha256 on a GET. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** A pool of `connections` kept-alive connections to `origin`, one request at a time on each, as the SDK's agent holds them. */
export function createWirePool(origin: string, connections: number): Pool {
  return new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export interface SignedRequest {
  method: 'GET' | 'PUT';
  /** The path as sent, already escaped (the bench's keys need none); S3 signs it as it is (the SDK's uriEscapePath: false). */
  path: string;
  /** One query parameter, as the SDK adds x-id=PutObject / GetObject. */
  query: string;
  headers: Record<string, string>;
}

/**
 * SigV4 for S3, as @smithy/signature-v4 does it for the SDK's S3 client: every header given is
 * signed (the caller passes the ones the SDK signs), x-amz-content-sha256 is the payload hash.
 */
export class WireSigner {
  private keyDay = '';
  private key: Buffer = Buffer.alloc(0);
  constructor(
    private readonly credentials: SigningCredentials,
    private readonly region: string,
    private readonly service = 's3',
  ) {}

  private signingKey(day: string): Buffer {
    if (day !== this.keyDay) {
      this.key = hmac(hmac(hmac(hmac(`AWS4${this.credentials.secretAccessKey}`, day), this.region), this.service), 'aws4_request');
      this.keyDay = day;
    }
    return this.key;
  }

  /** Adds x-amz-date, x-amz-security-token (when there is one) and authorization to `request.headers`. */
  sign(request: SignedRequest, now = new Date()): SignedRequest {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const day = stamp.slice(0, 8);
    const headers: Record<string, string> = { ...request.headers, 'x-amz-date': stamp };
    if (this.credentials.sessionToken) headers['x-amz-security-token'] = this.credentials.sessionToken;
    const names = Object.keys(headers)
      .map((name) => name.toLowerCase())
      .sort();
    const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const canonicalHeaders = names.map((name) => `${name}:${String(lower.get(name)).trim().replace(/\s+/g, ' ')}\n`).join('');
    const signedHeaders = names.join(';');
    const payloadHash = lower.get('x-amz-content-sha256') ?? EMPTY_SHA256;
    const canonicalRequest = `${request.method}\n${request.path}\n${request.query}\n${canonicalHeaders}\n${signedHeaders}\n${payloadHash}`;
    const scope = `${day}/${this.region}/${this.service}/aws4_request`;
    const stringToSign = `AWS4-HMAC-SHA256\n${stamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
    const signature = createHmac('sha256', this.signingKey(day)).update(stringToSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${this.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
    return { ...request, headers };
  }
}

/** Node's SHA-256 behind the interface @smithy/signature-v4 takes. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', typeof secret === 'string' ? secret : Buffer.from(secret as ArrayBuffer));
  }
  update(data: string | Uint8Array) {
    this.hash.update(data);
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** Throws unless this signer and the SDK's (@smithy/signature-v4) give `request` the same authorization header. */
export async function checkSignerAgainstSdk(signer: WireSigner, credentials: SigningCredentials, region: string, origin: string, request: SignedRequest): Promise<void> {
  const now = new Date();
  const url = new URL(origin);
  const host = url.host;
  const ours = signer.sign({ ...request, headers: { ...request.headers, host } }, now);
  const [name, value] = request.query.split('=');
  const sdk = new SignatureV4({ service: 's3', region, credentials, sha256: NodeSha256, uriEscapePath: false, applyChecksum: false });
  const signed = await sdk.sign(
    { method: request.method, protocol: url.protocol, hostname: url.hostname, port: Number(url.port), path: request.path, query: { [name]: value }, headers: { ...request.headers, host } },
    { signingDate: now },
  );
  if (signed.headers.authorization !== ours.headers.authorization) {
    throw new Error(`the wire client's SigV4 differs from the SDK's for ${request.method} ${request.path}: ${ours.headers.authorization} / ${signed.headers.authorization}`);
  }
}
