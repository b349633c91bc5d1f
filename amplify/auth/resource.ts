import { defineAuth, secret } from '@aws-amplify/backend';
import { hostedUiUrls, type OAuthScope } from './hosted-ui';
import { POOL_SETTINGS } from './pool-settings';
import { postAuthentication } from './post-authentication/resource';
import { preTokenGeneration } from './pre-token-generation/resource';

const { verification, invitation, groups, multifactor, emailOtpLogin, hostedUi } = POOL_SETTINGS;
const { google, facebook, loginWithAmazon, signInWithApple, oidc } = hostedUi.externalProviders;

/** Gen 2's names for the OAuth scopes hosted-ui.ts lists as they travel. */
const GEN2_SCOPES = {
  openid: 'OPENID',
  email: 'EMAIL',
  phone: 'PHONE',
  profile: 'PROFILE',
  'aws.cognito.signin.user.admin': 'COGNITO_ADMIN',
} as const satisfies Record<OAuthScope, string>;

/**
 * The site's origin the hosted UI returns to. Locally the backend substitutes its own PUBLIC_URL;
 * for a deployment, set PUBLIC_URL when running `ampx` (e.g. https://www.example.com).
 */
const siteOrigin = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const { callbackUrls, logoutUrls } = hostedUiUrls(hostedUi, siteOrigin);

/**
 * Cognito sends e-mailed sign-in codes only through SES (and CDK refuses e-mail MFA without it):
 * set AUTH_EMAIL_FROM to an address SES verified when running `ampx`. Without it the deployed pool
 * offers the authenticator app alone, and its own e-mails (sign-up codes) keep Cognito's sender.
 */
const sesFromEmail = process.env.AUTH_EMAIL_FROM;
const deployedMultifactor = sesFromEmail || multifactor.mode === 'OFF' ? multifactor : { ...multifactor, email: false };

/**
 * The user pool as Gen 2 declares it: e-mail login verified by code, the ADMINS group, MFA as
 * pool-settings says (optional TOTP and e-mail codes; staff groups reach a token only with one,
 * through the pre-token-generation trigger, which reads the user's MFA settings), guest access on
 * (Gen 2's default for the identity pool), and hosted
 * sign-in with the external providers of hosted-ui.ts (their ids and keys are Gen 2 secrets).
 * A new e-mail address replaces the old one only once the code mailed to it is confirmed: Gen 2
 * declares keepOriginal for an e-mail login (AttributesRequireVerificationBeforeUpdate, which
 * amplify/synth.test.ts checks), as the local pool behaves.
 * Settings defineAuth has no property for are applied in ../backend.ts from the same pool-settings.
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
    externalProviders: {
      ...(google && {
        google: {
          clientId: secret(google.clientIdSecret),
          clientSecret: secret(google.clientSecretSecret),
          scopes: [...google.scopes],
          attributeMapping: google.attributeMapping,
        },
      }),
      ...(facebook && {
        facebook: {
          clientId: secret(facebook.clientIdSecret),
          clientSecret: secret(facebook.clientSecretSecret),
          scopes: [...facebook.scopes],
          attributeMapping: facebook.attributeMapping,
        },
      }),
      ...(loginWithAmazon && {
        loginWithAmazon: {
          clientId: secret(loginWithAmazon.clientIdSecret),
          clientSecret: secret(loginWithAmazon.clientSecretSecret),
          scopes: [...loginWithAmazon.scopes],
          attributeMapping: loginWithAmazon.attributeMapping,
        },
      }),
      ...(signInWithApple && {
        signInWithApple: {
          clientId: secret(signInWithApple.clientIdSecret),
          teamId: secret(signInWithApple.teamIdSecret),
          keyId: secret(signInWithApple.keyIdSecret),
          privateKey: secret(signInWithApple.privateKeySecret),
          scopes: [...signInWithApple.scopes],
          attributeMapping: signInWithApple.attributeMapping,
        },
      }),
      oidc: oidc.map((provider) => ({
        name: provider.name,
        issuerUrl: provider.issuerUrl,
        clientId: secret(provider.clientIdSecret),
        clientSecret: secret(provider.clientSecretSecret),
        scopes: [...provider.scopes],
        attributeMapping: provider.attributeMapping,
      })),
      scopes: hostedUi.scopes.map((scope) => GEN2_SCOPES[scope]),
      callbackUrls,
      logoutUrls,
    },
  },
  // Gen 2 gives each group its index as precedence, so the list is ordered by precedence.
  groups: [...groups].sort((a, b) => a.precedence - b.precedence).map((group) => group.name),
  multifactor: deployedMultifactor,
  ...(sesFromEmail ? { senders: { email: { fromEmail: sesFromEmail } } } : {}),
  accountRecovery: 'EMAIL_ONLY',
  // postAuthentication records each sign-in in the account's last sign-ins (./sign-in-history/).
  triggers: { preTokenGeneration, postAuthentication },
  access: (allow) => [allow.resource(preTokenGeneration).to(['getUser'])],
});
