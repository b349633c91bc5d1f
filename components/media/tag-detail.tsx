import { allTags, categoryOfTag, entriesOfTag, type TagItem } from '@/lib/sample-data/media-lookup';
import { informationWarBlurbs } from '@/lib/sample-data/information-war';
import { EntryGroups } from './entry-groups';
import { GridSection } from './grid-section';
import { TagChip } from './tag-chip';

/** The titles filed under one tag, grouped by kind, then the other tags to move on to. */
export function TagDetail({ tag }: { tag: TagItem }) {
  const entries = entriesOfTag(tag.slug);
  const category = categoryOfTag(tag.slug);
  return (
    <div className="media-page">
      <div className="container-xl listing-head">
        {category ? (
          <p className="landing-eyebrow">
            <i className="bi bi-shield-exclamation" aria-hidden="true" /> Information war front
          </p>
        ) : null}
        <p className="listing-intro">
          {category ? `${informationWarBlurbs[category.slug]} ` : null}
          {entries.length} {entries.length === 1 ? 'title is' : 'titles are'} tagged #{tag.title}.
        </p>
      </div>
      <EntryGroups entries={entries} emptyMessage={`Nothing is tagged #${tag.title} yet.`} />
      <GridSection title="More tags" href="/tags" linkLabel="All tags">
        <div className="media-tag-list">
          {allTags
            .filter((other) => other.slug !== tag.slug)
            .map((other) => (
              <TagChip key={other.slug} title={other.title} slug={other.slug} />
            ))}
        </div>
      </GridSection>
    </div>
  );
}
