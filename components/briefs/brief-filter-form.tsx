'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ChangeEvent, FormEvent } from 'react';
import type { BriefFacets, FacetOption } from '@/lib/content/briefs/brief-facets';
import { BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { briefFiltersQuery, hasActiveFilters, parseBriefFilters, type BriefFilters } from '@/lib/content/briefs/brief-filters';

type Field = { name: string; label: string; allLabel: string; options: FacetOption[]; value: string | null };

/**
 * The listing's filters as a plain GET form, so it works without JavaScript (Filter); with it, a
 * changed choice applies at once and the address keeps only what was chosen, ready to share.
 * Choosing again starts from page 1. The server does the filtering.
 */
export function BriefFilterForm({ filters, facets }: { filters: BriefFilters; facets: BriefFacets }) {
  const router = useRouter();
  const fields: Field[] = [
    { name: 'category', label: 'Category', allLabel: 'All categories', options: facets.categories, value: filters.category },
    { name: 'tag', label: 'Tag', allLabel: 'All tags', options: facets.tags, value: filters.tag },
    { name: 'warfare', label: 'Warfare tag', allLabel: 'All warfare tags', options: facets.warfareTags, value: filters.warfareTag },
  ];
  const applyNow = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  const navigate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    router.push(`${BRIEFS_PATH}${briefFiltersQuery({ ...parseBriefFilters(chosen), page: 1 })}`);
  };
  return (
    <form className="brief-filters" method="get" action={BRIEFS_PATH} aria-label="Filter briefs" onSubmit={navigate}>
      {fields.map((field) => (
        <div key={field.name} className="brief-filter-field">
          <label className="form-label" htmlFor={`brief-filter-${field.name}`}>
            {field.label}
          </label>
          {/* Keyed by the choice, so going back or following a link shows the page's own choice. */}
          <select key={field.value ?? ''} id={`brief-filter-${field.name}`} name={field.name} className="form-select" defaultValue={matchingOption(field)} onChange={applyNow}>
            <option value="">{field.allLabel}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} ({option.count})
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="brief-filter-actions">
        <button type="submit" className="btn btn-primary">
          <i className="bi bi-funnel" aria-hidden="true" /> Filter
        </button>
        {hasActiveFilters(filters) ? (
          <Link href={BRIEFS_PATH} className="btn btn-outline-secondary">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** The option spelled as the facet spells it, so a lower-case link still preselects its choice. */
function matchingOption(field: Field): string {
  if (!field.value) return '';
  const wanted = field.value.toLowerCase();
  return field.options.find((option) => option.value.toLowerCase() === wanted)?.value ?? '';
}
