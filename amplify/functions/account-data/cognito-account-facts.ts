import { AdminGetUserCommand, AdminListGroupsForUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AccountFactsPort } from '../../data/account-data/account-data-ports';
import { listMySignIns, type SignInHistoryPort } from '../../auth/sign-in-history/sign-in-history';

/** The account as Cognito holds it (AdminGetUser, AdminListGroupsForUser: the function's only rights on the pool), and its sign-ins table. */
export function createCognitoAccountFacts(client: CognitoIdentityProviderClient, UserPoolId: string, signIns: SignInHistoryPort): AccountFactsPort {
  return {
    async read(sub) {
      // An e-mail pool's username is the sub (Gen 2's loginWith email).
      const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: sub })).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'UserNotFoundException') return null;
        throw error;
      });
      if (!user) return null;
      const groups = await client.send(new AdminListGroupsForUserCommand({ UserPoolId, Username: sub, Limit: 60 }));
      return {
        sub,
        username: user.Username ?? sub,
        attributes: Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name ?? '', attribute.Value ?? ''])),
        pendingEmail: null,
        status: user.UserStatus ?? 'UNKNOWN',
        enabled: user.Enabled ?? true,
        groups: (groups.Groups ?? []).map((group) => group.GroupName ?? ''),
        secondFactors: user.UserMFASettingList ?? [],
        preferredSecondFactor: user.PreferredMfaSetting ?? null,
        createdAt: user.UserCreateDate?.toISOString() ?? null,
        updatedAt: user.UserLastModifiedDate?.toISOString() ?? null,
      };
    },
    signIns: (sub) => listMySignIns(signIns, sub),
  };
}
