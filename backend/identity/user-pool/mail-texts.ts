import type { MailMessage } from '../../core/mail/mailer';
import { maskEmail } from './mask-email';
import type { PoolSettings } from '../../../amplify/auth/pool-settings';
import type { CodePurpose } from './store/codes';
import { USERNAME_RESERVATION_DAYS } from '../../../amplify/data/account-leave/username-reservation';

/** The methodology page's section on leaving the site (components/profiles/methodology-anchors.ts). */
const LEAVING_ANCHOR = 'leaving';

/**
 * The mail each code goes out in. Like Cognito, every verification (sign-up, reset, new
 * e-mail) uses the declaration's verification message; sign-in codes have their own text.
 */
export function codeMail(settings: PoolSettings, purpose: CodePurpose, to: string, code: string): MailMessage {
  if (purpose === 'SIGN_IN') {
    return { to, subject: 'Your sign-in code', text: `Your sign-in code is ${code}.` };
  }
  return {
    to,
    subject: settings.verification.emailSubject,
    text: settings.verification.emailBody(() => code),
  };
}

export function invitationMail(settings: PoolSettings, to: string, temporaryPassword: string): MailMessage {
  return {
    to,
    subject: settings.invitation.emailSubject,
    text: settings.invitation.emailBody(
      () => to,
      () => temporaryPassword,
    ),
  };
}

/** What a security notice is about (issue 48): sent to the account's address after the change. */
export type AccountNotice =
  | { kind: 'email-changed'; newEmail: string }
  | { kind: 'password-changed' }
  | { kind: 'second-factor-added' | 'second-factor-removed'; factor: 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP' }
  /** Take my data: the export asked for on /me/security is ready until `expiresAt`. */
  | { kind: 'data-ready'; expiresAt: Date }
  /** The account deleted itself (DeleteUser): sent to its address on the way out. */
  | { kind: 'account-deleted' };

const FACTOR_NAMES = { SOFTWARE_TOKEN_MFA: 'an authenticator app', EMAIL_OTP: 'codes by e-mail' } as const;

/** What someone who did not make the change does: a reset by mail (this address still receives it), then sign out everywhere. */
const IF_NOT_YOU = (publicUrl: string) =>
  `If this was not you, someone else may be using your account: reset your password at once ("Forgot your password?" at ${publicUrl}/auth/login), ` +
  `then choose "Sign out everywhere" at ${publicUrl}/me/security.`;

/**
 * The security notices, in plain words. An e-mail change goes to the old address (the new one just
 * proved it is theirs) and names the new one only masked, as a code's destination is.
 */
export function accountNoticeMail(notice: AccountNotice, to: string, publicUrl: string): MailMessage {
  switch (notice.kind) {
    case 'email-changed':
      return {
        to,
        subject: 'Your e-mail address was changed',
        text:
          `The e-mail address of your account was changed from this one to ${maskEmail(notice.newEmail)}. ` +
          `From now on you sign in with the new address, and mail about the account goes there. ` +
          `If this was not you, reply to this mail or use the contact page at ${publicUrl}/extra/contact-us at once: ` +
          `this address no longer opens the account.`,
      };
    case 'password-changed':
      return {
        to,
        subject: 'Your password was changed',
        text: `The password of your account was changed. Sign-ins elsewhere stay signed in until they sign out. ${IF_NOT_YOU(publicUrl)}`,
      };
    case 'second-factor-added':
      return {
        to,
        subject: 'A second factor was added',
        text: `Two-step sign-in by ${FACTOR_NAMES[notice.factor]} was added to your account. ${IF_NOT_YOU(publicUrl)}`,
      };
    case 'data-ready':
      return {
        to,
        subject: 'Your data is ready',
        text:
          `The copy of your data you asked for is ready: download it from ${publicUrl}/me/security while you are signed in. ` +
          `It is kept until ${notice.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, then deleted. ` +
          `If you did not ask for it, someone else may be using your account: reset your password at once ("Forgot your password?" at ${publicUrl}/auth/login), ` +
          `then choose "Sign out everywhere" at ${publicUrl}/me/security.`,
      };
    case 'second-factor-removed':
      return {
        to,
        subject: 'A second factor was removed',
        text: `Two-step sign-in by ${FACTOR_NAMES[notice.factor]} was removed from your account. ${IF_NOT_YOU(publicUrl)}`,
      };
    case 'account-deleted':
      return {
        to,
        subject: 'Your account was deleted',
        text:
          `Your account was deleted: this address no longer signs in, and this is the last mail about it. ` +
          `Your profile and briefs are gone, and your bans and shadowban reports were removed or kept without your name, as you chose. ` +
          `Your username is kept back for ${USERNAME_RESERVATION_DAYS} days so that nobody can take it over at once; then anyone may use it. ` +
          `What this means for your records: ${publicUrl}/methodology#${LEAVING_ANCHOR}. ` +
          `If this was not you, someone else had your password: use the contact page at ${publicUrl}/extra/contact-us at once.`,
      };
  }
}
