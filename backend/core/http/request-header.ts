import type { IncomingMessage } from 'node:http';

/**
 * A request header's values joined by commas, as one header; a single value as it is (join would
 * copy it, and a session token is kilobytes). The name must be lower case, as Node keys headers.
 */
export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const values = req.headersDistinct[name];
  return values === undefined ? undefined : values.length === 1 ? values[0] : values.join(',');
}
