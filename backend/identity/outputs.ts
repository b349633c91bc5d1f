import { hostedUiOutputs } from './oauth/hosted-ui-config';
import type { PoolContext } from './pool-context';
import { mfaConfiguration, mfaMethods } from './user-pool/mfa-settings';

/** The `auth` section of amplify_outputs.json (schema 1.3), as Gen 2 would write it for this pool. */
export function authOutputs(pool: PoolContext) {
  const { settings, ids } = pool;
  const policy = settings.passwordPolicy;
  const oauth = hostedUiOutputs(pool.hostedUi);
  return {
    aws_region: settings.region,
    user_pool_id: ids.userPoolId,
    user_pool_client_id: ids.userPoolClientId,
    identity_pool_id: ids.identityPoolId,
    password_policy: {
      min_length: policy.minLength,
      require_lowercase: policy.requireLowercase,
      require_numbers: policy.requireNumbers,
      require_symbols: policy.requireSymbols,
      require_uppercase: policy.requireUppercase,
    },
    standard_required_attributes: [...settings.requiredAttributes],
    username_attributes: [...settings.usernameAttributes],
    user_verification_types: ['email'],
    unauthenticated_identities_enabled: settings.unauthenticatedIdentitiesEnabled,
    mfa_configuration: mfaConfiguration(settings),
    mfa_methods: mfaMethods(settings),
    groups: [...settings.groups]
      .sort((a, b) => a.precedence - b.precedence)
      .map((group) => ({ [group.name]: { precedence: group.precedence } })),
    // Hosted sign-in and the social providers; only where the client can reach it (https).
    ...(oauth ? { oauth } : {}),
  };
}
