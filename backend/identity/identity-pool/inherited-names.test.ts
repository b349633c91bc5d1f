/**
 * The identity pool's operation table and its Logins map, tried with the names every plain object
 * inherits through the real HTTP handler: unknown operations and unknown providers, never a 200.
 */
import { INHERITED_NAMES } from '../../core/test-support/inherited-names';
import { callJsonTarget } from '../test-support/raw-json-call';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

let backend: IdentityTestBackend;

beforeAll(async () => {
  backend = await startIdentityBackend();
});
afterAll(() => backend?.close());

const call = (operation: string, body: unknown) =>
  callJsonTarget(backend.identityPoolEndpoint, `AWSCognitoIdentityService.${operation}`, body, {
    service: 'cognito-identity',
  });

describe('the identity pool', () => {
  it.each(INHERITED_NAMES)('answers the target %s as an unknown operation', async (name) => {
    const answer = await call(name, {});
    expect({ status: answer.status, type: answer.type, __type: answer.body.__type }).toEqual({
      status: 400,
      type: 'UnknownOperationException',
      __type: 'UnknownOperationException',
    });
    expect(answer.text).not.toContain(backend.pool.identityCredentialsSecret);
  });

  it('answers a real Cognito Identity operation it does not serve as not supported', async () => {
    const answer = await call('ListIdentities', {
      IdentityPoolId: backend.pool.ids.identityPoolId,
      MaxResults: 1,
    });
    expect({ status: answer.status, type: answer.type }).toEqual({
      status: 400,
      type: 'InvalidParameterException',
    });
  });

  it.each(INHERITED_NAMES)('takes no login from a Logins entry named %s', async (name) => {
    const answer = await call('GetId', {
      IdentityPoolId: backend.pool.ids.identityPoolId,
      Logins: { [name]: 'x.y.z' },
    });
    expect({ status: answer.status, type: answer.type }).toEqual({
      status: 400,
      type: 'NotAuthorizedException',
    });
  });

  it.each(INHERITED_NAMES)('ignores a member named %s beside the real ones', async (name) => {
    const answer = await call('GetId', {
      IdentityPoolId: backend.pool.ids.identityPoolId,
      [name]: { IdentityPoolId: 'other' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['IdentityId']);
  });
});
