import { dailyFiguresOf, type Dimension } from '../../data/analytics/dashboard-figures';
import { readEventLine } from './read-event-line';

export interface ObjectFigures {
  /** Per (day, dimension, key): the amount to add. */
  counts: { day: string; dimension: Dimension; key: string; amount: number }[];
  /** Per (day, dimension, key, browser): a marker to keep. */
  browsers: { day: string; dimension: Dimension; key: string; endpointId: string }[];
}

/** What one delivered object's lines add, summed per item and in a fixed order (so a retry cuts the same parts). */
export function aggregateLines(body: string, arrivedAt: Date): ObjectFigures {
  const counts = new Map<string, ObjectFigures['counts'][number]>();
  const browsers = new Map<string, ObjectFigures['browsers'][number]>();
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const event = readEventLine(line, arrivedAt);
    const { day, counts: eventCounts, browsers: eventBrowsers } = dailyFiguresOf(event);
    for (const [dimension, key, amount] of eventCounts) {
      const id = JSON.stringify([day, dimension, key]);
      const entry = counts.get(id);
      if (entry) entry.amount += amount;
      else counts.set(id, { day, dimension, key, amount });
    }
    for (const [dimension, key] of eventBrowsers) {
      const id = JSON.stringify([day, dimension, key, event.endpointId]);
      if (!browsers.has(id)) browsers.set(id, { day, dimension, key, endpointId: event.endpointId });
    }
  }
  const ordered = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  return { counts: ordered(counts), browsers: ordered(browsers) };
}
