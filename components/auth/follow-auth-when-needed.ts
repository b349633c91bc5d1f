import { whenAmplifyConfigured } from '@/lib/amplify/amplify-configured-signal';
import { hasSessionCookie } from './has-session-cookie';

/**
 * When a component that follows the signed-in user starts `follow` (which loads Amplify's auth
 * client): at once in a browser with sign-in cookies; for a guest, after `onGuest`, only once
 * something on the page configures Amplify (a sign-in in this tab). Answers the function that
 * cancels that wait.
 */
export function followAuthWhenNeeded(follow: () => void, onGuest?: () => void): () => void {
  if (hasSessionCookie()) {
    follow();
    return () => undefined;
  }
  onGuest?.();
  return whenAmplifyConfigured(follow);
}
