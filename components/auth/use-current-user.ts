'use client';

import { useEffect, useState } from 'react';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import type { SessionUser } from '@/lib/auth/session-user';
import { groupsOfClaims } from '@/lib/auth/token-groups';
import { followAuthWhenNeeded } from './follow-auth-when-needed';

/** `groups` from the ID token (`cognito:groups`): what the menus offer; the server checks again. */
export type CurrentUser = Pick<SessionUser, 'userId' | 'username' | 'loginId' | 'groups'>;
export type CurrentUserState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: CurrentUser };

/**
 * The signed-in user in the browser, kept current by Amplify's auth events. A guest (no sign-in
 * cookies) is signed out without loading Amplify's auth client; once something on the page
 * configures Amplify (the sign-in screen, say) this follows its auth events like for anyone.
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
    const stopWaiting = followAuthWhenNeeded(follow, () => update({ status: 'signedOut' }));
    return () => {
      isCurrent = false;
      stopWaiting();
      stopListening();
    };
  }, []);
  return state;
}
