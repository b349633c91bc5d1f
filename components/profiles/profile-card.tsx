import { Avatar } from '@/components/ui/avatar';
import type { PublicProfile } from '@/lib/content/profiles/profile-types';
import { STANDING_TONES } from '@/lib/content/profiles/profile-labels';
import { PlatformBadgeRow } from './platform-badge';
import { groupPlatformsByStanding, STANDING_ORDER } from './platform-standings';

/** Row labels of the card's standings; the legend beside the figures says what each colour means. */
const STANDING_ROW_LABELS = { BANNED: 'Banned on', LIMITED: 'Limited on', RESTORED: 'Restored on', ACTIVE: 'Active on' } as const;

/** The creator's card: picture, names, bio, links and each platform under one standing. */
export function ProfileCard({ profile }: { profile: PublicProfile }) {
  const standings = groupPlatformsByStanding(profile);
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
        {STANDING_ORDER.map((standing) => (
          <PlatformBadgeRow key={standing} label={STANDING_ROW_LABELS[standing]} platforms={standings[standing]} tone={STANDING_TONES[standing]} />
        ))}
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
