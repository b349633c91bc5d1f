import Link from 'next/link';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import type { ProfileBrief } from '@/lib/content/profiles/profile-types';

/** The creator's published briefs, newest first, linking to each brief's page. */
export function ProfileBriefs({ briefs, displayName }: { briefs: ProfileBrief[]; displayName: string }) {
  return (
    <section className="profile-section" aria-labelledby="profile-briefs">
      <h2 id="profile-briefs" className="profile-section-title">
        Briefs by {displayName}
      </h2>
      {briefs.length === 0 && <p className="text-muted-theme">No published briefs yet.</p>}
      <ul className="profile-brief-list">
        {briefs.map((brief) => (
          <li key={brief.slug} className="profile-brief">
            <Link href={`/briefs/${brief.slug}`} className="profile-brief-title">
              {brief.title}
            </Link>
            <p className="profile-brief-meta">
              <time dateTime={brief.blogDate}>{formatDay(brief.blogDate)}</time> · {brief.categories}
            </p>
            <p className="profile-brief-text">{brief.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
