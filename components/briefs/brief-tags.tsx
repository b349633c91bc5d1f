import Link from 'next/link';
import { BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { briefFiltersQuery } from '@/lib/content/briefs/brief-filters';

const NO_FILTERS = { category: null, tag: null, warfareTag: null, page: 1 };

/** A brief's tags and warfare tags, each linking to the listing filtered by it. */
export function BriefTags({ tags, warfareTags }: { tags: readonly string[]; warfareTags: readonly string[] }) {
  if (tags.length === 0 && warfareTags.length === 0) return null;
  return (
    <div className="brief-tags">
      {tags.length ? (
        <div className="brief-tag-group">
          <h2 className="brief-tag-heading">Tags</h2>
          <ul className="list-unstyled">
            {tags.map((tag) => (
              <li key={tag}>
                <Link href={`${BRIEFS_PATH}${briefFiltersQuery(NO_FILTERS, { tag })}`} className="brief-chip">
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warfareTags.length ? (
        <div className="brief-tag-group">
          <h2 className="brief-tag-heading">Information warfare</h2>
          <ul className="list-unstyled">
            {warfareTags.map((tag) => (
              <li key={tag}>
                <Link href={`${BRIEFS_PATH}${briefFiltersQuery(NO_FILTERS, { warfareTag: tag })}`} className="brief-chip brief-chip-warfare">
                  <i className="bi bi-shield-exclamation" aria-hidden="true" /> {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
