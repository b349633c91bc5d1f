import { Avatar } from '@/components/ui/avatar';
import type { PublicProfile } from '@/lib/content/profiles/profile-types';
import { PlatformBadgeRow } from './platform-badge';

/** The creator's card: picture, names, bio, links and where they are active, banned or limited. */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const banned = new Set(profile.bannedPlatforms.map((platform) => platform.name));
  // A platform with an active ban is not one the creator is active on, whatever the list says.
  const active = profile.activePlatforms.filter((platform) => !banned.has(platform.name));
  return (
    <section className="profile-card surface" aria-labelledby="profile-name">
      <div className="profile-card-head">
        <Avatar name={profile.displayName} src={profile.avatarUrl} size={112} />
        <div className="profile-card-names">
          <h2 id="profile-name" className="profile-card-name">
            {profile.displayName}
          </h2>
          <p className="profile-card-handle">@{profile.username}</p>
          {profile.schedule && (
            <p className="profile-card-meta">
              <i className="bi bi-calendar-week" aria-hidden="true" /> {profile.schedule}
            </p>
          )}
        </div>
      </div>
      {profile.bio && <p className="profile-card-bio">{profile.bio}</p>}
      <div className="profile-card-standing">
        <PlatformBadgeRow label="Active on" platforms={active} tone="standing-active" />
        <PlatformBadgeRow label="Banned on" platforms={profile.bannedPlatforms} tone="standing-banned" />
        <PlatformBadgeRow label="Limited on" platforms={profile.limitedPlatforms} tone="standing-limited" />
      </div>
      {profile.links.length > 0 && (
        <ul className="profile-card-links" aria-label="Links">
          {profile.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="me nofollow noopener noreferrer" target="_blank">
                <i className={`bi ${link.iconClass}`} aria-hidden="true" /> {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {profile.solanaAddress && (
        <p className="profile-card-meta profile-card-wallet">
          <span>Solana:</span> <code>{profile.solanaAddress}</code>
        </p>
      )}
    </section>
  );
}
