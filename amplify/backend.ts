import { defineBackend } from '@aws-amplify/backend';
import { auth } from './auth/resource';
import { data } from './data/resource';
import { POOL_SETTINGS } from './auth/pool-settings';

/** The backend Gen 2 deploys with `ampx`; storage joins as its issue lands. */
const backend = defineBackend({ auth, data });

// Pool settings defineAuth has no property for go straight onto the generated resources, so a
// deployed pool enforces exactly what the local backend enforces.
const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = backend.auth.resources.cfnResources;
const { passwordPolicy, authFlows, tokenValidity, emailOtpLogin } = POOL_SETTINGS;

cfnUserPool.addPropertyOverride('Policies.PasswordPolicy', {
  MinimumLength: passwordPolicy.minLength,
  RequireLowercase: passwordPolicy.requireLowercase,
  RequireUppercase: passwordPolicy.requireUppercase,
  RequireNumbers: passwordPolicy.requireNumbers,
  RequireSymbols: passwordPolicy.requireSymbols,
  TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
});
if (authFlows.includes('USER_AUTH')) {
  cfnUserPool.addPropertyOverride(
    'Policies.SignInPolicy.AllowedFirstAuthFactors',
    emailOtpLogin ? ['PASSWORD', 'EMAIL_OTP'] : ['PASSWORD'],
  );
}

cfnUserPoolClient.explicitAuthFlows = authFlows.map((flow) => `ALLOW_${flow}`);
cfnUserPoolClient.preventUserExistenceErrors = POOL_SETTINGS.preventUserExistenceErrors
  ? 'ENABLED'
  : 'LEGACY';
cfnUserPoolClient.accessTokenValidity = tokenValidity.accessAndIdMinutes;
cfnUserPoolClient.idTokenValidity = tokenValidity.accessAndIdMinutes;
cfnUserPoolClient.refreshTokenValidity = tokenValidity.refreshDays;
cfnUserPoolClient.tokenValidityUnits = { accessToken: 'minutes', idToken: 'minutes', refreshToken: 'days' };

cfnIdentityPool.allowUnauthenticatedIdentities = POOL_SETTINGS.unauthenticatedIdentitiesEnabled;
