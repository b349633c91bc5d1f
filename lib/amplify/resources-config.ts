import type { ResourcesConfig } from 'aws-amplify';
import { parseAmplifyConfig } from 'aws-amplify/utils';
import type { AmplifyOutputsDocument } from './amplify-outputs';

/**
 * Amplify's configuration from the outputs document: Gen 2's own parser, then the local backend's
 * endpoints injected where the client reads them. Without them the client talks to AWS.
 */
export function toResourcesConfig(outputs: AmplifyOutputsDocument): ResourcesConfig {
  const config = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]);
  const cognito = config.Auth?.Cognito;
  const { user_pool_endpoint: userPoolEndpoint, identity_pool_endpoint: identityPoolEndpoint } = outputs.custom ?? {};
  if (!cognito || (!userPoolEndpoint && !identityPoolEndpoint)) return config;
  return {
    ...config,
    Auth: {
      ...config.Auth,
      // parseAmplifyConfig types Cognito as a union that spreading widens; the value is a full pool config.
      Cognito: {
        ...cognito,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        ...(identityPoolEndpoint ? { identityPoolEndpoint } : {}),
      },
    },
  } as ResourcesConfig;
}
