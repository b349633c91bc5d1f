'use client';

import {
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  sendUserAttributeVerificationCode,
  signOut,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { ensureAmplifyConfigured, hasHostedUi } from '@/lib/amplify/configure-amplify';
import { CONFIGURATION_ERROR_MESSAGE } from './messages';
import { isRedirectSession } from './redirect-errors';

/**
 * The account settings of /me/security, each one call (or two) of Amplify's own Auth client to
 * the user pool, which decides: the same calls work against the local backend and Amazon Cognito.
 */

async function requireConfigured(): Promise<void> {
  if (!(await ensureAmplifyConfigured())) throw new Error(CONFIGURATION_ERROR_MESSAGE);
}

export interface SignInAddress {
  /** The pool's `sub`. */
  userId: string;
  /** The address the user signs in with (a change waiting for its code is not it yet). */
  email: string;
}

export async function readSignInAddress(): Promise<SignInAddress> {
  await requireConfigured();
  const attributes = await fetchUserAttributes();
  return { userId: attributes.sub ?? '', email: attributes.email ?? '' };
}

/** ChangePassword: the pool checks the current one (counting wrong ones towards its lockout) and its policy. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await requireConfigured();
  await updatePassword({ oldPassword, newPassword });
}

/**
 * Asks for `email` as the new sign-in address. The pool keeps the current one until the code it
 * mails to the new one is confirmed ('code-sent'); asking for the current address again withdraws
 * a waiting change ('done': nothing to confirm).
 */
export async function requestEmailChange(email: string): Promise<'code-sent' | 'done'> {
  await requireConfigured();
  const { email: outcome } = await updateUserAttributes({ userAttributes: { email } });
  return outcome?.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE' ? 'code-sent' : 'done';
}

/** Mails a new code for the address waiting to be confirmed. */
export async function resendEmailChangeCode(): Promise<void> {
  await requireConfigured();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/**
 * Confirms the new address with its code, then refreshes the tokens, whose `email` claim is what
 * the site shows (the header, the server's pages): the session names the new address at once.
 * Answers the address the pool now holds.
 */
export async function confirmEmailChange(code: string): Promise<string> {
  await requireConfigured();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  await fetchAuthSession({ forceRefresh: true });
  return (await fetchUserAttributes()).email ?? '';
}

/**
 * GlobalSignOut: every sign-in of the user ends (their refresh tokens too), then this browser's
 * tokens go. Amplify sends the sign-out with the tokens it has stored and swallows a refusal, so
 * they are refreshed first: an expired access token would otherwise end this browser's session
 * only. True when Amplify is taking the browser to the hosted UI's /logout (a redirect sign-in).
 */
export async function signOutEverywhere(): Promise<{ isLeavingForHostedLogout: boolean }> {
  await requireConfigured();
  const { tokens } = await fetchAuthSession({ forceRefresh: true });
  const isLeavingForHostedLogout = isRedirectSession(tokens?.accessToken.payload.scope) && hasHostedUi();
  await signOut({ global: true });
  return { isLeavingForHostedLogout };
}
