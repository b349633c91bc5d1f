'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ChangeEvent, FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, parseStreamFilters, STATUS_CHOICES, streamFiltersQuery, type StreamFilters } from '@/lib/content/streams/stream-filters';
import type { StreamFacetOption, StreamFacets } from '@/lib/content/streams/stream-facets';

/**
 * The catalogue's filters as a plain GET form, so it works without JavaScript (Apply); with it,
 * a changed choice applies at once and the address keeps only what was chosen. The server does
 * the filtering.
 */
export function StreamFilterForm({ filters, facets, canClear }: { filters: StreamFilters; facets: StreamFacets; canClear: boolean }) {
  const router = useRouter();
  const applyNow = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => event.currentTarget.form?.requestSubmit();
  const navigate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
    router.push(`/streams${streamFiltersQuery({ ...parseStreamFilters(chosen), page: 1 })}`);
  };
  return (
    <form className="stream-filters" action="/streams" method="get" role="search" aria-label="Filter streams" onSubmit={navigate}>
      <div className="stream-filter stream-filter-search">
        <label htmlFor="stream-search" className="form-label">
          Search
        </label>
        <input id="stream-search" className="form-control" type="search" name="q" defaultValue={filters.search} maxLength={MAX_SEARCH_LENGTH} placeholder="Words of a title or description…" />
      </div>
      <FilterSelect id="stream-genre" label="Genre" name="genre" value={filters.genre ?? ''} onChange={applyNow} options={[{ value: '', label: 'All genres' }, ...facets.genres.map(toOption)]} />
      <FilterSelect id="stream-language" label="Language" name="language" value={filters.language ?? ''} onChange={applyNow} options={[{ value: '', label: 'All languages' }, ...facets.languages.map(toOption)]} />
      <FilterSelect id="stream-status" label="Status" name="status" value={filters.status.toLowerCase()} onChange={applyNow} options={STATUS_CHOICES.map((choice) => ({ value: choice.value.toLowerCase(), label: choice.label }))} />
      <div className="stream-filter stream-filter-featured form-check form-switch">
        <input id="stream-featured" className="form-check-input" type="checkbox" role="switch" name="featured" value="1" defaultChecked={filters.isFeaturedOnly} onChange={applyNow} />
        <label htmlFor="stream-featured" className="form-check-label">
          Featured only
        </label>
      </div>
      <div className="stream-filter-actions">
        <button type="submit" className="btn btn-primary">
          <i className="bi bi-search" aria-hidden="true" /> Apply
        </button>
        {canClear ? (
          <Link href="/streams" className="btn btn-outline-secondary">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** A choice as the select lists it: its name and how many streams of the chosen status have it, as /briefs shows its choices. */
function toOption({ value, count }: StreamFacetOption) {
  return { value, label: `${value} (${count})` };
}

type SelectProps = {
  id: string;
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

function FilterSelect({ id, label, name, value, options, onChange }: SelectProps) {
  // A choice from the address that no stream of this status uses still shows as chosen; any case matches, as the filter does.
  const chosen = options.find((option) => option.value.toLowerCase() === value.toLowerCase());
  const shown = chosen ? options : [...options, { value, label: value }];
  return (
    <div className="stream-filter">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" name={name} defaultValue={chosen?.value ?? value} onChange={onChange}>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
