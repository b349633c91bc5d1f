/**
 * Who may refresh the site's caches: a signed-in editor, or the one server relaying another
 * instance's edit with this process's secret; a visitor, with or without a guessed secret, may not.
 */
import { revalidatePath, revalidateTag } from 'next/cache';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER } from '@/lib/constants/security';
import { forgetSearches } from '@/lib/content/search/remembered-searches';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/server/get-session-user', () => ({ getSessionUser: jest.fn() }));
jest.mock('@/lib/content/search/remembered-searches', () => ({ forgetSearches: jest.fn() }));

const SITE = 'https://bans.example.org';
const SECRET = 'Zq3kP9wX2mV7tR1yB8nL5cJ0hF4gD6sA-_eUiOoQxWv';
const sessionUser = getSessionUser as jest.MockedFunction<typeof getSessionUser>;
const editor = (userId: string) => ({ userId, username: userId, loginId: `${userId}@example.org`, groups: [] });

const post = (headers: Record<string, string> = {}, body: unknown = { tags: ['briefs'], paths: ['/briefs/on-discipline'] }) =>
  POST(new Request(`${SITE}/api/revalidate`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));

describe('POST /api/revalidate', () => {
  const saved = { publicUrl: process.env.PUBLIC_URL, secret: process.env[REVALIDATE_SECRET_ENV] };
  beforeAll(() => Object.assign(process.env, { PUBLIC_URL: SITE, [REVALIDATE_SECRET_ENV]: SECRET }));
  afterAll(() => Object.assign(process.env, { PUBLIC_URL: saved.publicUrl ?? '', [REVALIDATE_SECRET_ENV]: saved.secret ?? '' }));
  beforeEach(() => {
    jest.clearAllMocks();
    sessionUser.mockResolvedValue(null);
  });

  it('refuses a visitor, with no secret or a wrong one, and refreshes nothing', async () => {
    const attempts: Record<string, string>[] = [{}, { [REVALIDATE_SECRET_HEADER]: 'guess' }, { [REVALIDATE_SECRET_HEADER]: `${SECRET}x` }, { [REVALIDATE_SECRET_HEADER]: SECRET.slice(1) }];
    for (const headers of attempts) {
      const answer = await post(headers);
      expect(answer.status).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(forgetSearches).not.toHaveBeenCalled();
  });

  it('takes the server’s relayed notice with the secret, without a session', async () => {
    const answer = await post({ [REVALIDATE_SECRET_HEADER]: SECRET });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ revalidated: { tags: ['briefs'], paths: ['/briefs/on-discipline'] } });
    expect(revalidateTag).toHaveBeenCalledWith('briefs');
    expect(revalidatePath).toHaveBeenCalledWith('/briefs/on-discipline');
    // Remembered search answers go too: they may hold the record just changed.
    expect(forgetSearches).toHaveBeenCalledTimes(1);
    expect(sessionUser).not.toHaveBeenCalled();
  });

  it('still takes a signed-in editor, and the secret does not lift the origin or body checks', async () => {
    sessionUser.mockResolvedValue(editor('user-1'));
    expect((await post()).status).toBe(200);
    expect((await post({ [REVALIDATE_SECRET_HEADER]: SECRET, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ [REVALIDATE_SECRET_HEADER]: SECRET }, { tags: ['not-a-tag'] })).status).toBe(400);
  });

  it('refuses a user’s refreshes past their allowance (429, Retry-After) and refreshes nothing for them', async () => {
    sessionUser.mockResolvedValue(editor('eager-editor'));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post({}, { tags: ['profiles'] })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await post({}, { tags: ['profiles'] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toMatch(/^Too many refreshes at once/);
    expect(revalidateTag).toHaveBeenCalledTimes(10);
    expect(forgetSearches).toHaveBeenCalledTimes(10);
    // Another editor still refreshes, and so does the server relaying other instances' edits.
    sessionUser.mockResolvedValue(editor('another-editor'));
    expect((await post()).status).toBe(200);
    for (let i = 0; i < 40; i++) expect((await post({ [REVALIDATE_SECRET_HEADER]: SECRET })).status).toBe(200);
  });
});
