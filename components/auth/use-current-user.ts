'use client';

import { useEffect, useState } from 'react';
import { AFTER_PAGE_START_MS, whenPageSettled } from '@/components/analytics/when-page-settled';
import { whenAmplifyConfigured } from '@/lib/amplify/amplify-configured-signal';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import type { SessionUser } from '@/lib/auth/session-user';
import { groupsOfClaims } from '@/lib/auth/token-groups';
import { followAuthWhenNeeded } from './follow-auth-when-needed';
import { sessionFromCookies } from './session-claims';

/** `groups` from the ID token (`cognito:groups`): what the menus offer; the server checks again. */
export type CurrentUser = Pick<SessionUser, 'userId' | 'username' | 'loginId' | 'groups'>;
export type CurrentUserState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: CurrentUser };

/**
 * The signed-in user in the browser, kept current by Amplify's auth events. A guest (no sign-in
 * cookies) is signed out without loading Amplify's auth client; once something on the page
 * configures Amplify (the sign-in screen, say) this follows its auth events like for anyone.
 * A returning user whose sign-in cookies hold a live access token is shown signed in at once from
 * the tokens' claims (session-claims.ts), the same the header shows once Amplify has answered, and
 * Amplify's client follows later: once the page has settled, or as soon as something else on the
 * page configures Amplify (a sign-out, a form that sends). With an expired access token it is
 * asked at once, as before: it refreshes the tokens or finds the session ended.
 */
export function useCurrentUser(): CurrentUserState {
  const [state, setState] = useState<CurrentUserState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    let stopListening = () => {};
    const update = (next: CurrentUserState) => isCurrent && setState(next);
    const follow = () =>
      void loadAmplifyAuth().then(({ isConfigured, getCurrentUser, fetchAuthSession, Hub }) => {
        if (!isCurrent) return;
        if (!isConfigured) return update({ status: 'signedOut' });
        const claimsOf = async () => (await fetchAuthSession().catch(() => undefined))?.tokens?.idToken?.payload;
        const refresh = () =>
          getCurrentUser().then(
            async ({ userId, username, signInDetails }) => {
              const claims = await claimsOf();
              const email = claims?.email;
              // The id token's e-mail is the address one signs in with now: a confirmed change of
              // address reaches it at the next refresh, while signInDetails keep what was typed then.
              // A redirect sign-in has no login id of its own either.
              const loginId = (typeof email === 'string' && email) || signInDetails?.loginId;
              update({ status: 'signedIn', user: { userId, username, loginId, groups: groupsOfClaims(claims) } });
            },
            () => update({ status: 'signedOut' }),
          );
        void refresh();
        stopListening = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') void refresh();
          if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') update({ status: 'signedOut' });
        });
      });
    const session = sessionFromCookies(document.cookie, Date.now());
    let stopWaiting: () => void;
    if (session?.isAccessLive) {
      update({ status: 'signedIn', user: session.user });
      let stopSettled = () => {};
      let stopConfigured = () => {};
      let isFollowing = false;
      const followOnce = () => {
        if (isFollowing) return;
        isFollowing = true;
        stopSettled();
        stopConfigured();
        follow();
      };
      stopSettled = whenPageSettled(followOnce, AFTER_PAGE_START_MS);
      // At once when Amplify is configured already (answers a no-op then).
      stopConfigured = whenAmplifyConfigured(followOnce);
      stopWaiting = () => {
        stopSettled();
        stopConfigured();
      };
    } else {
      stopWaiting = followAuthWhenNeeded(follow, () => update({ status: 'signedOut' }));
    }
    return () => {
      isCurrent = false;
      stopWaiting();
      stopListening();
    };
  }, []);
  return state;
}
