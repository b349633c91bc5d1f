import { jsonBody, malformedValue, objectOf, PROTOTYPE_NAMES, absurdHeaders } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

const OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ListDevices',
  'GetTokensFromRefreshToken',
  'AdminCreateUser',
  'AdminGetUser',
  'ListUsers',
  'AdminAddUserToGroup',
];
const FIELDS = [
  'ClientId',
  'Username',
  'Password',
  'AuthFlow',
  'AuthParameters',
  'ChallengeName',
  'ChallengeResponses',
  'Session',
  'AccessToken',
  'UserAttributes',
  'UserAttributeNames',
  'ClientMetadata',
  'ConfirmationCode',
  'ProposedPassword',
  'PreviousPassword',
  'Token',
  'RefreshToken',
  'AttributeName',
  'Code',
  'UserCode',
  'UserPoolId',
  'GroupName',
  'Limit',
  'PaginationToken',
  'Filter',
];
const AUTH_PARAMETERS = [
  'USERNAME',
  'PASSWORD',
  'SRP_A',
  'REFRESH_TOKEN',
  'SECRET_HASH',
  'DEVICE_KEY',
  'PREFERRED_CHALLENGE',
  'CHALLENGE_NAME',
];
const FLOWS = [
  'USER_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'USER_AUTH',
  'REFRESH_TOKEN_AUTH',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
];

/** AWS JSON 1.1 requests to the user pool: known and inherited operation names, inputs of every wrong kind. */
export function userPoolRequests(random: SeededRandom, context: FuzzContext, count: number): FuzzRequest[] {
  const sensible = (field: string): unknown => {
    if (random.chance(0.5)) return malformedValue(random);
    switch (field) {
      case 'ClientId':
        return context.clientId;
      case 'UserPoolId':
        return context.userPoolId;
      case 'AccessToken':
        return context.accessToken;
      case 'AuthFlow':
        return random.pick(FLOWS);
      case 'AuthParameters':
      case 'ChallengeResponses':
      case 'ClientMetadata':
        return objectOf(random, random.chance(0.5) ? AUTH_PARAMETERS : PROTOTYPE_NAMES, () =>
          random.pick(['fuzz@example.com', 'A'.repeat(1000), 'ff', malformedValue(random)]),
        );
      case 'UserAttributes':
        return random.many(random.int(0, 4), () => ({
          Name: random.pick(['email', 'custom:x', ...PROTOTYPE_NAMES]),
          Value: malformedValue(random),
        }));
      default:
        return random.pick(['fuzz@example.com', 'Str0ng#Pass', '123456', malformedValue(random)]);
    }
  };
  return random.many(count, () => {
    const operation = random.pick([...OPERATIONS, ...PROTOTYPE_NAMES, '', 'Unknown', 'a.b']);
    const target = random.chance(0.9)
      ? `AWSCognitoIdentityProviderService.${operation}`
      : random.pick(['', operation, 'Other.SignUp']);
    return {
      door: 'user pool',
      method: random.chance(0.95) ? 'POST' : random.pick(['PUT', 'DELETE', 'PATCH']),
      path: '/_aws/cognito-idp/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': target,
        ...(random.chance(0.15) ? absurdHeaders(random) : {}),
      },
      body: jsonBody(random, () => objectOf(random, FIELDS, sensible)),
    };
  });
}

/** The identity pool: GetId and GetCredentialsForIdentity with broken logins and ids. */
export function identityPoolRequests(
  random: SeededRandom,
  context: FuzzContext,
  count: number,
): FuzzRequest[] {
  const logins = () =>
    objectOf(random, [`localhost/${context.userPoolId}`, 'accounts.google.com', ...PROTOTYPE_NAMES], () =>
      random.pick(['a.b.c', context.accessToken, malformedValue(random)]),
    );
  return random.many(count, () => ({
    door: 'identity pool',
    method: 'POST',
    path: '/_aws/cognito-identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityService.${random.pick(['GetId', 'GetCredentialsForIdentity', 'GetOpenIdToken', ...PROTOTYPE_NAMES])}`,
    },
    body: jsonBody(random, () =>
      objectOf(random, ['IdentityPoolId', 'IdentityId', 'Logins', 'AccountId', 'CustomRoleArn'], (field) =>
        field === 'Logins'
          ? logins()
          : random.pick([context.identityPoolId, `us-west-2:${'0'.repeat(36)}`, malformedValue(random)]),
      ),
    ),
  }));
}
