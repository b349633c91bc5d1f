'use client';

import { useEffect, useState } from 'react';
import { isUsernameTaken } from '@/lib/content/my/my-profile-store';
import { normaliseUsername, usernameError } from '@/lib/content/my/profile-form';
import type { BrowserDataClient } from '@/lib/data/browser-data';

export type UsernameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Asks, shortly after typing stops, whether another profile already uses the username. */
export function useUsernameCheck(client: BrowserDataClient, value: string, ownProfileId?: string, ownUsername?: string): UsernameCheck {
  const [check, setCheck] = useState<UsernameCheck>('idle');
  const username = normaliseUsername(value);
  const isOwn = username === ownUsername;
  const isWellFormed = !usernameError(value);

  useEffect(() => {
    if (isOwn || !isWellFormed) {
      setCheck('idle');
      return;
    }
    let isCurrent = true;
    setCheck('checking');
    const timer = setTimeout(() => {
      isUsernameTaken(client, username, ownProfileId).then(
        (isTaken) => isCurrent && setCheck(isTaken ? 'taken' : 'available'),
        () => isCurrent && setCheck('unknown'),
      );
    }, 400);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [client, username, ownProfileId, isOwn, isWellFormed]);

  return check;
}
