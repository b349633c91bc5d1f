'use client';

import { useEffect, useState } from 'react';
import { loadAmplifyAuth } from '@/components/amplify/load-amplify-auth';
import { canModerate } from '@/lib/auth/session-user';

/**
 * Whether the signed-in user works the moderation tools (MODERATORS or ADMINS), from the groups
 * in their access token; false for guests, while loading, and on any failure. Only decides what
 * the page offers: the server checks the groups again on every moderation call.
 */
export function useIsModerator(): boolean {
  const [isModerator, setIsModerator] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    let stopListening = () => {};
    void loadAmplifyAuth()
      .then(({ isConfigured, fetchAuthSession, Hub }) => {
        if (!isCurrent || !isConfigured) return;
        const refresh = () =>
          fetchAuthSession().then(
            (session) => {
              const groups = session.tokens?.accessToken.payload['cognito:groups'];
              if (isCurrent) setIsModerator(canModerate({ groups: Array.isArray(groups) ? groups.map(String) : [] }));
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
    return () => {
      isCurrent = false;
      stopListening();
    };
  }, []);
  return isModerator;
}
