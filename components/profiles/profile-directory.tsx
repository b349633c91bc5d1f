import Link from 'next/link';
import type { ProfileSummary } from '@/lib/content/profiles/profile-types';
import { FigureInfoLink } from './figure-info-link';
import { METHODOLOGY_ANCHORS } from './methodology-anchors';
import { ProfileListCard } from './profile-list-card';

/** A page of the creators list with its previous / next links. */
export function ProfileDirectory({ profiles, page, totalPages }: { profiles: ProfileSummary[]; page: number; totalPages: number }) {
  const hrefOf = (number: number) => (number > 1 ? `/profiles?page=${number}` : '/profiles');
  return (
    <section className="container-xl py-5">
      <p className="text-muted-theme profile-directory-intro">
        Creators and their standing on the platforms: recorded bans, platforms affected and what the restrictions cost them. Bans count ban
        records only; platforms affected also include those with a shadowban report, and the estimated loss is what creators state in their
        reports. <FigureInfoLink anchor={METHODOLOGY_ANCHORS.bans} figure="these figures" />
      </p>
      {profiles.length === 0 ? (
        <p className="empty-state">No creator profiles yet.</p>
      ) : (
        <div className="row g-4">
          {profiles.map((profile) => (
            <div key={profile.id} className="col-12 col-md-6 col-xl-4">
              <ProfileListCard profile={profile} />
            </div>
          ))}
        </div>
      )}
      {totalPages > 1 && (
        <nav className="profile-pager" aria-label="Creator pages">
          {page > 1 ? <Link href={hrefOf(page - 1)} rel="prev">Previous</Link> : <span aria-disabled="true">Previous</span>}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages ? <Link href={hrefOf(page + 1)} rel="next">Next</Link> : <span aria-disabled="true">Next</span>}
        </nav>
      )}
    </section>
  );
}
