import { describeDevice } from './device-description';

/**
 * The account's last sign-ins (issue 48), written once for both backends: Cognito's
 * post-authentication trigger records one on AWS (../post-authentication/), the local pool
 * records one at the same point (backend/identity/user-pool/sign-in/post-authentication.ts), and
 * the mySignIns query reads them (amplify/data/models/account-operations.ts). Refreshing tokens is
 * not a sign-in, so it records nothing.
 *
 * What is kept: when, the device in a few words, and a random mark the signing-in browser made so
 * it can recognise its own sign-in. No address and no place: Cognito gives triggers no client
 * address (only its paid threat protection sees one), so none is kept locally either.
 */

/** Sign-ins kept per account; an older one goes when a new one comes. */
export const LAST_SIGN_INS_KEPT = 10;

/** What the sign-in page passes in Amplify's signIn / confirmSignIn `options.clientMetadata`. */
export const SIGN_IN_METADATA = {
  userAgent: 'userAgent',
  signInMark: 'signInMark',
} as const;

export interface SignInEntry {
  /** ISO 8601, UTC. */
  signedInAt: string;
  device: string;
  /** The browser's random mark for this sign-in, when it sent one. */
  signInMark: string | null;
}

/** Where sign-ins are kept: SQL locally, DynamoDB items under the user on AWS. */
export interface SignInHistoryPort {
  /** Adds the entry and keeps only the newest `keep` of the user's sign-ins. */
  addSignIn(userSub: string, entry: SignInEntry, keep: number): Promise<void>;
  /** The user's sign-ins, newest first. */
  listSignIns(userSub: string): Promise<SignInEntry[]>;
}

const MARK_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A mark is kept only if it looks like one the page makes (random, URL-safe, bounded). */
export function readSignInMark(value: string | undefined): string | null {
  return value !== undefined && MARK_PATTERN.test(value) ? value : null;
}

/** The entry a completed sign-in adds, from the client metadata it came with (if any reached the trigger). */
export function signInEntryFor(at: Date, clientMetadata: Readonly<Record<string, string>> | undefined): SignInEntry {
  return {
    signedInAt: at.toISOString(),
    device: describeDevice(clientMetadata?.[SIGN_IN_METADATA.userAgent]),
    signInMark: readSignInMark(clientMetadata?.[SIGN_IN_METADATA.signInMark]),
  };
}

/**
 * Records a completed sign-in. A failure is logged, not thrown: a sign-in must not fail because
 * its record could not be written (on AWS a trigger's error would refuse the sign-in).
 */
export async function recordSignIn(
  port: SignInHistoryPort,
  signIn: { userSub: string; at: Date; clientMetadata?: Readonly<Record<string, string>> },
  logError: (message: string, error: unknown) => void,
): Promise<void> {
  try {
    await port.addSignIn(signIn.userSub, signInEntryFor(signIn.at, signIn.clientMetadata), LAST_SIGN_INS_KEPT);
  } catch (error) {
    logError('[sign-ins] could not record a sign-in', error);
  }
}

/** The mySignIns query's answer: the caller's own sign-ins, newest first, at most LAST_SIGN_INS_KEPT. */
export async function listMySignIns(port: SignInHistoryPort, callerSub: string | null): Promise<SignInEntry[]> {
  if (!callerSub) return [];
  return (await port.listSignIns(callerSub)).slice(0, LAST_SIGN_INS_KEPT);
}
