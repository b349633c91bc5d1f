import type { defineAuth } from '@aws-amplify/backend';
import { HOSTED_UI, type HostedUiSettings } from './hosted-ui';

/**
 * The user pool's settings, written once. `resource.ts` hands them to Gen 2's defineAuth
 * (and `backend.ts` sets the ones defineAuth has no property for on the generated CloudFormation
 * resources); the local backend in backend/identity/ reads the same object. This module holds
 * plain data only (a type-only import), so the local backend never loads the CDK.
 */
type AuthDeclaration = Parameters<typeof defineAuth>[0];

/** Gen 2's own MFA type: `{ mode: 'OFF' }`, or 'OPTIONAL' / 'REQUIRED' with `totp` and/or `email`. */
export type MultifactorSetting = NonNullable<AuthDeclaration['multifactor']>;

/** The app-client auth flows; Cognito's ExplicitAuthFlows are these with an `ALLOW_` prefix. */
export type AuthFlow =
  | 'USER_SRP_AUTH'
  | 'USER_PASSWORD_AUTH'
  | 'USER_AUTH'
  | 'REFRESH_TOKEN_AUTH'
  | 'CUSTOM_AUTH';

export interface PoolGroup {
  name: string;
  /** Lower wins when a user is in several groups; Gen 2 derives it from the order of `groups`. */
  precedence: number;
}

export interface PoolSettings {
  region: 'us-west-2';
  /** Users sign in with their e-mail address, which is also the verification and recovery channel. */
  usernameAttributes: readonly ['email'];
  requiredAttributes: readonly ['email'];
  verification: {
    style: 'CODE';
    emailSubject: string;
    emailBody: (createCode: () => string) => string;
  };
  invitation: {
    emailSubject: string;
    emailBody: (username: () => string, code: () => string) => string;
  };
  passwordPolicy: {
    minLength: number;
    requireLowercase: boolean;
    requireUppercase: boolean;
    requireNumbers: boolean;
    requireSymbols: boolean;
    temporaryPasswordValidityDays: number;
  };
  groups: readonly PoolGroup[];
  multifactor: MultifactorSetting;
  /** Passwordless e-mail codes as a first factor (USER_AUTH's EMAIL_OTP choice). */
  emailOtpLogin: boolean;
  unauthenticatedIdentitiesEnabled: boolean;
  authFlows: readonly AuthFlow[];
  /**
   * The app client's PreventUserExistenceErrors (amplify/backend.ts sets it on the deployed one).
   * true = ENABLED: an unknown name is never named as such: sign-in says "Incorrect username or
   * password." (SRP gets a stand-in challenge), ForgotPassword and ResendConfirmationCode answer
   * CodeDeliveryDetails and send nothing, the confirmations answer CodeMismatchException. SignUp
   * still says an address is taken, as Cognito's does. false = LEGACY: "User does not exist." and
   * "Username/client id combination not found.".
   */
  preventUserExistenceErrors: boolean;
  tokenValidity: { accessAndIdMinutes: number; refreshDays: number };
  /** Hosted sign-in (OAuth 2.0 redirects) and the external providers it federates: ./hosted-ui.ts. */
  hostedUi: HostedUiSettings;
}

export const POOL_SETTINGS: PoolSettings = {
  region: 'us-west-2',
  usernameAttributes: ['email'],
  requiredAttributes: ['email'],
  verification: {
    style: 'CODE',
    emailSubject: 'Your verification code',
    emailBody: (createCode) => `Your verification code is ${createCode()}.`,
  },
  invitation: {
    emailSubject: 'Your temporary password',
    emailBody: (username, code) => `Your username is ${username()} and temporary password is ${code()}.`,
  },
  // SPEC §5 and §9; Gen 2's default policy says the same.
  passwordPolicy: {
    minLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireNumbers: true,
    requireSymbols: true,
    temporaryPasswordValidityDays: 7,
  },
  // amplify/auth/groups.ts: ADMINS manage the catalogue and moderate; MODERATORS moderate.
  groups: [
    { name: 'ADMINS', precedence: 0 },
    { name: 'MODERATORS', precedence: 1 },
  ],
  // Issue 48: a second factor by authenticator app or e-mailed code, optional for creators
  // (SPEC §5 said off); staff need one (staff-second-factor.ts). E-mail codes on AWS need SES and
  // the Essentials plan (docs/identity.md).
  multifactor: { mode: 'OPTIONAL', totp: true, email: true },
  emailOtpLogin: false,
  unauthenticatedIdentitiesEnabled: true,
  authFlows: ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'USER_AUTH', 'REFRESH_TOKEN_AUTH', 'CUSTOM_AUTH'],
  preventUserExistenceErrors: true,
  tokenValidity: { accessAndIdMinutes: 60, refreshDays: 30 },
  hostedUi: HOSTED_UI,
};
