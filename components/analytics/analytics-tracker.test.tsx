/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import type { AnalyticsConnection } from '@/lib/analytics/analytics-client';
import type { BufferedEvent } from '@/lib/analytics/analytics-types';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const mockSent: BufferedEvent[] = [];
const mockConnection: AnalyticsConnection = {
  transport: {
    putEvents: async (_endpointId, events) => {
      mockSent.push(...events);
      return {};
    },
  },
  store: {
    getEndpointId: async () => 'endpoint-1',
    saveEndpointId: async () => undefined,
    getOptOut: async () => null,
    saveOptOut: async () => undefined,
  },
};
jest.mock('@/lib/amplify/configure-amplify', () => ({ ensureAmplifyConfigured: async () => true }));
jest.mock('@/lib/amplify/browser-outputs', () => ({ loadBrowserOutputs: async () => ({ version: '1.3' }) }));
jest.mock('@/lib/analytics/site-connection', () => ({ createSiteConnection: () => mockConnection }));

import { AnalyticsTracker } from './analytics-tracker';

const flushTimers = () => act(() => jest.advanceTimersByTimeAsync(5000));
// The connection loads a flush interval after the page's load, so the first events go out with the second flush.
const connectAndFlush = () => act(() => jest.advanceTimersByTimeAsync(10_000));

it('records one app_launch, a session, a page view per route and flushes when the page is hidden', async () => {
  jest.useFakeTimers();
  const view = render(<AnalyticsTracker />);
  await flushTimers();
  expect(mockSent).toEqual([]);
  await connectAndFlush();
  expect(mockSent.map((event) => event.eventType)).toEqual(['_session.start', 'app_launch', 'page_view']);
  expect(mockSent[2].attributes).toEqual({ path: '/' });

  mockPathname = '/briefs';
  view.rerender(<AnalyticsTracker />);
  // A second tracker (or React running effects again) does not launch again.
  render(<AnalyticsTracker />);
  await flushTimers();
  expect(mockSent.map((event) => [event.eventType, event.attributes.path])).toEqual([
    ['_session.start', undefined],
    ['app_launch', undefined],
    ['page_view', '/'],
    ['page_view', '/briefs'],
  ]);

  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(mockSent.at(-1)?.eventType).toBe('_session.stop');
  jest.useRealTimers();
});
