'use client';

import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import { loadMyProfile } from '@/lib/content/my/my-profile-store';
import { loadBrowserDataClient } from '@/lib/data/browser-data';

/**
 * Whether the signed-in user already made their creator profile. Answers false when the question
 * cannot be asked (no backend, a failed read): the workspace it then leads to shows the truth.
 */
export async function hasOwnProfile(): Promise<boolean> {
  try {
    const [client, { getCurrentUser }] = await Promise.all([loadBrowserDataClient(), loadAmplifyAuth()]);
    if (!client) return false;
    const { userId } = await getCurrentUser();
    return (await loadMyProfile(client, userId)) !== null;
  } catch {
    return false;
  }
}
