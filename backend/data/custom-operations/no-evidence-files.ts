import type { EvidenceFilesPort } from '../../../amplify/data/creator-records/evidence-files-port';
import { badRequest } from '../../../amplify/data/creator-records/record-rule-error';

const unavailable = () => Promise.reject(badRequest('Evidence files cannot be submitted here: this backend serves no storage.'));

/** For a data API served without storage (test fixtures): text evidence works, files are refused, nothing is there to remove or move. */
export const NO_EVIDENCE_FILES: EvidenceFilesPort = {
  findUpload: unavailable,
  isIdentityOf: unavailable,
  seal: unavailable,
  remove: () => Promise.resolve(),
  move: () => Promise.resolve(false),
};
