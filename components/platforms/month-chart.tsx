import { formatWholeCount } from '@/lib/content/format-count';
import { monthLabel } from '@/lib/content/platform-overview/record-figure-view';

type Props = { id: string; title: string; months: readonly string[]; bans: readonly number[]; reports: readonly number[] | null };

/**
 * Bans per month as CSS bars (no chart library: the page stays static HTML), and the same numbers,
 * with the shadowban reports beside them (unless left out: null), as a table under "Show as table". The bars are one image
 * to assistive technology, named by its range and peak; the table is the readable form.
 */
export function MonthChart({ id, title, months, bans, reports }: Props) {
  if (!months.length) return <p className="record-figure-empty">No dated records yet.</p>;
  const highest = Math.max(...bans, 0);
  const peak = bans.indexOf(highest);
  const label = `${title}, ${monthLabel(months[0])} to ${monthLabel(months[months.length - 1])}: ${highest === 0 ? 'none' : `highest ${formatWholeCount(highest)} in ${monthLabel(months[peak])}`}`;
  return (
    <figure className="month-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="record-figure-subtitle">
        {title}
      </figcaption>
      <div className="month-chart-bars" role="img" aria-label={label}>
        {months.map((month, index) => (
          <span key={month} className="month-chart-bar" title={`${monthLabel(month)}: ${formatWholeCount(bans[index] ?? 0)}`}>
            <span style={{ height: highest ? `${((bans[index] ?? 0) / highest) * 100}%` : '0' }} />
          </span>
        ))}
      </div>
      <div className="month-chart-axis" aria-hidden="true">
        <span>{monthLabel(months[0])}</span>
        <span>{monthLabel(months[months.length - 1])}</span>
      </div>
      <details className="record-figure-details">
        <summary>Show as table</summary>
        {/* A scroll container keyboard users can reach and scroll (axe: scrollable-region-focusable). */}
        <div className="table-responsive" tabIndex={0} role="region" aria-label={`Records per month, ${monthLabel(months[0])} to ${monthLabel(months[months.length - 1])}`}>
          <table className="table record-figure-table">
            <caption>Records per month, {monthLabel(months[0])} to {monthLabel(months[months.length - 1])}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="text-end">Bans</th>
                {reports ? (
                  <th scope="col" className="text-end">
                    Shadowban reports
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {months.map((month, index) => (
                <tr key={month}>
                  <th scope="row">{monthLabel(month)}</th>
                  <td className="text-end">{formatWholeCount(bans[index] ?? 0)}</td>
                  {reports ? <td className="text-end">{formatWholeCount(reports[index] ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
