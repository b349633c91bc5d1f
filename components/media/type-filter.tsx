import Link from 'next/link';
import type { MediaType } from '@/lib/sample-data/types';

const FILTERS: { label: string; type?: MediaType }[] = [
  { label: 'All titles' },
  { label: 'Movies', type: 'movie' },
  { label: 'TV Shows', type: 'tv-show' },
  { label: 'Videos', type: 'video' },
];

/** Links that filter a listing by kind of title, with counts. */
export function TypeFilter({ basePath, active, counts }: { basePath: string; active?: MediaType; counts: Record<MediaType | 'all', number> }) {
  return (
    <nav className="type-filter" aria-label="Filter by type">
      {FILTERS.map((filter) => {
        const isActive = filter.type === active;
        return (
          <Link
            key={filter.label}
            href={filter.type ? `${basePath}?type=${filter.type}` : basePath}
            className={`type-filter-link${isActive ? ' active' : ''}`}
            aria-current={isActive ? 'page' : undefined}
          >
            {filter.label}
            <span className="type-filter-count">{counts[filter.type ?? 'all']}</span>
          </Link>
        );
      })}
    </nav>
  );
}
