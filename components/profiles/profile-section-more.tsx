import Link from 'next/link';
import { NumberedPagination } from '@/components/layout/numbered-pagination';
import type { PageWindow } from '@/lib/content/content-pages/numbered-page';
import { profileSectionPathOf, SECTION_NOUNS } from '@/lib/content/profiles/profile-section-paths';
import type { ProfileSection } from '@/lib/content/profiles/profile-records';

type Props = { username: string; section: ProfileSection; window: PageWindow; total: number; shown: number };

/**
 * Under a section of the profile page: when the creator has more records than it shows, how many
 * and a link to all of them, page by page.
 */
export function ProfileSectionMore({ username, section, total, shown }: Omit<Props, 'window'>) {
  if (total <= shown) return null;
  const noun = SECTION_NOUNS[section];
  return (
    <p className="profile-section-more">
      Showing the newest {shown} of {total.toLocaleString('en-US')} {noun.plural}.{' '}
      <Link href={profileSectionPathOf(username, section)}>
        All {total.toLocaleString('en-US')} {noun.plural} <i className="bi bi-arrow-right flip-rtl" aria-hidden="true" />
      </Link>
    </p>
  );
}

/** Under a section's own page: numbered links to its other pages. */
export function ProfileSectionPages({ username, section, window }: Pick<Props, 'username' | 'section' | 'window'>) {
  return (
    <NumberedPagination
      label={`${SECTION_NOUNS[section].title} pages`}
      window={window}
      hrefOf={(page) => profileSectionPathOf(username, section, page)}
    />
  );
}
