/**
 * What a signed-in app holds for S3: the identity pool's credentials for the user's id token
 * (GetId, then GetCredentialsForIdentity), as Amplify gets them.
 */
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import { loginsKey } from '../../../backend/identity/endpoints';

export interface TemporaryCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

export async function identityPoolCredentials(options: { endpoint: string; identityPoolId: string; idToken: string }): Promise<TemporaryCredentials> {
  const issuer = (JSON.parse(Buffer.from(options.idToken.split('.')[1], 'base64url').toString()) as { iss: string }).iss;
  const Logins = { [loginsKey(issuer)]: options.idToken };
  // GetId and GetCredentialsForIdentity are unsigned, but the SDK wants credentials to exist.
  const client = new CognitoIdentityClient({ region: 'us-west-2', endpoint: options.endpoint, credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' } });
  try {
    const { IdentityId } = await client.send(new GetIdCommand({ IdentityPoolId: options.identityPoolId, Logins }));
    const { Credentials } = await client.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins }));
    if (!Credentials?.AccessKeyId || !Credentials.SecretKey || !Credentials.SessionToken) throw new Error('the identity pool gave no credentials');
    return { accessKeyId: Credentials.AccessKeyId, secretAccessKey: Credentials.SecretKey, sessionToken: Credentials.SessionToken };
  } finally {
    client.destroy();
  }
}
