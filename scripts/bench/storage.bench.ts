// Storage throughput: a 50 MB object uploaded (PutObject, streamed as the SDK streams files) and
// downloaded (GetObject, written to a file) through the local S3 endpoint with the AWS SDK's
// client, beside a plain copy of the same file on the same disk. The client runs in a worker
// thread, as it would run in another program; the store has the main thread to itself. Both
// sides make the bytes durable (the store syncs every object before committing it, so the copy
// syncs too). The plain copy is the best plain way: fs.copyFile (a kernel copy) and an fsync; a
// copy streamed in Node's default 64 KB pieces (the reference of earlier runs) is shown for
// context, and so are the same transfers through a bare Node HTTP server that only moves the
// bytes between socket and file (bare-http-transfer.ts). One untimed warm-up round; medians, with
// the slowest and fastest round beside them (the machine may be shared). Target: each direction
// at least half the plain copy's rate.
//
// Small objects (issue 20): 64 KB PutObject + GetObject pairs at 8 connections, against the store and
// against s3rver (a popular S3-compatible server for local work), each in a process of its own
// (storage-backend-process.ts; the client stays in the worker), with the same client; rounds interleaved (store and s3rver, in alternating order) after a warm-up of each,
// median pairs/s, the median of the rounds' ratios, and the load average each round ran under.
// GETs that bring back other bytes than were put are not counted. Target: at least s3rver's
// rate (ratio >= 1.0). BENCH_STORAGE_SMALL_MS (default 10000) and _ROUNDS (3) shorten it. The
// store keeps every check (signature, rules, payload hash and checksums) and syncs each object
// before answering; s3rver checks the signature only, never syncs, and answers a PUT before its
// file is fully written (hence its occasional wrong GET). BENCH_STORAGE_PART=large|small runs one part.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, open, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3rver } from '../../backend/storage/test-support/start-s3rver';
import { startStorageBackend, type IdentityCredentials } from '../../backend/storage/test-support/start-storage-backend';
import { bareDownload, bareUpload, startBareHttpServer } from './bare-http-transfer';
import { createSmallObjectClient, runSmallObjectLoad, type SmallObjectTarget } from './small-object-load';
import { startStorageBackendProcess } from './storage-backend-process';

const SIZE_BYTES = Number(process.env.BENCH_STORAGE_MB ?? 50) * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_STORAGE_ROUNDS ?? 5);
const TARGET_RATIO = 0.5;
/** The client reads the file 1 MB at a time (a caller's choice; the default 64 KB means 16 times the chunks). */
const READ_CHUNK_BYTES = 1024 * 1024;
const PART = process.env.BENCH_STORAGE_PART ?? 'all';
const SMALL_LOAD = { connections: 8, objectBytes: 64 * 1024, durationMs: Number(process.env.BENCH_STORAGE_SMALL_MS ?? 10_000) };
const SMALL_ROUNDS = Number(process.env.BENCH_STORAGE_SMALL_ROUNDS ?? 3);
const SMALL_TARGET_RATIO = 1;

