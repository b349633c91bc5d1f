import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { ConsoleLogger, parseAmplifyConfig } from 'aws-amplify/utils';
import type { AmplifyOutputs } from '../../core/outputs/compose-outputs';

/**
 * Configures the real Amplify client as the site does, from the outputs alone for data (its url
 * already points at the local API) plus the Cognito endpoints Gen 2's outputs cannot carry.
 */
export function configureAmplifyData(outputs: AmplifyOutputs): void {
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const config = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]);
  const custom = outputs.custom as { user_pool_endpoint: string; identity_pool_endpoint: string };
  const cognito = config.Auth?.Cognito;
  if (!cognito || !config.API?.GraphQL) throw new Error('the outputs have no auth or data section');
  Amplify.configure({
    ...config,
    Auth: {
      ...config.Auth,
      Cognito: {
        ...cognito,
        userPoolEndpoint: custom.user_pool_endpoint,
        identityPoolEndpoint: custom.identity_pool_endpoint,
      },
    },
  } as ResourcesConfig);
}
