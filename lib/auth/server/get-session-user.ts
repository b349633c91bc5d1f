import { cookies } from 'next/headers';
import { cache } from 'react';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import type { SessionUser } from '../session-user';
import { readSessionUser } from './read-session-user';

/**
 * The signed-in user of the current request in a server component or route handler; null for a
 * guest. Asked once per render (React's cache): a page whose frame and content both ask (the admin
 * frame, a first view read as the user) asks the user pool once.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const cookieStore = await cookies();
  return readSessionUser((name) => cookieStore.get(name)?.value, await readAmplifyOutputs());
});
