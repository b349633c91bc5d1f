import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld';
import { describeTimezone } from '@/lib/content/personalities/describe-timezone';
import { buildPersonalityJsonLd } from '@/lib/content/personalities/personality-seo';
import { PERSONALITY_CATEGORIES, type PersonalityDetail } from '@/lib/content/personalities/personality-types';
import { PersonalityAudience } from './personality-audience';
import { PersonalityLinks } from './personality-links';
import { PersonalityPortrait } from './personality-portrait';
import { VerifiedBadge } from './verified-badge';

/** A personality's page: portrait and name, bio, platforms, audience, specialties and schedule. */
export function PersonalityDetailView({ personality }: { personality: PersonalityDetail }) {
  const chips = [
    { label: 'Specialties', items: personality.specialties },
    { label: 'Content', items: personality.contentTypes },
    { label: 'Topics', items: personality.tags },
  ].filter((group) => group.items.length);
  return (
    <div className="media-page personality-page">
      <JsonLd data={buildPersonalityJsonLd(personality)} />
      <section className="media-section">
        <div className="container-xl personality-layout">
          <div className="personality-aside">
            <PersonalityPortrait image={personality.image} name={personality.displayName} lazy={false} />
          </div>
          <div className="personality-main">
            <p className="personality-eyebrow">
              {personality.category ? PERSONALITY_CATEGORIES[personality.category] : 'Personality'}
              {personality.isActive ? null : <span className="stream-badge stream-badge-inactive">Inactive</span>}
            </p>
            <h2 className="personality-name">
              {personality.displayName} {personality.isVerified ? <VerifiedBadge /> : null}
            </h2>
            {personality.name && personality.name !== personality.displayName ? <p className="personality-real-name">{personality.name}</p> : null}
            {personality.bio ? <p className="personality-bio">{personality.bio}</p> : null}
            {personality.description ? <p className="personality-description">{personality.description}</p> : null}
            <PersonalityAudience followerCount={personality.followerCount} subscriberCount={personality.subscriberCount} views={personality.views} />
            <PersonalityLinks links={personality.links} />
            <dl className="detail-list personality-facts">
              {personality.primaryPlatforms.length ? (
                <div>
                  <dt>Mainly on</dt>
                  <dd>{personality.primaryPlatforms.join(', ')}</dd>
                </div>
              ) : null}
              {personality.schedule ? (
                <div>
                  <dt>Schedule</dt>
                  <dd>{personality.schedule}</dd>
                </div>
              ) : null}
              {personality.timezone ? (
                <div>
                  <dt>Time zone</dt>
                  <dd>{describeTimezone(personality.timezone)}</dd>
                </div>
              ) : null}
            </dl>
            {chips.map((group) => (
              <div key={group.label} className="personality-chips">
                <h3 className="personality-chips-title">{group.label}</h3>
                <ul className="media-tag-list list-unstyled">
                  {group.items.map((item) => (
                    <li key={item} className="tag-chip">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <Link href="/personalities" className="detail-back">
              <i className="bi bi-arrow-left flip-rtl" aria-hidden="true" /> All personalities
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
