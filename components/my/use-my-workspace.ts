'use client';

import { useCallback, useEffect, useState } from 'react';
import { loadMyProfile, type MyProfile } from '@/lib/content/my/my-profile-store';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import { loadBrowserDataClient, type BrowserDataClient } from '@/lib/data/browser-data';

export type MyWorkspace =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; client: BrowserDataClient; profile: MyProfile | null };

/**
 * What every /me page starts from: the user-pool Data client (loaded only on these pages) and the
 * caller's own profile, or null before they made one. `setProfile` keeps it current after a save.
 */
export function useMyWorkspace() {
  const [workspace, setWorkspace] = useState<MyWorkspace>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    (async () => {
      const [client, { getCurrentUser }] = await Promise.all([loadBrowserDataClient(), loadAmplifyAuth()]);
      if (!client) throw new Error('The site is not connected to its backend. Please try again later.');
      // The profile is found by the caller's own user id (the sub the server writes into it).
      const { userId } = await getCurrentUser();
      const profile = await loadMyProfile(client, userId);
      if (isCurrent) setWorkspace({ status: 'ready', client, profile });
    })().catch((error: unknown) => {
      if (isCurrent) setWorkspace({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const setProfile = useCallback((profile: MyProfile) => {
    setWorkspace((current) => (current.status === 'ready' ? { ...current, profile } : current));
  }, []);
  const retry = useCallback(() => {
    setWorkspace({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { workspace, setProfile, retry };
}
