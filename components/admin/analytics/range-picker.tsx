'use client';

import { useState, type FormEvent } from 'react';
import { daysIn, lastDays, RANGE_PRESETS, rangeProblem, type DayRange } from '@/lib/content/admin/dashboard-range';

/** The dashboard's date range: two UTC days (inclusive) or a preset of the last 7, 30 or 90 days. */
export function RangePicker({ range, onApply, isLoading }: { range: DayRange; onApply: (range: DayRange) => void; isLoading: boolean }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (next: DayRange) => {
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) onApply(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };
  const choosePreset = (days: number) => {
    const next = lastDays(days, new Date());
    setDraft(next);
    apply(next);
  };

  return (
    <form className="admin-range" onSubmit={onSubmit} aria-label="Date range" noValidate>
      <div className="admin-range-presets" role="group" aria-label="Quick ranges">
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-pressed={daysIn(range) === days && range.to === lastDays(days, new Date()).to}
            onClick={() => choosePreset(days)}
          >
            Last {days} days
          </button>
        ))}
      </div>
      <div className="admin-range-fields">
        <label htmlFor="range-from" className="form-label">
          From
        </label>
        <input id="range-from" type="date" className="form-control form-control-sm" value={draft.from} max={draft.to} onChange={(event) => setDraft({ ...draft, from: event.target.value })} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'range-problem' : undefined} />
        <label htmlFor="range-to" className="form-label">
          To
        </label>
        <input id="range-to" type="date" className="form-control form-control-sm" value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'range-problem' : undefined} />
        <button type="submit" className="btn btn-primary btn-sm" disabled={isLoading}>
          {isLoading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          Show
        </button>
      </div>
      {problem && (
        <p id="range-problem" className="text-danger small mb-0" role="alert">
          {problem}
        </p>
      )}
      <p className="form-text mb-0">Days are UTC; both ends are included.</p>
    </form>
  );
}
