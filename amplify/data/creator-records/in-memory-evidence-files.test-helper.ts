import { createHash } from 'node:crypto';
import type { EvidenceFilesPort } from './evidence-files-port';
import { EVIDENCE_SNIFF_BYTES } from './trail-limits';
import { badRequest } from './record-rule-error';

interface StoredObject {
  body: Buffer;
  contentType: string;
  metadata: Map<string, string>;
}

/**
 * An evidence-files port over a map of objects, for the rules' tests: `identities` says which
 * identity id is whose (an identity it does not know answers null, as on AWS).
 */
export function createInMemoryEvidenceFiles(identities: ReadonlyMap<string, string> = new Map()) {
  const objects = new Map<string, StoredObject>();
  const files: EvidenceFilesPort & {
    objects: Map<string, StoredObject>;
    upload(key: string, body: Buffer, contentType: string, ownerSub?: string): void;
  } = {
    objects,
    upload(key, body, contentType, ownerSub) {
      objects.set(key, { body, contentType, metadata: new Map(ownerSub ? [['owner-sub', ownerSub]] : []) });
    },
    async findUpload(key) {
      const found = objects.get(key);
      return found ? { size: found.body.length, contentType: found.contentType, ownerSub: found.metadata.get('owner-sub') ?? null } : null;
    },
    async isIdentityOf(identityId, sub) {
      const owner = identities.get(identityId);
      return owner === undefined ? null : owner === sub;
    },
    async seal(uploadKey, sealedKey, { contentType, maxBytes }) {
      const found = objects.get(uploadKey);
      if (!found) return null;
      if (found.body.length > maxBytes) throw badRequest('too large');
      objects.set(sealedKey, { body: Buffer.from(found.body), contentType, metadata: new Map() });
      return { sha256: createHash('sha256').update(found.body).digest('hex'), size: found.body.length, head: found.body.subarray(0, EVIDENCE_SNIFF_BYTES) };
    },
    async remove(key) {
      objects.delete(key);
    },
    async move(fromKey, toKey) {
      const found = objects.get(fromKey);
      if (!found) return false;
      objects.set(toKey, found);
      objects.delete(fromKey);
      return true;
    },
  };
  return files;
}
