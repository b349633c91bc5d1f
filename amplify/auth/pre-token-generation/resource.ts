import { defineFunction } from '@aws-amplify/backend';

/**
 * Cognito's pre-token-generation trigger: staff groups stay out of the tokens of a user without a
 * second factor (../staff-second-factor.ts). In the auth stack, as Gen 2 wants a trigger of its pool.
 */
export const preTokenGeneration = defineFunction({
  name: 'pre-token-generation',
  entry: './handler.ts',
  timeoutSeconds: 5,
  resourceGroupName: 'auth',
});
