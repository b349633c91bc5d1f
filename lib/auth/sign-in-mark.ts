import { SIGN_IN_METADATA } from '@/amplify/auth/sign-in-history/sign-in-history';

/**
 * What the sign-in page passes with a sign-in (Amplify's options.clientMetadata), for the
 * account's last sign-ins: the browser's user-agent string, from which the pool keeps only a few
 * words ("Chrome on Linux"), and a random mark this browser keeps so /me/security can say which
 * sign-in is "This browser". Nothing else, and no address (amplify/auth/sign-in-history/).
 */

const MARK_KEY = 'banwatch.signInMark';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function newMark(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The mark of this browser's latest sign-in, if it made one. */
export function readSignInMark(): string | null {
  return storage()?.getItem(MARK_KEY) ?? null;
}

/**
 * Client metadata for a sign-in: `isNewSignIn` for the first step (a fresh mark), false for the
 * steps after it (a second factor's code), which finish the same sign-in and reuse its mark.
 */
export function signInClientMetadata(isNewSignIn: boolean): Record<string, string> {
  const store = storage();
  let mark = isNewSignIn ? null : (store?.getItem(MARK_KEY) ?? null);
  if (!mark) {
    mark = newMark();
    store?.setItem(MARK_KEY, mark);
  }
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 512);
  return { [SIGN_IN_METADATA.userAgent]: userAgent, [SIGN_IN_METADATA.signInMark]: mark };
}
