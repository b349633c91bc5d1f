/**
 * The storage rows, product beside s3rver, through the same S3 client settings: 64 KB PUT+GET
 * pairs (scripts/bench/small-object-load.ts), a large object up and down, and a 1,000-key listing.
 * The 64 KB pairs and the download are judged on the wire client (object-wire.ts) and also measured
 * through the SDK, as reference lines.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSmallObjectClient, runSmallObjectLoad, type SmallObjectTarget } from '../small-object-load';
import { measureRate } from './measure-rate';
import { createLargeObjectClient, createListClient, downloadLargeObject, listObjects, putListingObjects, uploadLargeObject, type LargeObject } from './object-operations';
import { createWireBucket, downloadOnWire, runSmallObjectLoadOnWire, sampleOffsets } from './object-wire';
import type { BenchRow } from './run-row';
import { serverAt } from './server-cpu';

export interface StorageSides {
  /** keyPrefix: where this bench may write (under it: small-, large.bin, list/). */
  product: SmallObjectTarget;
  peer: SmallObjectTarget;
  peerName: string;
  /** A folder for the large object's file and downloads. */
  workDir: string;
  largeBytes: number;
}

const SMALL_CONNECTIONS = 8;
const SMALL_BYTES = 64 * 1024;
const LISTED_KEYS = 1000;

export async function prepareStorageRows(sides: StorageSides, connections: number): Promise<{ rows: BenchRow[]; close(): Promise<void> }> {
  const source = join(sides.workDir, 'large-source.bin');
  const sourceBytes = randomBytes(sides.largeBytes);
  await writeFile(source, sourceBytes);
  const megabytes = sides.largeBytes / 1024 / 1024;
  const samples = sampleOffsets(sides.largeBytes);
  const smallBody = randomBytes(SMALL_BYTES);

  const prepare = async (name: 'product' | 'peer', target: SmallObjectTarget) => {
    const client = createSmallObjectClient(target, Math.max(SMALL_CONNECTIONS, connections));
    const large: LargeObject = { bucket: target.bucket, key: `${target.keyPrefix}large.bin`, source, bytes: sides.largeBytes, downloadTo: join(sides.workDir, `large-${name}.bin`) };
    const largeClient = createLargeObjectClient(target);
    const listClient = createListClient(target, connections);
    const wire = await createWireBucket(target, Math.max(SMALL_CONNECTIONS, connections));
    let listRetries = 0;
    const label = name === 'product' ? 'the product' : sides.peerName;
    const listPrefix = `${target.keyPrefix}list/`;
    await uploadLargeObject(largeClient, large);
    await putListingObjects(client, target.bucket, listPrefix, LISTED_KEYS, connections);
    return {
      clients: [client, largeClient, listClient],
      wire,
      small: async (ms: number) => {
        const load = { connections: SMALL_CONNECTIONS, objectBytes: SMALL_BYTES, durationMs: ms };
        const { pairs, ms: took, wrongReads } = await runSmallObjectLoad(client, { ...target, keyPrefix: `${target.keyPrefix}small-` }, load);
        // Pairs whose GET brought back other bytes are not counted (small-object-load.ts).
        if (wrongReads > 0) console.log(`  note: ${wrongReads} GETs from ${label} brought back other bytes than the PUT before them (not counted)`);
        return pairs / (took / 1000);
      },
      smallOnWire: async (ms: number) => {
        const load = { connections: SMALL_CONNECTIONS, objectBytes: SMALL_BYTES, durationMs: ms };
        const { pairs, ms: took, wrongReads } = await runSmallObjectLoadOnWire(wire, `${target.keyPrefix}small-`, load, smallBody);
        if (wrongReads > 0) console.log(`  note: ${wrongReads} GETs from ${label} brought back other bytes than the PUT before them (not counted)`);
        return pairs / (took / 1000);
      },
      downloadOnWire: async (ms: number) => megabytes * (await measureRate(1, ms, () => downloadOnWire(wire, large.key, sourceBytes, samples))),
      upload: async (ms: number) => megabytes * (await measureRate(1, ms, () => uploadLargeObject(largeClient, large))),
      download: async (ms: number) => megabytes * (await measureRate(1, ms, () => downloadLargeObject(largeClient, large))),
      list: async (ms: number) => {
        const rate = await measureRate(connections, ms, async () => {
          listRetries += await listObjects(listClient, target.bucket, listPrefix, LISTED_KEYS);
        });
        if (listRetries > 0) console.log(`  note: ${label}'s listings so far took ${listRetries} SDK retries`);
        return rate;
      },
    };
  };
  const ours = await prepare('product', sides.product);
  const theirs = await prepare('peer', sides.peer);
  const servers = { product: serverAt(sides.product.endpoint), peer: serverAt(sides.peer.endpoint) };
  const row = (key: string, name: string, concurrency: number, unit: string, pick: (side: typeof ours) => BenchRow['product'], more: Partial<BenchRow> = {}): BenchRow => ({
    ...more,
    servers,
    key,
    name,
    concurrency,
    unit,
    peerName: sides.peerName,
    product: pick(ours),
    peer: pick(theirs),
  });
  return {
    rows: [
      // Judged on the wire: through the SDK its own CPU on this thread was the limit (peers.bench.ts' header).
      row('small', '64 KB PUT+GET (wire)', SMALL_CONNECTIONS, 'pairs/s', (side) => side.smallOnWire),
      row('small', '64 KB PUT+GET via SDK', SMALL_CONNECTIONS, 'pairs/s', (side) => side.small, { reference: true }),
      row('upload', `${megabytes} MB upload`, 1, 'MB/s', (side) => side.upload, { unitsPerCall: megabytes }),
      row('download', `${megabytes} MB download (wire)`, 1, 'MB/s', (side) => side.downloadOnWire, { unitsPerCall: megabytes }),
      row('download', `${megabytes} MB download via SDK`, 1, 'MB/s', (side) => side.download, { unitsPerCall: megabytes, reference: true }),
      row('list', '1,000-key list', connections, 'lists/s', (side) => side.list),
    ],
    async close() {
      for (const client of [...ours.clients, ...theirs.clients]) client.destroy();
      await Promise.all([ours.wire.pool.close(), theirs.wire.pool.close()]);
    },
  };
}
