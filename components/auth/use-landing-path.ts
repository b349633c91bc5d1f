'use client';

import { useEffect, useState } from 'react';
import { hasOwnProfile } from './has-own-profile';
import { chooseLandingPath } from './landing-path';

/** Where to go now that the user is signed in; null while their profile is being looked up. */
export function useLandingPath(returnTo: string, isFirstSignIn: boolean): string | null {
  const [landingPath, setLandingPath] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Only a first sign-in without a returnTo depends on the profile; nobody else waits for the read.
    const needsProfile = isFirstSignIn && returnTo === '/';
    const hasProfile = needsProfile ? hasOwnProfile() : Promise.resolve(false);
    void hasProfile.then((answer) => {
      if (isCurrent) setLandingPath(chooseLandingPath({ returnTo, isFirstSignIn, hasProfile: answer }));
    });
    return () => {
      isCurrent = false;
    };
  }, [returnTo, isFirstSignIn]);
  return landingPath;
}
