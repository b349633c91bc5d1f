// Run by trust-served-certificate.test.ts in its own Node process:
//   node --import tsx trust-served-certificate.test-helper.ts <url> [certificate file to trust]
// Prints what fetch and https.get got from <url>: the body, or the TLS error's code.
import { readFileSync } from 'node:fs';
import { get } from 'node:https';
import { installOutboundAgents } from '../outbound/outbound-agents';
import { trustedCertificates } from './trust-served-certificate';

const [url, certificateFile] = process.argv.slice(2);

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { code?: string }).code ?? String(error);
}

function httpsGet(target: string): Promise<string> {
  return new Promise((resolve) => {
    get(target, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', (error) => resolve(errorCode(error)));
  });
}

async function main(): Promise<void> {
  if (certificateFile) installOutboundAgents({ ca: trustedCertificates(readFileSync(certificateFile, 'utf8'), {}) });
  const fetched = await fetch(url).then(
    (response) => response.text(),
    (error: unknown) => errorCode(error),
  );
  process.stdout.write(JSON.stringify({ fetch: fetched, httpsGet: await httpsGet(url) }));
}

void main();