interface ClientSetup {
  endpoint: string;
  region: string;
  bucket: string;
  credentials: IdentityCredentials;
  source: string;
  downloaded: string;
  bareUrl: string;
  smallTargets: Record<SmallSide, SmallObjectTarget>;
}
type SmallSide = 'store' | 's3rver';
type Job = 'upload' | 'download' | 'bare upload' | 'bare download' | { small: SmallSide; durationMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (ms: number) => SIZE_BYTES / 1024 / 1024 / (ms / 1000);
/** "<median> MB/s  [<slowest>–<fastest>]" of the rounds' times. */
const describeRate = (ms: number[]) => `${rate(median(ms)).toFixed(0).padStart(5)} MB/s  [${rate(Math.max(...ms)).toFixed(0)}–${rate(Math.min(...ms)).toFixed(0)}]`;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The best plain copy: the kernel copies the bytes, then they are synced as the store syncs them. */
async function copyDurably(source: string, target: string): Promise<void> {
  await copyFile(source, target);
  const handle = await open(target, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The worker: one S3 client that uploads or downloads when asked and answers with the milliseconds it took. */
function runClient(setup: ClientSetup): void {
  const s3 = new S3Client({ region: setup.region, endpoint: setup.endpoint, forcePathStyle: true, credentials: setup.credentials });
  const Key = 'public/bench/fifty.bin';
  const smallClients = new Map<SmallSide, S3Client>();
  parentPort?.on('message', async (job: Job) => {
    if (typeof job === 'object') {
      const target = setup.smallTargets[job.small];
      let client = smallClients.get(job.small);
      if (!client) smallClients.set(job.small, (client = createSmallObjectClient(target, SMALL_LOAD.connections)));
      const { pairs, ms, wrongReads } = await runSmallObjectLoad(client, target, { ...SMALL_LOAD, durationMs: job.durationMs });
      if (wrongReads > 0) console.log(`    (${job.small}: ${wrongReads} GETs brought back other bytes than were put; not counted)`);
      parentPort?.postMessage(pairs / (ms / 1000));
      return;
    }
    const ms = await time(async () => {
      if (job === 'upload') {
        await s3.send(new PutObjectCommand({ Bucket: setup.bucket, Key, Body: createReadStream(setup.source, { highWaterMark: READ_CHUNK_BYTES }), ContentLength: SIZE_BYTES }));
      } else if (job === 'bare upload') {
        await bareUpload(setup.bareUrl, setup.source, SIZE_BYTES);
      } else {
        if (job === 'download') {
          const { Body } = await s3.send(new GetObjectCommand({ Bucket: setup.bucket, Key }));
          await pipeline(Body as Readable, createWriteStream(setup.downloaded, { flush: true }));
        } else {
          await bareDownload(setup.bareUrl, setup.downloaded);
        }
        await rm(setup.downloaded);
      }
    });
    parentPort?.postMessage(ms);
  });
}

type RunJob = (job: Job) => Promise<number>;

async function main(): Promise<void> {
  const backend = await startStorageBackend();
  const s3rver = await startS3rver('bench-small');
  const storeProcess = await startStorageBackendProcess('public/bench/small-');
  const source = join(backend.dataDir, 'bench-source.bin');
  const bareUploaded = join(backend.dataDir, 'bench-bare-upload.bin');
  const bare = await startBareHttpServer(bareUploaded, source);
  const credentials = await backend.userCredentials('bench@bench.banwatch.test');
  const setup: ClientSetup = {
    endpoint: backend.endpoint,
    region: backend.pool.settings.region,
    bucket: backend.bucket,
    credentials,
    source,
    downloaded: join(backend.dataDir, 'bench-download.bin'),
    bareUrl: bare.url,
    smallTargets: {
      store: storeProcess.target,
      s3rver: {
        endpoint: s3rver.endpoint,
        region: s3rver.env.STORAGE_S3_REGION,
        bucket: s3rver.bucket,
        credentials: { accessKeyId: s3rver.env.STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: s3rver.env.STORAGE_S3_SECRET_ACCESS_KEY },
        keyPrefix: 'public/bench/small-',
      },
    },
  };
  // tsx's hooks do not reach worker threads by themselves: the worker registers them, then loads this file.
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(__filename)});`, { eval: true, workerData: setup });
  const run: RunJob = (job) =>
    new Promise<number>((resolve, reject) => {
      // One job at a time: each takes its listeners off again, so rounds do not pile them up.
      const onMessage = (ms: number) => {
        worker.off('error', onError);
        resolve(ms);
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.postMessage(job);
    });
  try {
    if (PART !== 'small') {
      await writeFile(source, randomBytes(SIZE_BYTES));
      await benchLargeObject(run, { source, copy: join(backend.dataDir, 'bench-copy.bin'), bareUploaded });
    }
    if (PART !== 'large') await benchSmallObjects(run);
  } finally {
    await worker.terminate();
    await bare.close();
    await s3rver.close();
    await storeProcess.close();
    await backend.close();
  }
}

async function benchLargeObject(run: RunJob, files: { source: string; copy: string; bareUploaded: string }): Promise<void> {
  const { source, copy, bareUploaded } = files;
  const copyMs: number[] = [];
  const streamedCopyMs: number[] = [];
  const uploadMs: number[] = [];
  const downloadMs: number[] = [];
  const bareUploadMs: number[] = [];
  const bareDownloadMs: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    const isWarmUp = round === 0;
    const kernelMs = await time(() => copyDurably(source, copy));
    await rm(copy);
    const streamedMs = await time(() => pipeline(createReadStream(source), createWriteStream(copy, { flush: true })));
    await rm(copy);
    const up = await run('upload');
    const down = await run('download');
    const bareUp = await run('bare upload');
    await rm(bareUploaded);
    const bareDown = await run('bare download');
    if (isWarmUp) continue;
    copyMs.push(kernelMs);
    streamedCopyMs.push(streamedMs);
    uploadMs.push(up);
    downloadMs.push(down);
    bareUploadMs.push(bareUp);
    bareDownloadMs.push(bareDown);
  }

  const plain = rate(median(copyMs));
  const streamed = rate(median(streamedCopyMs));
  const verdict = (ms: number[]) => {
    const ratio = rate(median(ms)) / plain;
    const target = ratio >= TARGET_RATIO ? 'met' : 'NOT met';
    return `ratio ${ratio.toFixed(2)}  (target >= ${TARGET_RATIO}: ${target}; ${(rate(median(ms)) / streamed).toFixed(2)} of the streamed copy)`;
  };
  console.log(`Storage throughput, ${SIZE_BYTES / 1024 / 1024} MB object, median [slowest–fastest] of ${ROUNDS} rounds (local disk store, AWS SDK S3 client)`);
  console.log(`  plain copy on the same disk (fs.copyFile + fsync):  ${describeRate(copyMs)}`);
  console.log(`  streamed copy, 64 KB pieces + fsync (context):      ${describeRate(streamedCopyMs)}`);
  console.log(`  upload through the store (PutObject):               ${describeRate(uploadMs)}   ${verdict(uploadMs)}`);
  console.log(`  download through the store (GetObject):             ${describeRate(downloadMs)}   ${verdict(downloadMs)}`);
  const ofPlainCopy = (ms: number[]) => `ratio ${(rate(median(ms)) / plain).toFixed(2)} of the plain copy`;
  console.log(`  bare Node HTTP server upload, no S3 (context):      ${describeRate(bareUploadMs)}   ${ofPlainCopy(bareUploadMs)}`);
  console.log(`  bare Node HTTP server download, no S3 (context):    ${describeRate(bareDownloadMs)}   ${ofPlainCopy(bareDownloadMs)}`);
}

/**
 * Store and s3rver in turn, each round under the same conditions as far as the machine allows:
 * the order alternates, and the ratio is the median of the rounds' own ratios (a round's two
 * sides ran seconds apart; rounds may run under different loads).
 */
async function benchSmallObjects(run: RunJob): Promise<void> {
  // Long enough for the JIT to settle on both sides.
  const warmUpMs = Math.min(5000, SMALL_LOAD.durationMs);
  await run({ small: 'store', durationMs: warmUpMs });
  await run({ small: 's3rver', durationMs: warmUpMs });
  const rates: Record<SmallSide, number[]> = { store: [], s3rver: [] };
  const ratios: number[] = [];
  const kb = SMALL_LOAD.objectBytes / 1024;
  console.log(`Small objects: ${kb} KB PutObject + GetObject pairs at ${SMALL_LOAD.connections} connections, ${SMALL_LOAD.durationMs / 1000} s per side per round (AWS SDK S3 client)`);
  for (let round = 1; round <= SMALL_ROUNDS; round += 1) {
    const load = loadavg()[0];
    const order: SmallSide[] = round % 2 === 1 ? ['store', 's3rver'] : ['s3rver', 'store'];
    for (const side of order) rates[side].push(await run({ small: side, durationMs: SMALL_LOAD.durationMs }));
    const [store, peer] = [rates.store.at(-1) ?? 0, rates.s3rver.at(-1) ?? 0];
    ratios.push(store / peer);
    console.log(`  round ${round}: store ${store.toFixed(0)} pairs/s, s3rver ${peer.toFixed(0)} pairs/s, ratio ${(store / peer).toFixed(2)}  (load average ${load.toFixed(1)} → ${loadavg()[0].toFixed(1)})`);
  }
  const ratio = median(ratios);
  const verdict = ratio >= SMALL_TARGET_RATIO ? 'met' : 'NOT met';
  const describe = (values: number[]) => `${median(values).toFixed(0).padStart(5)} pairs/s  [${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}]`;
  console.log(`  the store (disk, embedded database):  ${describe(rates.store)}   ratio ${ratio.toFixed(2)} of s3rver, median of rounds (target >= ${SMALL_TARGET_RATIO}: ${verdict})`);
  console.log(`  s3rver:                               ${describe(rates.s3rver)}`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runClient(workerData as ClientSetup);
}
