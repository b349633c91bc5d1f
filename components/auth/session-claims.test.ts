import { sessionFromCookies } from './session-claims';

const NOW = Date.UTC(2026, 10, 26, 12);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;
const PREFIX = 'CognitoIdentityServiceProvider.client1';

function cookiesFor(user: string, id: object, access: object, lastAuthUser = user): string {
  return [
    'theme=dark',
    `${PREFIX}.LastAuthUser=${encodeURIComponent(lastAuthUser)}`,
    `${PREFIX}.${user}.idToken=${jwt(id)}`,
    `${PREFIX}.${user}.accessToken=${jwt(access)}`,
  ].join('; ');
}

const live = { sub: 'u1', username: 'u1-name', exp: NOW / 1000 + 600 };

it('names the user the sign-in cookies hold, with the ID token’s e-mail and groups', () => {
  const id = { sub: 'u1', 'cognito:username': 'u1-name', email: 'moderator@example.com', 'cognito:groups': ['MODERATORS'] };
  expect(sessionFromCookies(cookiesFor('u1-name', id, live), NOW)).toEqual({
    user: { userId: 'u1', username: 'u1-name', loginId: 'moderator@example.com', groups: ['MODERATORS'] },
    isAccessLive: true,
  });
  // Non-ASCII claims decode as UTF-8.
  expect(sessionFromCookies(cookiesFor('u1-name', { ...id, email: 'zoë@example.com' }, live), NOW)?.user.loginId).toBe('zoë@example.com');
});

it('says when the access token has expired (Amplify must refresh it or find the session ended)', () => {
  expect(sessionFromCookies(cookiesFor('u1-name', { sub: 'u1' }, { ...live, exp: NOW / 1000 - 1 }), NOW)?.isAccessLive).toBe(false);
  expect(sessionFromCookies(cookiesFor('u1-name', { sub: 'u1' }, { sub: 'u1' }), NOW)?.isAccessLive).toBe(false);
});

it('names nobody for a guest, tokens that do not decode, belong to someone else or are missing', () => {
  expect(sessionFromCookies('theme=dark', NOW)).toBeNull();
  expect(sessionFromCookies(`${PREFIX}.LastAuthUser=u1`, NOW)).toBeNull();
  expect(sessionFromCookies(`${PREFIX}.LastAuthUser=u1; ${PREFIX}.u1.idToken=not-a-jwt; ${PREFIX}.u1.accessToken=${jwt(live)}`, NOW)).toBeNull();
  expect(sessionFromCookies(cookiesFor('u1-name', { sub: 'u2' }, live), NOW)).toBeNull();
  expect(sessionFromCookies(cookiesFor('u1-name', { sub: 'u1' }, live, 'someone-else'), NOW)).toBeNull();
  expect(sessionFromCookies(`%E0%A4%A=broken; ${cookiesFor('u1-name', ['u1'], live)}`, NOW)).toBeNull();
});
