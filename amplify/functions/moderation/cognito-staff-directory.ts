import { ListUsersCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { staffNameFrom, type StaffDirectoryPort } from '../../data/moderation/staff-names';

/**
 * The staff directory on AWS: the user pool's ListUsers by `sub` (an exact-match filter; the rules
 * pass only ids shaped as Cognito writes them, so nothing else reaches the filter's quotes).
 * amplify/backend.ts grants ListUsers on the pool and names it in USER_POOL_ID.
 */
export function createCognitoStaffDirectory(cognito: Pick<CognitoIdentityProviderClient, 'send'>, userPoolId: string): StaffDirectoryPort {
  return {
    async nameOf(sub) {
      const answer = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `sub = "${sub}"`, Limit: 1, AttributesToGet: ['preferred_username', 'email'] }));
      const user = answer.Users?.[0];
      if (!user) return null;
      const attribute = (name: string) => user.Attributes?.find((entry) => entry.Name === name)?.Value ?? null;
      return staffNameFrom({ preferredUsername: attribute('preferred_username'), email: attribute('email') });
    },
  };
}
