import Link from 'next/link';
import { listPersonalities } from '@/lib/content/personalities/list-personalities';
import { PERSONALITY_CATEGORIES, type PersonalityCategory } from '@/lib/content/personalities/personality-types';
import { PersonalityCard } from './personality-card';

/** Every personality, optionally one category, with category links carrying their counts. */
export async function PersonalityList({ category }: { category: PersonalityCategory | null }) {
  const all = await listPersonalities();
  const shown = category ? all.filter((item) => item.category === category) : all;
  const used = (Object.keys(PERSONALITY_CATEGORIES) as PersonalityCategory[]).filter((key) => all.some((item) => item.category === key));
  return (
    <div className="media-page personalities-page">
      <section className="media-section">
        <div className="container-xl">
          <nav className="type-filter" aria-label="Filter by category">
            <CategoryLink href="/personalities" label="Everyone" count={all.length} isActive={!category} />
            {used.map((key) => (
              <CategoryLink
                key={key}
                href={`/personalities?category=${key.toLowerCase()}`}
                label={PERSONALITY_CATEGORIES[key]}
                count={all.filter((item) => item.category === key).length}
                isActive={category === key}
              />
            ))}
          </nav>
          {shown.length ? (
            <div className="personality-grid">
              {shown.map((personality, index) => (
                <PersonalityCard key={personality.id} personality={personality} lazy={index >= 4} />
              ))}
            </div>
          ) : (
            <div className="empty-state">
              <i className="bi bi-person-badge" aria-hidden="true" />
              <p>No personality in this category yet.</p>
            </div>
          )}
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
