/**
 * An SRP sign-in (USER_SRP_AUTH, then the PASSWORD_VERIFIER answer) through the AWS SDK's Cognito
 * client, with the maths of the installed aws-amplify client (its own SRP code, as the browser runs
 * it). cognito-local has no SRP: its InitiateAuth knows USER_PASSWORD_AUTH and refresh tokens only.
 */
import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { loadClientSrp } from '../../../backend/identity/domain/amplify-client-srp.test-helper';
import { getSrpPoolName } from '../../../backend/identity/domain/srp-pool-name';
import { BENCH_PASSWORD, type UserPoolTarget } from './user-pool-operations';

const srp = loadClientSrp();

export async function signInWithSrp(target: UserPoolTarget, userPoolId: string, email: string): Promise<void> {
  const userPoolName = getSrpPoolName(userPoolId);
  const helper = await srp.getAuthenticationHelper(userPoolName);
  const { ChallengeParameters = {} } = await target.client.send(
    new InitiateAuthCommand({ ClientId: target.clientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: email, SRP_A: helper.A.toString(16) } }),
  );
  const username = ChallengeParameters.USER_ID_FOR_SRP;
  const hkdf = await helper.getPasswordAuthenticationKey({
    username,
    password: BENCH_PASSWORD,
    serverBValue: new srp.BigInteger(ChallengeParameters.SRP_B, 16),
    salt: new srp.BigInteger(ChallengeParameters.SALT, 16),
  });
  const timestamp = srp.getNowString();
  const { AuthenticationResult } = await target.client.send(
    new RespondToAuthChallengeCommand({
      ClientId: target.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: username,
        PASSWORD_CLAIM_SECRET_BLOCK: ChallengeParameters.SECRET_BLOCK,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: srp.getSignatureString({ userPoolName, username, challengeParameters: ChallengeParameters, dateNow: timestamp, hkdf }),
      },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`${email} got no tokens by SRP`);
}
