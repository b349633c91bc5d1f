'use client';

import { loadBrowserDataClient } from '@/lib/data/browser-data';
import { CONFIGURATION_ERROR_MESSAGE } from './messages';
import { readSignInMark } from './sign-in-mark';

export interface LastSignIn {
  signedInAt: Date;
  device: string;
  /** The sign-in this browser made (its mark matches the one kept here). */
  isThisBrowser: boolean;
}

/** The account's last sign-ins, newest first (the mySignIns query: the caller's own, both backends). */
export async function listLastSignIns(): Promise<LastSignIn[]> {
  const client = await loadBrowserDataClient();
  if (!client) throw new Error(CONFIGURATION_ERROR_MESSAGE);
  const { data, errors } = await client.queries.mySignIns();
  if (errors?.length) throw new Error(errors[0].message);
  const mark = readSignInMark();
  let isMarked = false;
  return (data ?? []).flatMap((entry) => {
    if (!entry) return [];
    // Only the newest sign-in with this browser's mark is this browser's (a mark is made per sign-in).
    const isThisBrowser = !isMarked && mark !== null && entry.signInMark === mark;
    if (isThisBrowser) isMarked = true;
    return [{ signedInAt: new Date(entry.signedInAt), device: entry.device, isThisBrowser }];
  });
}
