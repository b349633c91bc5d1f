'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { usePictureHost } from '@/components/uploads/use-picture-host';
import { loadOverviewCounts, type MyOverviewFirstView, type OverviewCounts } from '@/lib/content/my/my-overview-data';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { formatLoss } from '@/lib/content/profiles/profile-labels';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { loadBrowserDataClient, type BrowserDataClient } from '@/lib/data/browser-data';
import { avatarUrlOf } from '@/lib/content/profiles/avatar-url';
import { isOnboardingDone, MyNextSteps, type OnboardingProgress } from './my-next-steps';
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
  const avatar = avatarUrlOf(profile.avatarUrl, usePictureHost());
  const show = (value: number | undefined) => (value === undefined ? '…' : String(value));
  const progress: OnboardingProgress | null = counts && { hasProfile: true, hasBans: counts.bans > 0, hasBriefs: counts.drafts + counts.published + counts.archived > 0 };
  const cards = [
    { href: '/me/profile', icon: 'bi-person-badge', title: 'My profile', text: 'Your card, links and the platforms you publish on.' },
    { href: '/me/briefs', icon: 'bi-journal-text', title: 'My briefs', text: `${show(counts?.published)} published · ${show(counts?.drafts)} drafts · ${show(counts?.archived)} archived` },
    { href: '/me/bans', icon: 'bi-slash-circle', title: 'My platform bans', text: `${show(counts?.bans)} recorded` },
    { href: '/me/shadowbans', icon: 'bi-eye-slash', title: 'My shadowban reports', text: `${show(counts?.reports)} reported · ${formatLoss(profile.totalEstimatedLoss ?? 0)} estimated loss` },
  ];
  // The next steps come under the cards: they depend on counts read after the page shows, and
  // above the cards their arrival pushed everything down (Lighthouse's layout shift on /me).
  return (
    <>
      <div className="my-overview-head my-panel">
        <Avatar key={avatar ?? ''} name={profile.displayName} src={avatar} size={72} />
        <div>
          <h2 className="h4 mb-1">{profile.displayName}</h2>
          {/* Leaves the workspace: not prefetched (its page's payload would be decoded while /me loads). */}
          <Link href={profilePath(profile.username)} prefetch={false}>
            View my public profile (@{profile.username})
          </Link>
        </div>
      </div>
      <ul className="my-overview-cards">
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className="my-overview-card my-panel">
              <i className={`bi ${card.icon}`} aria-hidden="true" />
              <span className="my-overview-card-title">{card.title}</span>
              <span className="my-overview-card-text">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {progress && !isOnboardingDone(progress) && <MyNextSteps progress={progress} />}
    </>
  );
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
 * the browser otherwise.
 */
export function MyOverview({ firstView = null }: { firstView?: MyOverviewFirstView | null }) {
  if (!firstView) return <OverviewReadInBrowser />;
  if (!firstView.profile) return <MyNextSteps progress={NO_PROFILE} />;
  return <OverviewCards client={null} profile={firstView.profile} firstCounts={firstView.counts} />;
}
