'use client';

import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

/** The query parameters a hosted sign-in returns with; Amplify is finishing that sign-in, nothing to check. */
const REDIRECT_RETURN_PARAMS = ['code', 'state'];
/**
 * How long the check may hold the screen. Amplify's token provider answers nothing while a hosted
 * sign-in started in this browser is in flight (until that flow's deadline, minutes): after one was
 * cancelled the screen would say "Loading sign-in…" all that time. Such a browser holds no
 * session to check; past the limit the screen shows and the check ends on its own.
 */
const CHECK_LIMIT_MS = 4000;

/**
 * A session this browser holds may have been ended elsewhere (sign out everywhere, an operator):
 * its tokens still look valid here until they expire, so the Authenticator would greet a user the
 * pool no longer knows ("Signed in as …", back to a page that sends them here again). Before the
 * sign-in screen trusts a session its tokens are refreshed (the user pool only; the identity pool
 * would refuse such tokens with an error of its own): a refresh token the pool revoked is refused,
 * Amplify drops the tokens, and the screen offers sign-in. A network failure keeps them.
 */
export async function dropEndedSession(search: string, limitMs = CHECK_LIMIT_MS): Promise<void> {
  const params = new URLSearchParams(search);
  if (REDIRECT_RETURN_PARAMS.every((name) => params.has(name))) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  try {
    await Promise.race([refreshHeldTokens(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

async function refreshHeldTokens(): Promise<void> {
  try {
    if (await cognitoUserPoolsTokenProvider.getTokens())
      await cognitoUserPoolsTokenProvider.getTokens({ forceRefresh: true });
  } catch {
    // Not refused by the pool (offline, throttled): the tokens stay, as Amplify keeps them.
  }
}
