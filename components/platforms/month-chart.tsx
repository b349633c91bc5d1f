import { formatWholeCount } from '@/lib/content/format-count';
import { countTicks, monthLabel, monthTicks } from '@/lib/content/platform-overview/record-figure-view';

type Props = { id: string; title: string; months: readonly string[]; bans: readonly number[]; reports: readonly number[] | null };

/**
 * Bans per month as CSS bars (no chart library: the page stays static HTML) on labelled axes:
 * counts up the side, the first and last month and each year's January along the bottom. The same
 * numbers, with the shadowban reports beside them (unless left out: null), are a table under
 * "Show as table". The bars are one image to assistive technology, named by its range and peak;
 * the table is the readable form.
 */
export function MonthChart({ id, title, months, bans, reports }: Props) {
  if (!months.length) return <p className="record-figure-empty">No dated records yet.</p>;
  const highest = Math.max(...bans, 0);
  const peak = bans.indexOf(highest);
  const ticks = countTicks(highest);
  const top = ticks.at(-1) || 1;
  const range = `${monthLabel(months[0])} to ${monthLabel(months[months.length - 1])}`;
  const label = `${title}, ${range}: ${highest === 0 ? 'none' : `highest ${formatWholeCount(highest)} in ${monthLabel(months[peak])}`}`;
  const at = (index: number) => `${((index + 0.5) / months.length) * 100}%`;
  return (
    <figure className="month-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="record-figure-subtitle">
        {title}, {range}
      </figcaption>
      <div className="month-chart-plot">
        <div className="month-chart-counts" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatWholeCount(tick)}
            </span>
          ))}
        </div>
        <div className="month-chart-bars" role="img" aria-label={label}>
          {ticks.slice(1).map((tick) => (
            <span key={tick} className="month-chart-gridline" style={{ bottom: `${(tick / top) * 100}%` }} />
          ))}
          {months.map((month, index) => (
            <span key={month} className="month-chart-bar" title={`${monthLabel(month)}: ${formatWholeCount(bans[index] ?? 0)}`}>
              <span style={{ height: `${((bans[index] ?? 0) / top) * 100}%` }} />
            </span>
          ))}
        </div>
        <div className="month-chart-axis" aria-hidden="true">
          {monthTicks(months).map((tick) => (
            <span key={tick.index} className={tick.index === 0 ? 'is-first' : tick.index === months.length - 1 ? 'is-last' : undefined} style={{ insetInlineStart: at(tick.index) }}>
              {tick.label}
            </span>
          ))}
        </div>
      </div>
      <details className="record-figure-details">
        <summary>Show as table</summary>
        {/* A scroll container keyboard users can reach and scroll (axe: scrollable-region-focusable). */}
        <div className="table-responsive" tabIndex={0} role="region" aria-label={`Records per month, ${range}`}>
          <table className="table record-figure-table">
            <caption>Records per month, {range}</caption>
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
