import type { MailMessage } from '../../core/mail/mailer';
import type { PoolSettings } from '../../../amplify/auth/pool-settings';
import type { CodePurpose } from './store/codes';

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
