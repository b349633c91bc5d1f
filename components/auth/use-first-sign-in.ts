'use client';

import { useAuthenticator } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { isFirstSignInRoute } from './landing-path';

/**
 * Whether the Authenticator passed a screen only a new account sees (the mailed code after a
 * sign-up, the new password of an invitation) before it signed in. Cognito does not say whether a
 * sign-in is an account's first; these screens do. Needs the Authenticator's provider around it.
 */
export function useIsFirstSignIn(): boolean {
  const { route } = useAuthenticator((context) => [context.route]);
  const [isFirstSignIn, setIsFirstSignIn] = useState(false);
  useEffect(() => {
    if (isFirstSignInRoute(route)) setIsFirstSignIn(true);
  }, [route]);
  return isFirstSignIn;
}
