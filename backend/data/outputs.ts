import { DATA_AUTHORIZATION_MODES } from '../../amplify/data/authorization-modes';
import type { ApiKey } from './api-key';
import type { ModelIntrospection } from './declaration/model-introspection';
import { graphqlEndpoint } from './endpoints';

/** AppSync's names for Gen 2's authorization modes (see @aws-amplify/backend-data). */
const APPSYNC_AUTH_TYPES = {
  apiKey: 'API_KEY',
  userPool: 'AMAZON_COGNITO_USER_POOLS',
  iam: 'AWS_IAM',
  identityPool: 'AWS_IAM',
} as const;

/**
 * The `data` section of amplify_outputs.json as `ampx generate outputs` writes it: the default
 * mode, then the other modes in the order Gen 2's construct lists them (user pool, then IAM).
 * The API key's expiry has no place in Gen 2's section, so it goes under `custom`.
 */
export function dataOutputs(input: {
  publicUrl: string;
  region: string;
  apiKey: ApiKey;
  introspection: ModelIntrospection;
}) {
  const defaultType = APPSYNC_AUTH_TYPES[DATA_AUTHORIZATION_MODES.defaultAuthorizationMode];
  const allTypes = ['API_KEY', 'AMAZON_COGNITO_USER_POOLS', 'AWS_IAM'];
  return {
    sections: {
      data: {
        url: graphqlEndpoint(input.publicUrl),
        aws_region: input.region,
        api_key: input.apiKey.key,
        default_authorization_type: defaultType,
        authorization_types: allTypes.filter((type) => type !== defaultType),
        model_introspection: input.introspection,
      },
    },
    custom: { data_api_key_expires_at: input.apiKey.expiresAt.toISOString() },
  };
}
