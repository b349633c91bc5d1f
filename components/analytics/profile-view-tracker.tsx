'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/constants/analytics';
import { recordEvent } from '@/lib/analytics/site-analytics';

let lastRecorded: string | undefined;

/** Records profile_viewed { username } once per visit to a profile page (React may run effects twice). */
export function ProfileViewTracker({ username }: { username: string }) {
  useEffect(() => {
    if (lastRecorded === username) return;
    lastRecorded = username;
    recordEvent(ANALYTICS_EVENTS.profileViewed, { username });
    return () => {
      // Leaving the page: coming back to the same profile later is another view.
      setTimeout(() => {
        if (lastRecorded === username) lastRecorded = undefined;
      }, 0);
    };
  }, [username]);
  return null;
}
