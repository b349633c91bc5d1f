/**
 * Every operation Cognito's identity-pool API has (the AWS SDK's CognitoIdentity commands,
 * @aws-sdk/client-cognito-identity 3.1162), so a real but unserved operation is told apart from
 * a name the service does not have at all.
 */
export const COGNITO_IDENTITY_OPERATION_NAMES: ReadonlySet<string> = new Set([
  'CreateIdentityPool',
  'DeleteIdentities',
  'DeleteIdentityPool',
  'DescribeIdentity',
  'DescribeIdentityPool',
  'GetCredentialsForIdentity',
  'GetId',
  'GetIdentityPoolRoles',
  'GetOpenIdToken',
  'GetOpenIdTokenForDeveloperIdentity',
  'GetPrincipalTagAttributeMap',
  'ListIdentities',
  'ListIdentityPools',
  'ListTagsForResource',
  'LookupDeveloperIdentity',
  'MergeDeveloperIdentities',
  'SetIdentityPoolRoles',
  'SetPrincipalTagAttributeMap',
  'TagResource',
  'UnlinkDeveloperIdentity',
  'UnlinkIdentity',
  'UntagResource',
  'UpdateIdentityPool',
]);
