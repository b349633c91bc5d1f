import { EVIDENCE_UPLOAD_PREFIX } from './trail-limits';
import { badRequest } from './record-rule-error';

/** An identity-pool id as both Cognito and the local backend spell it: `<region>:<uuid>`. */
const IDENTITY_ID = /^[\w-]{1,40}:[0-9a-f-]{36}$/;

/** `evidence-uploads/<identity id>/<name>`: one folder level, no other shape. */
export function parseEvidenceUploadKey(key: string): { identityId: string; fileName: string } {
  const parts = key.startsWith(EVIDENCE_UPLOAD_PREFIX) ? key.slice(EVIDENCE_UPLOAD_PREFIX.length).split('/') : [];
  const [identityId = '', fileName = ''] = parts;
  if (parts.length !== 2 || !IDENTITY_ID.test(identityId) || !fileName || fileName.length > 200 || fileName === '.' || fileName === '..') {
    throw badRequest(`uploadKey must be ${EVIDENCE_UPLOAD_PREFIX}<your identity id>/<file name>.`);
  }
  return { identityId, fileName };
}
