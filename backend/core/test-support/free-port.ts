import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 now, for a server a bench or an end-to-end spec starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
