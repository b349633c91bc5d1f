import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import type { OverviewCounts } from '@/lib/content/my/my-overview-data';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { formatLoss } from '@/lib/content/profiles/profile-labels';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { isOnboardingDone, MyNextSteps, type OnboardingProgress } from './my-next-steps';

/**
 * /me's overview as shown: the creator's card, a card per part of the workspace with its counts
 * ("…" while they are read), and the next steps under them once the counts say what is left. No
 * state of its own: the server renders it from its first view (my-overview-first-view.tsx), the
 * browser from what it read (my-overview.tsx). The workspace's links are not prefetched: each is a
 * page read as the creator, whose payload would be fetched and decoded while /me starts.
 */
export function MyOverviewCards({ profile, counts, avatar }: { profile: MyProfile; counts: OverviewCounts | null; avatar: string | null }) {
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
            <Link href={card.href} prefetch={false} className="my-overview-card my-panel">
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
