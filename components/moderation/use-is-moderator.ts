'use client';

import { useEffect, useState } from 'react';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import { followAuthWhenNeeded } from '@/components/auth/follow-auth-when-needed';
import { canModerate } from '@/lib/auth/session-user';

/**
 * Whether the signed-in user works the moderation tools (MODERATORS or ADMINS), from the groups
 * in their access token; false for guests, while loading, and on any failure. Only decides what
 * the page offers: the server checks the groups again on every moderation call. A guest (no sign-in
 * cookies) is not one, and Amplify's auth client is not loaded to say so until something on the
 * page configures Amplify (a sign-in in this tab).
 */
export function useIsModerator(): boolean {
  const [isModerator, setIsModerator] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    let stopListening = () => {};
    const follow = () =>
      void loadAmplifyAuth()
        .then(({ isConfigured, fetchAuthSession, Hub }) => {
          if (!isCurrent || !isConfigured) return;
          const refresh = () =>
            fetchAuthSession().then(
              (session) => {
                const groups = session.tokens?.accessToken.payload['cognito:groups'];
                if (isCurrent)
                  setIsModerator(canModerate({ groups: Array.isArray(groups) ? groups.map(String) : [] }));
              },
              () => isCurrent && setIsModerator(false),
            );
          void refresh();
          stopListening = Hub.listen('auth', ({ payload }) => {
            if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') void refresh();
            if (payload.event === 'signedOut') setIsModerator(false);
          });
        })
        .catch(() => isCurrent && setIsModerator(false));
    const stopWaiting = followAuthWhenNeeded(follow);
    return () => {
      isCurrent = false;
      stopWaiting();
      stopListening();
    };
  }, []);
  return isModerator;
}
