/** SPEC §9: the sign-in cookies live 365 days on path /, secure where served over TLS. */
export const TOKEN_COOKIE_DAYS = 365;

const KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * The cookie names Amplify's token store uses (the same keys as in localStorage):
 * `<prefix>.<clientId>.LastAuthUser` names the user whose `<prefix>.<clientId>.<user>.<token>` hold the tokens.
 */
export function lastAuthUserCookie(clientId: string): string {
  return `${KEY_PREFIX}.${clientId}.LastAuthUser`;
}

/** Whether a cookie of that name says someone signed in on this browser (for any app client). */
export function isLastAuthUserCookie(name: string): boolean {
  return name.startsWith(`${KEY_PREFIX}.`) && name.endsWith('.LastAuthUser');
}

export function tokenCookie(clientId: string, lastAuthUser: string, token: 'accessToken' | 'idToken'): string {
  return `${KEY_PREFIX}.${clientId}.${lastAuthUser}.${token}`;
}
