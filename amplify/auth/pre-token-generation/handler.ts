import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { groupsForTokens, WITHHELD_GROUPS_CLAIM } from '../staff-second-factor';
import { tokenOverridesFor } from './token-overrides';

const cognito = new CognitoIdentityProviderClient({});

/**
 * Version 2 of the trigger (set in amplify/backend.ts), so the group override reaches the access
 * token that the data API reads, not only the id token. The event does not say whether the user
 * has MFA, so the user is read (AdminGetUser, granted in ../resource.ts).
 */
export const handler = async (event: PreTokenGenerationV2TriggerEvent): Promise<PreTokenGenerationV2TriggerEvent> => {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
  const hasSecondFactor = (user.UserMFASettingList ?? []).length > 0;
  const groups = groupsForTokens(event.request.groupConfiguration.groupsToOverride ?? [], hasSecondFactor);
  event.response = { claimsAndScopeOverrideDetails: tokenOverridesFor(groups, WITHHELD_GROUPS_CLAIM) };
  return event;
};
