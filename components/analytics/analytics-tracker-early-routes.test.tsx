/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import type { AnalyticsConnection } from '@/lib/analytics/analytics-client';
import type { BufferedEvent } from '@/lib/analytics/analytics-types';

// A file of its own: the site's analytics client is one per page load (per module registry).
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

it('records the routes visited before the browser was first idle, in order, once the tracker starts', async () => {
  jest.useFakeTimers();
  const view = render(<AnalyticsTracker />);
  mockPathname = '/platforms';
  view.rerender(<AnalyticsTracker />);
  await act(() => jest.advanceTimersByTimeAsync(5000));
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(mockSent.map((event) => [event.eventType, event.attributes.path])).toEqual([
    ['_session.start', undefined],
    ['app_launch', undefined],
    ['page_view', '/'],
    ['page_view', '/platforms'],
  ]);
  jest.useRealTimers();
});
