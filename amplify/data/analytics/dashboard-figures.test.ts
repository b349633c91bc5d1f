import { dailyFiguresOf, readDashboardArguments } from './dashboard-figures';

const NOW = new Date('2024-05-10T23:30:00Z');

describe('readDashboardArguments', () => {
  it('defaults to the 30 UTC days ending today and 10 entries a list', () => {
    expect(readDashboardArguments({}, NOW)).toEqual({ range: { from: '2024-04-11', to: '2024-05-10' }, limit: 10 });
  });

  it('takes the 30 days ending on a given end when only the end is given', () => {
    expect(readDashboardArguments({ to: '2024-03-01', from: null }, NOW).range).toEqual({ from: '2024-02-01', to: '2024-03-01' });
  });

  it('takes a range of one day and one of 366 days, and a limit of 1 and of 50', () => {
    expect(readDashboardArguments({ from: '2024-05-01', to: '2024-05-01', limit: 1 }, NOW)).toEqual({ range: { from: '2024-05-01', to: '2024-05-01' }, limit: 1 });
    expect(readDashboardArguments({ from: '2023-01-01', to: '2024-01-01', limit: 50 }, NOW)).toEqual({ range: { from: '2023-01-01', to: '2024-01-01' }, limit: 50 });
  });

  it.each([
    [{ from: '2024-5-1' }, 'from must be a date as YYYY-MM-DD (got "2024-5-1").'],
    [{ to: '2023-02-29' }, 'to must be a date as YYYY-MM-DD (got "2023-02-29").'],
    [{ from: '2024-05-02', to: '2024-05-01' }, 'from must not be after to.'],
    [{ from: '2023-01-01', to: '2024-01-02' }, 'The range may span at most 366 days.'],
    [{ limit: 0 }, 'limit must be a whole number from 1 to 50.'],
    [{ limit: 51 }, 'limit must be a whole number from 1 to 50.'],
    [{ limit: 2.5 }, 'limit must be a whole number from 1 to 50.'],
  ])('refuses %j', (input, message) => {
    expect(() => readDashboardArguments(input, NOW)).toThrow(message);
  });
});

describe('dailyFiguresOf', () => {
  const event = (eventType: string, attributes: Record<string, string> = {}, metrics: Record<string, number> = {}, endpointId = 'browser-1') =>
    dailyFiguresOf({ endpointId, eventType, occurredAt: '2024-05-10T23:59:59.999Z', attributes, metrics });

  it('counts every event by type on its UTC day, and its browser as active', () => {
    expect(event('app_launch')).toEqual({ day: '2024-05-10', counts: [['event', 'app_launch', 1]], browsers: [['active', '']] });
  });

  it("counts a brief read, a stream play, a profile view and a page view's referrer under their keys, with the browser", () => {
    expect(event('brief_read', { briefSlug: 'a' }).counts).toContainEqual(['brief', 'a', 1]);
    expect(event('stream_played', { streamSlug: 's' }).browsers).toContainEqual(['stream', 's']);
    expect(event('profile_viewed', { username: 'maren' }).counts).toContainEqual(['profile', 'maren', 1]);
    expect(event('page_view', { path: '/', referrer: 'https://news.example' }).counts).toContainEqual(['referrer', 'https://news.example', 1]);
    expect(event('page_view', { path: '/' }).counts).toEqual([['event', 'page_view', 1]]);
    // An attribute that only the prototype has is no key.
    expect(event('brief_read', {}).counts).toEqual([['event', 'brief_read', 1]]);
  });

  it('adds the count a dropped-events report carries, and only a whole positive one', () => {
    expect(event('_analytics.dropped', {}, { count: 7 }).counts).toContainEqual(['dropped', '', 7]);
    expect(event('_analytics.dropped', {}, { count: 1.5 }).counts).toEqual([['event', '_analytics.dropped', 1]]);
  });

  it('never counts an unreadable record as a browser', () => {
    expect(event('_firehose.unreadable', {}, {}, '_firehose').browsers).toEqual([]);
  });
});
