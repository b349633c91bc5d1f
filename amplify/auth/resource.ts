import { defineAuth } from '@aws-amplify/backend';
import { POOL_SETTINGS } from './pool-settings';

const { verification, invitation, groups, multifactor, emailOtpLogin } = POOL_SETTINGS;

/**
 * The user pool as Gen 2 declares it: e-mail login verified by code, the ADMINS group, MFA as
 * pool-settings says (off), guest access on (Gen 2's default for the identity pool). Settings
 * defineAuth has no property for are applied in ../backend.ts from the same pool-settings.
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailStyle: verification.style,
      verificationEmailSubject: verification.emailSubject,
      verificationEmailBody: verification.emailBody,
      userInvitation: { emailSubject: invitation.emailSubject, emailBody: invitation.emailBody },
      otpLogin: emailOtpLogin,
    },
  },
  // Gen 2 gives each group its index as precedence, so the list is ordered by precedence.
  groups: [...groups].sort((a, b) => a.precedence - b.precedence).map((group) => group.name),
  multifactor,
  accountRecovery: 'EMAIL_ONLY',
});
