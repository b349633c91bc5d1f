'use client';

import type { DashboardSummary } from '@/lib/analytics/fetch-dashboard-summary';
import { activitySeries, eventTypeBars, eventTypeLabel, shortDayLabel, topItemBars } from '@/lib/content/admin/dashboard-series';
import { ActivityLineChart, CountBarChart } from './dashboard-charts';
import { useChartColors } from './use-chart-colors';

/** The charts of the dashboard (this module brings chart.js, so the page loads it after the figures arrive). */
export default function DashboardPanels({ summary }: { summary: DashboardSummary }) {
  const colors = useChartColors();
  if (!colors) return null;
  const activity = activitySeries(summary.days);
  const events = eventTypeBars(summary.eventsByType);
  return (
    <div className="admin-panels">
      <section className="admin-panel admin-panel-wide" aria-labelledby="panel-activity">
        <h3 id="panel-activity" className="h6">
          Activity per day
        </h3>
        <div className="admin-chart admin-chart-line">
          <ActivityLineChart labels={activity.labels} series={activity.series} colors={colors} label="Page views, launches, active browsers, sign-ups and sessions per day" />
        </div>
        <details className="admin-chart-table">
          <summary>The same figures as a table</summary>
          <div className="table-responsive">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {activity.series.map((entry) => (
                    <th scope="col" key={entry.key}>
                      {entry.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.days.map((day, index) => (
                  <tr key={day.day}>
                    <th scope="row">{shortDayLabel(day.day)}</th>
                    {activity.series.map((entry) => (
                      <td key={entry.key}>{entry.values[index]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
      <CountPanel id="panel-events" title="Events by type" labels={events.labels} values={events.values} colors={colors} colorIndex={1} empty="No events in this range." rows={summary.eventsByType.map((entry) => [eventTypeLabel(entry.eventType), entry.count])} />
      <CountPanel id="panel-briefs" title="Top briefs (reads)" {...topItemBars(summary.topBriefs)} colors={colors} colorIndex={2} empty="No brief was read in this range." rows={summary.topBriefs.map((item) => [item.key, item.count, item.endpoints])} isBrowsersEstimated={summary.estimated.includes('topBriefs.endpoints')} />
      <CountPanel id="panel-streams" title="Top streams (plays)" {...topItemBars(summary.topStreams)} colors={colors} colorIndex={3} empty="No stream was played in this range." rows={summary.topStreams.map((item) => [item.key, item.count, item.endpoints])} isBrowsersEstimated={summary.estimated.includes('topStreams.endpoints')} />
      <CountPanel id="panel-profiles" title="Top profiles (views)" {...topItemBars(summary.topProfiles)} colors={colors} colorIndex={4} empty="No profile was viewed in this range." rows={summary.topProfiles.map((item) => [item.key, item.count, item.endpoints])} isBrowsersEstimated={summary.estimated.includes('topProfiles.endpoints')} />
      <CountPanel id="panel-referrers" title="Referring sites (page views)" {...topItemBars(summary.topReferrers)} colors={colors} colorIndex={5} empty="No visit came from another site in this range." rows={summary.topReferrers.map((item) => [item.key, item.count, item.endpoints])} isBrowsersEstimated={summary.estimated.includes('topReferrers.endpoints')} />
    </div>
  );
}

type CountPanelProps = {
  id: string;
  title: string;
  labels: string[];
  values: number[];
  colors: NonNullable<ReturnType<typeof useChartColors>>;
  colorIndex: number;
  empty: string;
  /** Name, count and (for top lists) distinct browsers. */
  rows: (string | number)[][];
  /** The browsers are estimates (a range too large to count them exactly). */
  isBrowsersEstimated?: boolean;
};

function CountPanel({ id, title, labels, values, colors, colorIndex, empty, rows, isBrowsersEstimated = false }: CountPanelProps) {
  const hasBrowsers = rows.some((row) => row.length > 2);
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h3 id={id} className="h6">
        {title}
      </h3>
      {values.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <>
          <div className="admin-chart" style={{ height: `${Math.max(140, labels.length * 30 + 40)}px` }}>
            <CountBarChart labels={labels} values={values} colors={colors} label={title} colorIndex={colorIndex} />
          </div>
          <table className="table table-sm admin-count-table" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="text-end">
                  Count
                </th>
                {hasBrowsers && (
                  <th scope="col" className="text-end" title={isBrowsersEstimated ? 'Estimated: too many browsers in this range to count one by one (within about 7 %)' : undefined}>
                    {isBrowsersEstimated ? 'Browsers (≈)' : 'Browsers'}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, ...numbers]) => (
                <tr key={String(name)}>
                  <td className="text-break">{name}</td>
                  {numbers.map((number, index) => (
                    <td key={index} className="text-end">
                      {Number(number).toLocaleString('en-US')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
