import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SearchIndexPort } from '../../data/search/search-on-index';
import { searchBusy, searchTooLong } from '../../data/search/search-request';

/** Under AppSync's 30 s and this function's own 10 s: the reader is told to narrow the search instead. */
const SEARCH_TIMEOUT_MS = 8_000;

/**
 * The OpenSearch domain (amplify/backend.ts, fed from the public model tables by an OpenSearch
 * Ingestion pipeline) as the search port: each request signed with the function's role (SigV4,
 * service `es`), bounded in time; a full domain (429) is SearchBusy, a slow one SearchTimeout.
 */
export function openSearchPort(endpoint: string, region: string, env: NodeJS.ProcessEnv = process.env): SearchIndexPort {
  const signer = new SignatureV4({
    service: 'es',
    region,
    sha256: Sha256,
    credentials: async () => ({
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
      sessionToken: env.AWS_SESSION_TOKEN,
    }),
  });
  const host = endpoint.replace(/^https:\/\//, '').replace(/\/+$/, '');
  return {
    async post(pathAndQuery, body) {
      const [path, query = ''] = pathAndQuery.split('?');
      const json = JSON.stringify(body);
      const signed = await signer.sign({
        method: 'POST',
        protocol: 'https:',
        hostname: host,
        path,
        query: Object.fromEntries(new URLSearchParams(query)),
        headers: { host, 'content-type': 'application/json' },
        body: json,
      });
      let answer: Response;
      try {
        answer = await fetch(`https://${host}${pathAndQuery}`, { method: 'POST', headers: signed.headers, body: json, signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS) });
      } catch (error) {
        if ((error as { name?: string }).name === 'TimeoutError') throw searchTooLong();
        throw error;
      }
      if (answer.status === 429) throw searchBusy();
      if (!answer.ok) throw new Error(`The search index answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
      return answer.json();
    },
  };
}
