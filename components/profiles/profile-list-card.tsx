import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { formatLoss, formatLossBriefly } from '@/lib/content/profiles/profile-labels';
import type { ProfileSummary } from '@/lib/content/profiles/profile-types';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { PlatformBadge } from './platform-badge';

/** One creator in the list: who they are and their standing on the platforms at a glance. */
export function ProfileListCard({ profile }: { profile: ProfileSummary }) {
  const limited = profile.limitedPlatforms;
  return (
    <article className="profile-list-card surface">
      <div className="profile-list-card-head">
        <Avatar name={profile.displayName} src={profile.avatarUrl} size={64} />
        <div>
          <h2 className="profile-list-card-name">
            <Link href={profilePath(profile.username)} className="stretched-link">
              {profile.displayName}
            </Link>
          </h2>
          <p className="profile-list-card-handle">@{profile.username}</p>
        </div>
      </div>
      {profile.bio && <p className="profile-list-card-bio">{profile.bio}</p>}
      <dl className="profile-list-card-stats">
        <div>
          <dt>Bans</dt>
          <dd>{profile.totalBans}</dd>
        </div>
        <div>
          {/* Not "platforms banned on": a shadowban report counts here too (see the list's intro). */}
          <dt>Platforms affected</dt>
          <dd>{profile.platformsAffected.length}</dd>
        </div>
        <div>
          <dt>Est. loss</dt>
          <dd title={formatLoss(profile.totalEstimatedLoss)}>{formatLossBriefly(profile.totalEstimatedLoss)}</dd>
        </div>
      </dl>
      {(profile.bannedPlatforms.length > 0 || limited.length > 0) && (
        <ul className="standing-row-list" aria-label="Standing">
          {profile.bannedPlatforms.map((platform) => (
            <li key={`b-${platform.name}`}>
              <PlatformBadge platform={platform} tone="standing-banned" suffix="banned" />
            </li>
          ))}
          {limited.map((platform) => (
            <li key={`l-${platform.name}`}>
              <PlatformBadge platform={platform} tone="standing-limited" suffix="limited" />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
