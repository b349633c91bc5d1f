'use client';

import { deleteUser, fetchAuthSession, signOut } from 'aws-amplify/auth';
import type { LeaveRecordsChoice, LeftAccount } from '@/amplify/data/account-leave/leave-choices';
import { EVIDENCE_UPLOAD_PREFIX } from '@/amplify/data/creator-records/trail-limits';
import { ensureAmplifyConfigured } from '@/lib/amplify/configure-amplify';
import { loadBrowserDataClient, refreshPublicPages } from '@/lib/data/browser-data';
import { TAGS_OF_MODEL } from '@/amplify/data/public-refresh';
import { loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { PICTURE_FOLDERS } from '@/lib/storage/picture-folders';
import { storageTargetOf } from '@/lib/storage/storage-target';
import { CONFIGURATION_ERROR_MESSAGE } from './messages';

/**
 * Leaving the site (issue 48), in the order /me/security runs it; each step is safe to run again,
 * so after a failure the whole of it is simply tried again:
 * 1. leaveMyAccount: the server does with the records what the creator chose (the rules in
 *    amplify/data/account-leave/), keeps the username back and keeps the audit log's acts;
 * 2. the files in the account's own storage folders go (only the account itself may delete there);
 * 3. DeleteUser: the pool deletes the account (and mails its address), and Amplify forgets the tokens.
 */

/** Where the page lands once the account is gone. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/** Step 1: the records, as chosen. */
export async function leaveWithRecords(records: LeaveRecordsChoice): Promise<LeftAccount> {
  const client = await loadBrowserDataClient();
  if (!client) throw new Error(CONFIGURATION_ERROR_MESSAGE);
  const { data, errors } = await client.mutations.leaveMyAccount({ records }, { authMode: 'userPool' });
  if (errors?.length) throw new Error(errors[0].message);
  if (!data) throw new Error('The server did not say what became of your records: please try again.');
  // This browser's cached pages follow at once (the backend refreshes the others itself).
  await refreshPublicPages({ tags: [...new Set([...TAGS_OF_MODEL.Profile, ...TAGS_OF_MODEL.PlatformBan, ...TAGS_OF_MODEL.ShadowbanExperience])] });
  return { ...data, records: data.records as LeaveRecordsChoice, usernameFreeFrom: data.usernameFreeFrom ?? null };
}

/**
 * The account's own folders, which only it may empty: its profile pictures, brief thumbnails and
 * evidence uploads never submitted; with the records removed, the pictures it submitted too (kept
 * anonymised, a record may still show one).
 */
export function ownFolderPrefixes(records: LeaveRecordsChoice): string[] {
  const prefixes = [PICTURE_FOLDERS.avatar.prefix, PICTURE_FOLDERS.briefThumbnail.prefix, EVIDENCE_UPLOAD_PREFIX];
  return records === 'REMOVE' ? [...prefixes, PICTURE_FOLDERS.evidence.prefix] : prefixes;
}

/** Step 2: every file in the account's own folders; answers how many went. */
export async function removeMyFiles(records: LeaveRecordsChoice): Promise<number> {
  const outputs = await loadBrowserOutputs();
  const target = outputs ? storageTargetOf(outputs) : null;
  if (!target) return 0;
  const { identityId } = await fetchAuthSession();
  if (!identityId) return 0;
  // The S3 client is a large bundle: loaded only by the one who leaves.
  const { createStorageClient, listFiles, removeFile } = await import('@/lib/storage');
  const client = createStorageClient(target);
  let removed = 0;
  try {
    for (const prefix of ownFolderPrefixes(records)) {
      for (const file of await listFiles(client, target, `${prefix}${identityId}/`)) {
        await removeFile(client, target, file.key);
        removed += 1;
      }
    }
  } finally {
    client.destroy();
  }
  return removed;
}

/** Step 3: DeleteUser; Amplify then forgets the session, and a sign-out clears whatever is left of it in this browser. */
export async function deleteMyAccount(): Promise<void> {
  if (!(await ensureAmplifyConfigured())) throw new Error(CONFIGURATION_ERROR_MESSAGE);
  await deleteUser();
  await signOut().catch(() => undefined);
}
