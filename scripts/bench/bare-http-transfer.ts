// Context for the storage benchmark: what a plain Node HTTP server reaches on this machine, one
// that does nothing but move a body between the socket and a file (no S3 protocol, no signature,
// no checksum, no catalogue) with Node's streams, and a client that reads and writes its files as
// the benchmark's S3 client does. It shows how much of the gap to a kernel copy is the network
// path itself rather than the store's work.
import { createReadStream, createWriteStream } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';

/** Pieces of a megabyte on every side, as the benchmark's S3 client reads its file. */
const PIECE_BYTES = 1024 * 1024;

export interface BareHttpServer {
  url: string;
  close(): Promise<void>;
}

/** PUT writes the body to `uploadPath` and syncs it; GET sends `downloadPath`. */
export async function startBareHttpServer(uploadPath: string, downloadPath: string): Promise<BareHttpServer> {
  const server = createServer((req, res) => {
    const moving =
      req.method === 'PUT'
        ? pipeline(req, createWriteStream(uploadPath, { flush: true, highWaterMark: PIECE_BYTES })).then(() => res.end())
        : pipeline(createReadStream(downloadPath, { highWaterMark: PIECE_BYTES }), res);
    moving.catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends `source` (`size` bytes) to the server. */
export function bareUpload(url: string, source: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'Content-Length': size } }, (res) => {
      res.resume();
      res.once('end', resolve);
    });
    req.once('error', reject);
    pipeline(createReadStream(source, { highWaterMark: PIECE_BYTES }), req).catch(reject);
  });
}

/** Fetches the server's file into `target`, synced to disk as the S3 client's download is. */
export async function bareDownload(url: string, target: string): Promise<void> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => request(url, resolve).once('error', reject).end());
  await pipeline(res, createWriteStream(target, { flush: true }));
}
