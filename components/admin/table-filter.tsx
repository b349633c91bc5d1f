/** The search box above an admin list. */
export function TableFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <i className="bi bi-search" aria-hidden="true" />
      <input id={id} type="search" className="form-control" placeholder={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Whether any of the texts contains every word of the filter (case-insensitive). */
export function matchesFilter(filter: string, ...texts: string[]): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
