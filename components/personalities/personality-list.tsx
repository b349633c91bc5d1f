import Link from 'next/link';
import { NumberedPagination } from '@/components/layout/numbered-pagination';
import type { PersonalityDirectoryPage } from '@/lib/content/personalities/list-personalities';
import { personalityListHref } from '@/lib/content/personalities/personality-paths';
import { PERSONALITY_CATEGORIES, type PersonalityCategory } from '@/lib/content/personalities/personality-types';
import { PersonalityCard } from './personality-card';

/** One page of the personalities, optionally one category, with category links carrying their counts and numbered pages. */
export function PersonalityList({ category, directory }: { category: PersonalityCategory | null; directory: PersonalityDirectoryPage }) {
  const { window, items, counts } = directory;
  return (
    <div className="media-page personalities-page">
      <section className="media-section">
        <div className="container-xl">
          <nav className="type-filter" aria-label="Filter by category">
            <CategoryLink href={personalityListHref({ category: null, page: 1 })} label="Everyone" count={counts.everyone} isActive={!category} />
            {counts.byCategory.map((entry) => (
              <CategoryLink
                key={entry.category}
                href={personalityListHref({ category: entry.category, page: 1 })}
                label={PERSONALITY_CATEGORIES[entry.category]}
                count={entry.count}
                isActive={category === entry.category}
              />
            ))}
          </nav>
          {items.length ? (
            <div className="personality-grid">
              {items.map((personality, index) => (
                <PersonalityCard key={personality.id} personality={personality} lazy={index >= 4} />
              ))}
            </div>
          ) : (
            <div className="empty-state">
              <i className="bi bi-person-badge" aria-hidden="true" />
              <p>{category ? 'No personality in this category yet.' : 'No personalities yet.'}</p>
            </div>
          )}
          <NumberedPagination window={window} hrefOf={(page) => personalityListHref({ category, page })} label="Personality pages" />
        </div>
      </section>
    </div>
  );
}

function CategoryLink({ href, label, count, isActive }: { href: string; label: string; count: number; isActive: boolean }) {
  return (
    <Link href={href} className={`type-filter-link${isActive ? ' active' : ''}`} aria-current={isActive ? 'page' : undefined}>
      {label}
      <span className="type-filter-count">{count}</span>
    </Link>
  );
}
