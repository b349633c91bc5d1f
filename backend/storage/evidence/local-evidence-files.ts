import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EvidenceFilesPort } from '../../../amplify/data/creator-records/evidence-files-port';
import { EVIDENCE_OWNER_METADATA, EVIDENCE_SNIFF_BYTES } from '../../../amplify/data/creator-records/trail-limits';
import { badRequest } from '../../../amplify/data/creator-records/record-rule-error';
import { findIdentity } from '../../identity/identity-pool/identities';
import type { StorageRuntime } from '../storage-runtime';
import { hashOnWorker } from '../upload/hash-on-worker';
import { StagedFileWriter } from '../upload/staged-file-writer';

const tooLarge = (maxBytes: number) => badRequest(`Evidence files must be at most ${maxBytes / 1024 / 1024} MB.`);

/**
 * The evidence-files port over the local bucket (disk or S3-compatible store, as configured): the
 * server reaches the store directly, past the rules no client passes (evidence-items/ is
 * read-only to every client). Identity ids are the local identity pool's, so the folder's owner
 * is checked outright, beside the upload's metadata.
 */
export function createLocalEvidenceFiles(runtime: () => Promise<StorageRuntime>): EvidenceFilesPort {
  return {
    async findUpload(key) {
      const info = await (await runtime()).store.headObject(key);
      if (!info) return null;
      const ownerSub = Object.hasOwn(info.metadata, EVIDENCE_OWNER_METADATA) ? info.metadata[EVIDENCE_OWNER_METADATA] : null;
      return { size: info.size, contentType: info.contentType, ownerSub };
    },
    async isIdentityOf(identityId, sub) {
      const identity = await findIdentity((await runtime()).db, identityId);
      return identity?.userSub === sub;
    },
    async seal(uploadKey, sealedKey, { contentType, maxBytes }) {
      const { store, stagingDir } = await runtime();
      const source = await store.getObject(uploadKey);
      if (!source) return null;
      if (source.info.size > maxBytes) {
        source.body.destroy();
        throw tooLarge(maxBytes);
      }
      const path = join(stagingDir, `evidence-${randomBytes(12).toString('hex')}`);
      // Hashed on the upload hash worker, each batch handed over once it is in the staged file, as uploads are.
      const hasher = hashOnWorker({ sha256: true });
      const sink = new StagedFileWriter(path, (pieces, bytes) => hasher.written(pieces, bytes));
      const head: Buffer[] = [];
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback: TransformCallback) {
          // A copy: the chunk itself goes on to the hashing worker once written.
          if (size < EVIDENCE_SNIFF_BYTES) head.push(Buffer.from(chunk.subarray(0, EVIDENCE_SNIFF_BYTES - size)));
          size += chunk.length;
          // The object may have been replaced since it was looked at: the limit holds for what is read.
          callback(size > maxBytes ? tooLarge(maxBytes) : null, chunk);
        },
      });
      try {
        await pipeline(source.body, meter, sink);
        const digests = await hasher.digest(size);
        await store.putObject(sealedKey, { path, size, md5: digests.md5 }, { contentType, metadata: {}, headers: {} });
        return { sha256: digests.sha256 as string, size, head: Buffer.concat(head) };
      } catch (error) {
        hasher.discard();
        throw error;
      } finally {
        if (!sink.closed) {
          sink.destroy();
          await new Promise((resolve) => sink.once('close', resolve));
        }
        // The disk store moved the file in; an S3-compatible store copied it up and leaves it here.
        await rm(path, { force: true });
      }
    },
    async remove(key) {
      await (await runtime()).store.deleteObject(key);
    },
    async move(fromKey, toKey) {
      const { store } = await runtime();
      if (!(await store.copyObject(fromKey, toKey))) return false;
      await store.deleteObject(fromKey);
      return true;
    },
  };
}
