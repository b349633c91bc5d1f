import { linksOfEntries } from './card-link';
import { EmptyState } from './empty-state';
import { GridSection } from './grid-section';
import { MediaGrid } from './media-grid';
import type { MediaEntry } from '@/lib/sample-data/media-lookup';
import type { MediaType } from '@/lib/sample-data/types';

const GROUPS: { type: MediaType; title: string }[] = [
  { type: 'movie', title: 'Movies' },
  { type: 'tv-show', title: 'TV Shows' },
  { type: 'video', title: 'Videos' },
];

/** Titles split into Movies, TV Shows and Videos, each as a poster grid; empty groups are left out. */
export function EntryGroups({ entries, emptyMessage }: { entries: MediaEntry[]; emptyMessage: string }) {
  if (entries.length === 0) {
    return (
      <div className="container-xl media-section">
        <EmptyState message={emptyMessage} />
      </div>
    );
  }
  return (
    <>
      {GROUPS.map(({ type, title }) => {
        const ofType = entries.filter((entry) => entry.type === type);
        if (ofType.length === 0) return null;
        return (
          <GridSection key={type} title={`${title} (${ofType.length})`} href={`/view-all?type=${type}`} linkLabel={`All ${title.toLowerCase()}`}>
            <MediaGrid items={linksOfEntries(ofType)} eager={type === 'movie' ? 6 : 0} />
          </GridSection>
        );
      })}
    </>
  );
}
