/**
 * The first views of /me and /admin/moderation are read on the server only as a session the user
 * pool still honours; anything else (a guest, a token that no longer verifies, a failed read)
 * leaves the page to the browser's reads, as before, instead of an error page.
 */
import { generateServerClientUsingCookies } from '@aws-amplify/adapter-nextjs/data';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { plainData, readAsSignedInUser } from './signed-in-data';

jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('@aws-amplify/adapter-nextjs/data', () => ({ generateServerClientUsingCookies: jest.fn(() => ({ models: {} })) }));
jest.mock('@/lib/amplify/read-outputs', () => ({ readAmplifyOutputs: jest.fn() }));
jest.mock('@/lib/amplify/resources-config', () => ({ toResourcesConfig: jest.fn(() => ({ API: {} })) }));
jest.mock('@/lib/auth/server/get-session-user', () => ({ getSessionUser: jest.fn() }));

const outputs = readAmplifyOutputs as jest.MockedFunction<typeof readAmplifyOutputs>;
const sessionUser = getSessionUser as jest.MockedFunction<typeof getSessionUser>;
// A plain mock: the generated client type is too deep for TypeScript to compare with a MockedFunction.
const makeClient = generateServerClientUsingCookies as unknown as jest.Mock;
const creator = { userId: 'sub-1', username: 'sub-1', loginId: 'ada@example.org', groups: [] };
const withData = { version: '1.4', data: { url: 'http://127.0.0.1/graphql' } } as unknown as Awaited<ReturnType<typeof readAmplifyOutputs>>;

describe('readAsSignedInUser', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    outputs.mockResolvedValue(withData);
  });

  it('reads nothing for a request without a live session (a guest, an expired or revoked token)', async () => {
    sessionUser.mockResolvedValue(null);
    const read = jest.fn();
    expect(await readAsSignedInUser(read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(makeClient).not.toHaveBeenCalled();
  });

  it('reads nothing without a data API', async () => {
    sessionUser.mockResolvedValue(creator);
    outputs.mockResolvedValue(null);
    const read = jest.fn();
    expect(await readAsSignedInUser(read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('reads as the session’s user, on the user pool with the request’s cookies', async () => {
    sessionUser.mockResolvedValue(creator);
    const read = jest.fn(async (_client: unknown, user: { userId: string }) => `profile of ${user.userId}`);
    expect(await readAsSignedInUser(read)).toBe('profile of sub-1');
    expect(makeClient).toHaveBeenCalledWith(expect.objectContaining({ authMode: 'userPool', cookies: expect.any(Function) }));
  });

  it('answers null when the read fails, so the page falls back to the browser', async () => {
    sessionUser.mockResolvedValue(creator);
    expect(await readAsSignedInUser(() => Promise.reject(new Error('Unauthorized')))).toBeNull();
  });
});

describe('plainData', () => {
  it('keeps the JSON a read answered and drops the lazy loaders a model result carries', () => {
    const profile = { id: 'p1', displayName: 'Ada', briefs: () => Promise.resolve([]) };
    expect(plainData(profile)).toEqual({ id: 'p1', displayName: 'Ada' });
  });
});
