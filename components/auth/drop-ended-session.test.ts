const mockGetTokens = jest.fn<Promise<object | null>, [{ forceRefresh?: boolean }?]>(async () => ({}));
jest.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: {
    getTokens: (options?: { forceRefresh?: boolean }) => mockGetTokens(options),
  },
}));

import { dropEndedSession } from './drop-ended-session';

beforeEach(() => mockGetTokens.mockClear());

it('refreshes a session the browser holds, so one the pool ended is dropped before the screen trusts it', async () => {
  await dropEndedSession('?returnTo=%2Fme');
  expect(mockGetTokens.mock.calls).toEqual([[undefined], [{ forceRefresh: true }]]);
});

it('asks nothing more of a guest', async () => {
  mockGetTokens.mockResolvedValueOnce(null);
  await dropEndedSession('');
  expect(mockGetTokens).toHaveBeenCalledTimes(1);
});

it('leaves a hosted sign-in that is coming back alone', async () => {
  await dropEndedSession('?code=abc&state=xyz');
  expect(mockGetTokens).not.toHaveBeenCalled();
});

it('keeps the screen going when the pool cannot be reached', async () => {
  mockGetTokens
    .mockResolvedValueOnce({})
    .mockRejectedValueOnce(Object.assign(new Error('offline'), { name: 'NetworkError' }));
  await expect(dropEndedSession('')).resolves.toBeUndefined();
});

it('does not hold the screen while the token provider waits for a hosted sign-in in flight', async () => {
  mockGetTokens.mockReturnValueOnce(new Promise(() => {}));
  await expect(dropEndedSession('', 50)).resolves.toBeUndefined();
  expect(mockGetTokens).toHaveBeenCalledTimes(1);
});
