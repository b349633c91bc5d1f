import { allTags, entriesOfTag } from '@/lib/sample-data/media-lookup';
import type { MediaType } from '@/lib/sample-data/types';
import { GridSection } from './grid-section';
import { InfoWarStrip } from './info-war-strip';
import { TagChip } from './tag-chip';

const GROUPS: { type: MediaType; title: string }[] = [
  { type: 'movie', title: 'Movie tags' },
  { type: 'tv-show', title: 'TV show tags' },
  { type: 'video', title: 'Video tags' },
];

/** Every tag, grouped by the shelf it belongs to, then the information-war fronts. */
export function TagsListing() {
  return (
    <div className="media-page">
      <GridSection title="Browse by tag">
        {GROUPS.map((group) => (
          <div key={group.type} className="tag-group">
            <h3 className="tag-group-title">{group.title}</h3>
            <div className="media-tag-list">
              {allTags
                .filter((tag) => tag.type === group.type)
                .map((tag) => (
                  <TagChip key={tag.slug} title={tag.title} slug={tag.slug} count={entriesOfTag(tag.slug).length} />
                ))}
            </div>
          </div>
        ))}
      </GridSection>
      <InfoWarStrip title="Fronts of the information war" />
    </div>
  );
}
