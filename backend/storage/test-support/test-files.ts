import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real PNG of the given size, for uploads under the picture prefixes. */
export async function makePng(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

/** Random bytes: nothing a compressor or a lucky offset could fake. */
export function randomPayload(bytes: number): Buffer {
  return randomBytes(bytes);
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A response body (the SDK's or fetch's) read to the end. */
export async function readBody(body: AsyncIterable<Uint8Array> | { transformToByteArray(): Promise<Uint8Array> } | undefined): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  if ('transformToByteArray' in body) return Buffer.from(await body.transformToByteArray());
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
