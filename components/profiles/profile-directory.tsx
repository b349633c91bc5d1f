import Link from 'next/link';
import { profileDirectoryHref, type ProfileDirectoryPage } from '@/lib/content/profiles/list-profiles';
import { FigureInfoLink } from './figure-info-link';
import { METHODOLOGY_ANCHORS } from './methodology-anchors';
import { ProfileDirectoryFilters } from './profile-directory-filters';
import { ProfileListCard } from './profile-list-card';

/** What the filtered list holds, in words: "12 creators with a record on YouTube". */
function listedCount({ totalItems, filters }: ProfileDirectoryPage): string {
  const creators = `${totalItems.toLocaleString('en-US')} ${totalItems === 1 ? 'creator' : 'creators'}`;
  if (filters.platform) return `${creators} with a record on ${filters.platform.displayName}`;
  return filters.includeEmpty ? `${creators}, with or without a record` : `${creators} with a record`;
}

/** A page of the creators list with its filters and previous / next links. */
export function ProfileDirectory({ directory }: { directory: ProfileDirectoryPage }) {
  const { items: profiles, page, totalPages, filters } = directory;
  const hrefOf = (number: number) => profileDirectoryHref(filters, number);
  return (
    <section className="container-xl py-5">
      <p className="text-muted-theme profile-directory-intro">
        Creators and their standing on the platforms: recorded bans, platforms affected and what the restrictions cost them. Bans count ban
        records only; platforms affected also include those with a shadowban report, and the estimated loss is what creators state in their
        reports. <FigureInfoLink anchor={METHODOLOGY_ANCHORS.bans} figure="these figures" />
      </p>
      <ProfileDirectoryFilters filters={filters} />
      <p className="brief-result-count" role="status">
        {listedCount(directory)}
      </p>
      {profiles.length === 0 ? (
        <p className="empty-state">{filters.platform ? `No creator has a record on ${filters.platform.displayName} yet.` : 'No creator profiles yet.'}</p>
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
