import type { DashboardSummary } from '@/lib/analytics/fetch-dashboard-summary';
import { activitySeries, eventTypeBars, eventTypeLabel, hasAnyActivity, shortDayLabel, topItemBars } from './dashboard-series';

const SUMMARY: DashboardSummary = {
  range: { from: '2026-11-20', to: '2026-11-21' },
  estimated: [],
  totals: { launches: 3, pageViews: 9, activeEndpoints: 2, signUps: 1, sessions: 3, droppedEvents: 0, events: 20 },
  days: [
    { day: '2026-11-20', launches: 1, pageViews: 4, activeEndpoints: 1, signUps: 0, sessions: 1, droppedEvents: 0 },
    { day: '2026-11-21', launches: 2, pageViews: 5, activeEndpoints: 2, signUps: 1, sessions: 2, droppedEvents: 0 },
  ],
  topBriefs: [{ key: 'the-quiet-ban', count: 4, endpoints: 2 }],
  topStreams: [],
  topProfiles: [],
  topReferrers: [{ key: 'https://news.example', count: 2, endpoints: 1 }],
  eventsByType: [
    { eventType: 'page_view', count: 9 },
    { eventType: '_session.start', count: 3 },
    { eventType: 'custom_thing', count: 1 },
  ],
};

describe('the dashboard’s series', () => {
  it('draw one line per daily figure, labelled by day', () => {
    const { labels, series } = activitySeries(SUMMARY.days);
    expect(labels).toEqual(['20 Nov', '21 Nov']);
    expect(series.map((entry) => [entry.label, entry.values])).toEqual([
      ['Page views', [4, 5]],
      ['Launches', [1, 2]],
      ['Active browsers', [1, 2]],
      ['Sign-ups', [0, 1]],
      ['Sessions', [1, 2]],
    ]);
  });

  it('name event types readably and keep unknown ones as they are', () => {
    expect(eventTypeBars(SUMMARY.eventsByType)).toEqual({ labels: ['Page view', 'Session start', 'custom_thing'], values: [9, 3, 1] });
    expect(eventTypeLabel('sign_up_completed')).toBe('Sign-up completed');
    expect(eventTypeLabel('profile_viewed')).toBe('Profile viewed');
    expect(eventTypeLabel('toString')).toBe('toString');
  });

  it('label top lists by their key (a slug, a username, an origin)', () => {
    expect(topItemBars(SUMMARY.topBriefs)).toEqual({ labels: ['the-quiet-ban'], values: [4] });
    expect(topItemBars(SUMMARY.topReferrers)).toEqual({ labels: ['https://news.example'], values: [2] });
  });

  it('tell an empty range from a quiet one', () => {
    expect(hasAnyActivity(SUMMARY)).toBe(true);
    expect(hasAnyActivity({ ...SUMMARY, totals: { ...SUMMARY.totals, events: 0 } })).toBe(false);
    expect(shortDayLabel('not-a-day')).toBe('not-a-day');
  });
});
