/** Just enough MIME to read back the messages our own outbox wrote (nodemailer's output). */
export interface ParsedEml {
  headers: Map<string, string>;
  text?: string;
  html?: string;
}

export function parseEml(raw: string): ParsedEml {
  const { headers, body } = splitEntity(raw.replace(/\r\n/g, '\n'));
  const parsed: ParsedEml = { headers };
  collectParts(headers, body, parsed);
  return parsed;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as nodemailer writes non-ASCII headers. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return bytes.toString(toBufferEncoding(charset));
    });
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.indexOf('\n\n');
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string, into: ParsedEml): void {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\n/, ''));
      collectParts(entity.headers, entity.body, into);
    }
    return;
  }
  const charset = /charset="?([^";]+)"?/i.exec(contentType)?.[1] ?? 'utf-8';
  const text = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').toString(toBufferEncoding(charset));
  if (mediaType === 'text/plain') into.text ??= text.replace(/\n$/, '');
  if (mediaType === 'text/html') into.html ??= text.replace(/\n$/, '');
}

function decodeBody(body: string, transferEncoding: string): Buffer {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\n/g, ''));
    default:
      return Buffer.from(body, 'utf8');
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function toBufferEncoding(charset: string): BufferEncoding {
  return /^(iso-8859-1|latin1|us-ascii)$/i.test(charset) ? 'latin1' : 'utf8';
}
