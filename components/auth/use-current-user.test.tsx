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
import { useCurrentUser } from './use-current-user';

const LAST_AUTH_USER = 'CognitoIdentityServiceProvider.client1.LastAuthUser';

beforeEach(() => {
  mockLoadAmplifyAuth.mockClear();
  mockAuthListeners.clear();
  mockSignedInUser = null;
  mockIdClaims = undefined;
  document.cookie = `${LAST_AUTH_USER}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

// First: Amplify is configured once per page (module), and this test begins before that.
it("a guest is signed out without Amplify's auth client, and follows a sign-in once Amplify is configured", async () => {
  const { result } = renderHook(() => useCurrentUser());
  expect(result.current).toEqual({ status: 'signedOut' });
  expect(mockLoadAmplifyAuth).not.toHaveBeenCalled();

  // The sign-in screen configures Amplify; the header now listens.
  await act(async () => markAmplifyConfigured());
  expect(mockLoadAmplifyAuth).toHaveBeenCalledTimes(1);
  expect(result.current).toEqual({ status: 'signedOut' });

  mockSignedInUser = { userId: 'u1', username: 'u1', signInDetails: { loginId: 'reader@example.com' } };
  await act(async () => mockAuthListeners.forEach((listener) => listener({ payload: { event: 'signedIn' } })));
  expect(result.current).toEqual({ status: 'signedIn', user: { userId: 'u1', username: 'u1', loginId: 'reader@example.com', groups: [] } });
});

it('a returning user is looked up at once', async () => {
  document.cookie = `${LAST_AUTH_USER}=u2; path=/`;
  mockSignedInUser = { userId: 'u2', username: 'u2', signInDetails: { loginId: 'creator@example.com' } };
  const { result } = renderHook(() => useCurrentUser());
  expect(result.current).toEqual({ status: 'loading' });
  await act(async () => undefined);
  expect(mockLoadAmplifyAuth).toHaveBeenCalledTimes(1);
  expect(result.current).toEqual({ status: 'signedIn', user: { userId: 'u2', username: 'u2', loginId: 'creator@example.com', groups: [] } });

  await act(async () => mockAuthListeners.forEach((listener) => listener({ payload: { event: 'signedOut' } })));
  expect(result.current).toEqual({ status: 'signedOut' });
});

it("a moderator's groups come from the ID token", async () => {
  document.cookie = `${LAST_AUTH_USER}=u3; path=/`;
  mockSignedInUser = { userId: 'u3', username: 'u3' };
  mockIdClaims = { email: 'moderator@example.com', 'cognito:groups': ['MODERATORS'] };
  const { result } = renderHook(() => useCurrentUser());
  await act(async () => undefined);
  expect(result.current).toEqual({ status: 'signedIn', user: { userId: 'u3', username: 'u3', loginId: 'moderator@example.com', groups: ['MODERATORS'] } });
});

it("names the id token's address once a confirmed change of e-mail reaches it at the token refresh", async () => {
  document.cookie = `${LAST_AUTH_USER}=u4; path=/`;
  mockSignedInUser = { userId: 'u4', username: 'u4', signInDetails: { loginId: 'old@example.com' } };
  mockIdClaims = { email: 'old@example.com' };
  const { result } = renderHook(() => useCurrentUser());
  await act(async () => undefined);
  expect(result.current).toMatchObject({ status: 'signedIn', user: { loginId: 'old@example.com' } });

  mockIdClaims = { email: 'new@example.com' };
  await act(async () => mockAuthListeners.forEach((listener) => listener({ payload: { event: 'tokenRefresh' } })));
  expect(result.current).toMatchObject({ status: 'signedIn', user: { loginId: 'new@example.com' } });
});
