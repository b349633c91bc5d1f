'use client';

import { useEffect, useState } from 'react';
import { usePictureHost } from '@/components/uploads/use-picture-host';
import { loadOverviewCounts, type MyOverviewFirstView, type OverviewCounts } from '@/lib/content/my/my-overview-data';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { loadBrowserDataClient, type BrowserDataClient } from '@/lib/data/browser-data';
import { avatarUrlOf } from '@/lib/content/profiles/avatar-url';
import { MyNextSteps, type OnboardingProgress } from './my-next-steps';
import { MyOverviewCards } from './my-overview-cards';
import { useMyWorkspace } from './use-my-workspace';
import { WorkspaceFailed, WorkspaceLoading } from './workspace-states';

/**
 * The counts come from the server's first view when it read them; otherwise they are read here,
 * with the workspace's client or, on a server-rendered page, one loaded for it.
 */
function OverviewCards({ client, profile, firstCounts }: { client: BrowserDataClient | null; profile: MyProfile; firstCounts: OverviewCounts | null }) {
  const [countedHere, setCounts] = useState<OverviewCounts | null>(null);
  // The server's counts win, also when a refresh (/me's "One of your records was updated. Show") brings new ones.
  const counts = firstCounts ?? countedHere;
  useEffect(() => {
    if (firstCounts) return;
    let isCurrent = true;
    (client ? Promise.resolve(client) : loadBrowserDataClient())
      .then((ready) => {
        if (!ready) throw new Error('The site is not connected to its backend.');
        return loadOverviewCounts(ready, profile.id);
      })
      .then(
        (loaded) => isCurrent && setCounts(loaded),
        () => isCurrent && setCounts(null),
      );
    return () => {
      isCurrent = false;
    };
  }, [client, profile.id, firstCounts]);
  return <MyOverviewCards profile={profile} counts={counts} avatar={avatarUrlOf(profile.avatarUrl, usePictureHost())} />;
}

const NO_PROFILE: OnboardingProgress = { hasProfile: false, hasBans: false, hasBriefs: false };

/** The overview as the browser reads it, when the server could not (no session it could use, a failed read). */
function OverviewReadInBrowser() {
  const { workspace, retry } = useMyWorkspace();
  if (workspace.status === 'loading') return <WorkspaceLoading />;
  if (workspace.status === 'failed') return <WorkspaceFailed message={workspace.message} onRetry={retry} />;
  if (!workspace.profile) return <MyNextSteps progress={NO_PROFILE} />;
  return <OverviewCards client={workspace.client} profile={workspace.profile} firstCounts={null} />;
}

/**
 * /me: where the creator starts, with their profile and what they have recorded and written. Shown
 * at once from the server's first view when there is one (no Data client loaded for it), read in
 * the browser otherwise. /me renders a complete first view (profile and counts) on the server
 * alone (MyOverviewFirstView) and loads this only for the rest (my-overview-in-browser.tsx).
 */
export function MyOverview({ firstView = null }: { firstView?: MyOverviewFirstView | null }) {
  if (!firstView) return <OverviewReadInBrowser />;
  if (!firstView.profile) return <MyNextSteps progress={NO_PROFILE} />;
  return <OverviewCards client={null} profile={firstView.profile} firstCounts={firstView.counts} />;
}
