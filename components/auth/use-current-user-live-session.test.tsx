/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';

type AuthListener = (event: { payload: { event: string } }) => void;
const mockAuthListeners = new Set<AuthListener>();
let mockSignedInUser: { userId: string; username: string; signInDetails?: { loginId?: string } } | null = null;
let mockIdClaims: Record<string, unknown> | undefined;
const mockLoadAmplifyAuth = jest.fn(async () => ({
  isConfigured: true,
  getCurrentUser: async () => {
    if (!mockSignedInUser) throw new Error('UserUnAuthenticatedException');
    return mockSignedInUser;
  },
  fetchAuthSession: async () => ({ tokens: mockIdClaims ? { idToken: { payload: mockIdClaims } } : undefined }),
  Hub: {
    listen: (_channel: string, listener: AuthListener) => {
      mockAuthListeners.add(listener);
      return () => mockAuthListeners.delete(listener);
    },
  },
}));
jest.mock('@/lib/amplify/load-amplify-auth', () => ({ loadAmplifyAuth: () => mockLoadAmplifyAuth() }));

import { markAmplifyConfigured } from '@/lib/amplify/amplify-configured-signal';
import { AFTER_PAGE_START_MS } from '@/components/analytics/when-page-settled';
import { useCurrentUser } from './use-current-user';

const LAST_AUTH_USER = 'CognitoIdentityServiceProvider.client1.LastAuthUser';
const TOKENS = 'CognitoIdentityServiceProvider.client1.u5';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;
const staff = { status: 'signedIn', user: { userId: 'u5', username: 'u5', loginId: 'staff@example.com', groups: ['ADMINS'] } };

beforeEach(() => {
  jest.useFakeTimers();
  mockLoadAmplifyAuth.mockClear();
  mockAuthListeners.clear();
  document.cookie = `${LAST_AUTH_USER}=u5; path=/`;
  document.cookie = `${TOKENS}.idToken=${jwt({ sub: 'u5', email: 'staff@example.com', 'cognito:groups': ['ADMINS'] })}; path=/`;
  document.cookie = `${TOKENS}.accessToken=${jwt({ sub: 'u5', username: 'u5', exp: Math.floor(Date.now() / 1000) + 3600 })}; path=/`;
  mockSignedInUser = { userId: 'u5', username: 'u5' };
  mockIdClaims = { email: 'staff@example.com', 'cognito:groups': ['ADMINS'] };
});
afterEach(() => jest.useRealTimers());

// In this order: Amplify is configured once per page (module), by the last test.
it("is signed in at once from the cookies' claims; Amplify's client follows once the page has settled", async () => {
  const { result } = renderHook(() => useCurrentUser());
  expect(result.current).toEqual(staff);
  expect(mockLoadAmplifyAuth).not.toHaveBeenCalled();

  await act(async () => jest.advanceTimersByTime(AFTER_PAGE_START_MS - 1));
  expect(mockLoadAmplifyAuth).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  await act(async () => jest.runOnlyPendingTimers());
  expect(mockLoadAmplifyAuth).toHaveBeenCalledTimes(1);
  expect(result.current).toEqual(staff);

  await act(async () => mockAuthListeners.forEach((listener) => listener({ payload: { event: 'signedOut' } })));
  expect(result.current).toEqual({ status: 'signedOut' });
});

it('asks Amplify at once when the access token has expired, showing a guest until it answers', async () => {
  document.cookie = `${TOKENS}.accessToken=${jwt({ sub: 'u5', username: 'u5', exp: Math.floor(Date.now() / 1000) - 60 })}; path=/`;
  const { result } = renderHook(() => useCurrentUser());
  expect(result.current).toEqual({ status: 'loading' });
  await act(async () => undefined);
  expect(mockLoadAmplifyAuth).toHaveBeenCalledTimes(1);
  expect(result.current).toEqual(staff);
});

it('follows at once when something on the page configures Amplify (a sign-out, say)', async () => {
  const { result } = renderHook(() => useCurrentUser());
  expect(mockLoadAmplifyAuth).not.toHaveBeenCalled();
  await act(async () => markAmplifyConfigured());
  expect(mockLoadAmplifyAuth).toHaveBeenCalledTimes(1);
  await act(async () => mockAuthListeners.forEach((listener) => listener({ payload: { event: 'signedOut' } })));
  expect(result.current).toEqual({ status: 'signedOut' });
  // The settled page's turn does not load it again.
  await act(async () => jest.runAllTimers());
  expect(mockLoadAmplifyAuth).toHaveBeenCalledTimes(1);
});
