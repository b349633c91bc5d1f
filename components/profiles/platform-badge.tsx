import type { PlatformLabel } from '@/lib/content/profiles/profile-types';

/** A platform's icon and name in a pill; `tone` is a standing class (standing-banned …). */
export function PlatformBadge({ platform, tone, suffix }: { platform: PlatformLabel; tone: string; suffix?: string }) {
  return (
    <span className={`standing-badge ${tone}`}>
      <i className={`bi ${platform.iconClass}`} aria-hidden="true" />
      <span>{platform.displayName}</span>
      {suffix && <span className="visually-hidden">{` – ${suffix}`}</span>}
    </span>
  );
}

/** A labelled row of platform pills; nothing when the list is empty. */
export function PlatformBadgeRow({ label, platforms, tone }: { label: string; platforms: PlatformLabel[]; tone: string }) {
  if (platforms.length === 0) return null;
  return (
    <div className="standing-row">
      <span className="standing-row-label">{label}</span>
      <ul className="standing-row-list" aria-label={label}>
        {platforms.map((platform) => (
          <li key={platform.name}>
            <PlatformBadge platform={platform} tone={tone} />
          </li>
        ))}
      </ul>
    </div>
  );
}
