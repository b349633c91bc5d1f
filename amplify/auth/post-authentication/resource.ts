import { defineFunction } from '@aws-amplify/backend';

/**
 * Cognito's post-authentication trigger: records each completed sign-in in the account's last
 * sign-ins (../sign-in-history/). In the auth stack, beside its pool and the sign-ins table.
 */
export const postAuthentication = defineFunction({
  name: 'post-authentication',
  entry: './handler.ts',
  timeoutSeconds: 5,
  resourceGroupName: 'auth',
});
