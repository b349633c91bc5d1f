import Link from 'next/link';
import { personalityPathOf } from '@/lib/content/personalities/personality-paths';
import { PERSONALITY_CATEGORIES, type PersonalitySummary } from '@/lib/content/personalities/personality-types';
import { PersonalityAudience } from './personality-audience';
import { PersonalityPortrait } from './personality-portrait';
import { VerifiedBadge } from './verified-badge';

/** A personality in the list: portrait, name, category, a line of bio and their audience. */
export function PersonalityCard({ personality, lazy = true }: { personality: PersonalitySummary; lazy?: boolean }) {
  return (
    <article className={`personality-card${personality.isActive ? '' : ' is-inactive'}`}>
      <Link href={personalityPathOf(personality)} className="personality-card-link">
        <div className="personality-card-media">
          <PersonalityPortrait image={personality.image} name={personality.displayName} lazy={lazy} />
          {personality.isFeatured ? <span className="stream-badge stream-badge-featured">Featured</span> : null}
          {personality.isActive ? null : <span className="stream-badge stream-badge-inactive">Inactive</span>}
        </div>
        <h3 className="personality-card-name">
          {personality.displayName} {personality.isVerified ? <VerifiedBadge /> : null}
        </h3>
        <p className="personality-card-category">
          {personality.category ? PERSONALITY_CATEGORIES[personality.category] : 'Personality'}
          {personality.primaryPlatforms.length ? ` · ${personality.primaryPlatforms.join(', ')}` : ''}
        </p>
        {personality.bio ? <p className="personality-card-bio">{personality.bio}</p> : null}
        <PersonalityAudience followerCount={personality.followerCount} subscriberCount={personality.subscriberCount} />
      </Link>
    </article>
  );
}
