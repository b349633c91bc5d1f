/**
 * No answer of the user pool can carry its secrets: every operation it serves (and names it
 * does not), called unsigned and operator-signed with a body that fills every member operations
 * read, answers JSON without a private JWK member (d, p, q, dp, dq, qi) anywhere in it and
 * without the private key, the operator secret or the identity-credentials secret in its text.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { INHERITED_NAMES } from '../../../core/test-support/inherited-names';
import { callJsonTarget, type RawAnswer } from '../../test-support/raw-json-call';
import { startIdentityBackend, type IdentityTestBackend } from '../../test-support/start-identity-backend';
import { ADMIN_OPERATIONS, PUBLIC_OPERATIONS } from './operations';

jest.setTimeout(180_000);

const PRIVATE_JWK_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);
const PASSWORD = 'Secretless#Answer1';
let backend: IdentityTestBackend;

beforeAll(async () => {
  backend = await startIdentityBackend();
});
afterAll(() => backend?.close());

/** Every member name anywhere in a JSON value. */
function memberNames(value: unknown, names: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => memberNames(item, names));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, member] of Object.entries(value)) {
      names.push(name);
      memberNames(member, names);
    }
  }
  return names;
}

/** What must never appear: read again after each call, since AdminRotateKeys replaces them. */
async function secretsNow(): Promise<string[]> {
  await backend.pool.refreshKeys({ isForced: true });
  const { operator, identityCredentialsSecret, signingKeys } = backend.pool;
  const privateParts = signingKeys.flatMap((key) =>
    [...PRIVATE_JWK_MEMBERS]
      .map((member) => key.privateJwk[member as 'd'])
      .filter((part): part is string => Boolean(part)),
  );
  return [operator.secretAccessKey, identityCredentialsSecret, ...privateParts];
}

function expectNoSecrets(label: string, answer: RawAnswer, secrets: readonly string[]) {
  expect([label, answer.status < 500]).toEqual([label, true]);
  expect([label, memberNames(answer.body).filter((name) => PRIVATE_JWK_MEMBERS.has(name))]).toEqual([
    label,
    [],
  ]);
  for (const secret of secrets) expect([label, answer.text.includes(secret)]).toEqual([label, false]);
}

let userCount = 0;

/** A fresh signed-in user and a body holding every member an operation of the pool reads. */
async function bodyForFreshUser(): Promise<Record<string, unknown>> {
  const admin = backend.userPoolClient();
  const UserPoolId = backend.pool.ids.userPoolId;
  const email = `secretless-${(userCount += 1)}@example.com`;
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: PASSWORD,
    }),
  );
  await admin.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
  );
  const ClientId = backend.pool.ids.userPoolClientId;
  const { AuthenticationResult } = await admin.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  return {
    ClientId,
    UserPoolId,
    AccessToken: AuthenticationResult?.AccessToken,
    RefreshToken: AuthenticationResult?.RefreshToken,
    Token: AuthenticationResult?.RefreshToken,
    Username: email,
    Password: PASSWORD,
    TemporaryPassword: PASSWORD,
    MessageAction: 'SUPPRESS',
    PreviousPassword: PASSWORD,
    ProposedPassword: `${PASSWORD}x`,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD },
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: { USERNAME: email },
    ConfirmationCode: '123456',
    Code: '123456',
    UserCode: '123456',
    AttributeName: 'email',
    UserAttributes: [{ Name: 'name', Value: 'Ada' }],
    UserAttributeNames: ['name'],
    GroupName: 'ADMINS',
    Limit: 5,
    DeviceKey: 'us-west-2_device',
    Only: ['identity-secret'],
  };
}

const OPERATION_NAMES = [
  ...Object.keys(PUBLIC_OPERATIONS),
  ...Object.keys(ADMIN_OPERATIONS),
  ...INHERITED_NAMES,
  'DescribeRiskConfiguration',
];

describe('every answer of the user pool', () => {
  it.each(OPERATION_NAMES)(
    '%s answers without a secret, unsigned, signed and with an empty body',
    async (operation) => {
      const target = `AWSCognitoIdentityProviderService.${operation}`;
      const body = await bodyForFreshUser();
      const operator = {
        accessKeyId: backend.pool.operator.accessKeyId,
        secretAccessKey: backend.pool.operator.secretAccessKey,
      };
      const before = await secretsNow();
      const answers: [string, RawAnswer][] = [
        ['empty', await callJsonTarget(backend.userPoolEndpoint, target, {})],
        ['unsigned', await callJsonTarget(backend.userPoolEndpoint, target, body)],
        ['signed', await callJsonTarget(backend.userPoolEndpoint, target, body, { credentials: operator })],
      ];
      const secrets = [...before, ...(await secretsNow())];
      for (const [label, answer] of answers) expectNoSecrets(`${operation} ${label}`, answer, secrets);
    },
  );

  it('the JWKS and the OpenID configuration hold public members only', async () => {
    const secrets = await secretsNow();
    for (const path of ['jwks.json', 'openid-configuration']) {
      const response = await fetch(`${backend.pool.issuer}/.well-known/${path}`);
      const text = await response.text();
      expectNoSecrets(
        path,
        { status: response.status, type: null, text, body: JSON.parse(text) as Record<string, unknown> },
        secrets,
      );
    }
  });
});

describe('a pool context', () => {
  it('refuses to be serialised, so no answer can be built from it by mistake', () => {
    expect(() => JSON.stringify(backend.pool)).toThrow(
      'A pool context holds secrets and is never serialised.',
    );
    expect(() => JSON.stringify({ answer: backend.pool })).toThrow();
  });
});
