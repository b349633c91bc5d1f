// Run by outbound-agents.test.ts in its own Node process (Jest's sandbox hides the global dispatcher fetch reads):
//   node --import tsx outbound-agents.test-helper.ts <public origin> <loopback origin> <url>…
// Prints, per url, what fetch and http(s).get got: the body, or the error's code.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { installOutboundAgents } from './outbound-agents';

const [publicOrigin, loopbackOrigin, ...urls] = process.argv.slice(2);

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { code?: string }).code ?? String(error);
}

function nodeGet(url: string): Promise<string> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    get(url, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', (error) => resolve(errorCode(error)));
  });
}

async function main(): Promise<void> {
  installOutboundAgents({ ownOrigin: { publicOrigin, loopbackOrigin } });
  const results = [];
  for (const url of urls) {
    const fetched = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.text(),
      (error: unknown) => errorCode(error),
    );
    results.push({ url, fetch: fetched, get: await nodeGet(url) });
  }
  process.stdout.write(JSON.stringify(results));
}

void main();
