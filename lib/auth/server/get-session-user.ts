import { cookies } from 'next/headers';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import type { SessionUser } from '../session-user';
import { readSessionUser } from './read-session-user';

/** The signed-in user of the current request in a server component or route handler; null for a guest. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const cookieStore = await cookies();
  return readSessionUser((name) => cookieStore.get(name)?.value, await readAmplifyOutputs());
}
