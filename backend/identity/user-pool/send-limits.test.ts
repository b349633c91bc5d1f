/**
 * Sign-ups and code mails are bounded per client address (an IPv6 one by its /64) and per
 * recipient mailbox, through the AWS SDK on the real backend; a refusal is Cognito's
 * LimitExceededException and sends nothing. On PostgreSQL two instances share the counts.
 */
import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { findLatestMessageTo } from '../../core/mail/read-outbox';
import { createTestSchema, isTestDatabaseReachable, type TestSchema } from '../../data/test-support/test-database';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';
import { readSignUpLimits } from './send-limits';

jest.setTimeout(180_000);

const PASSWORD = 'Bounded#Sign9';
const LIMIT_EXCEEDED = { name: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' };
const PROXIES = ['127.0.0.1', '::1'];

/** The SDK's client, with the address a trusted proxy would name in X-Forwarded-For. */
function clientFrom(backend: IdentityTestBackend, address: string): CognitoIdentityProviderClient {
  const client = backend.userPoolClient();
  client.middlewareStack.add(
    (next) => (args) => {
      (args.request as { headers: Record<string, string> }).headers['x-forwarded-for'] = address;
      return next(args);
    },
    { step: 'build' },
  );
  return client;
}

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
  throw new Error('the call succeeded');
}

const signUp = (client: CognitoIdentityProviderClient, backend: IdentityTestBackend, email: string) =>
  client.send(new SignUpCommand({ ClientId: backend.pool.ids.userPoolClientId, Username: email, Password: PASSWORD }));

/** Whether any mail went to `email` (the outbox is per data folder, so per instance). */
const hasMail = async (backends: IdentityTestBackend[], email: string) =>
  (await Promise.all(backends.map((backend) => findLatestMessageTo(backend.dataDir, email)))).some(Boolean);

describe('SIGN_UP_LIMITS', () => {
  test('is on unless it says off, and a value it cannot read stops the start', () => {
    expect(readSignUpLimits(undefined)).toEqual({ isPerAddressOn: true });
    expect(readSignUpLimits('on')).toEqual({ isPerAddressOn: true });
    expect(readSignUpLimits(' OFF ')).toEqual({ isPerAddressOn: false });
    expect(() => readSignUpLimits('false')).toThrow('SIGN_UP_LIMITS must be "on" or "off" (got "false").');
  });
});

const isReachable = isTestDatabaseReachable();
const stores: [string, boolean][] = [['the embedded database', false], ...(isReachable ? [['PostgreSQL, two instances', true] as [string, boolean]] : [])];

describe.each(stores)('on %s', (_store, isShared) => {
  let schema: TestSchema | undefined;
  let first: IdentityTestBackend;
  let second: IdentityTestBackend;
  let unbounded: IdentityTestBackend;

  beforeAll(async () => {
    schema = isShared ? await createTestSchema('send_limits_test') : undefined;
    const databaseUrl = schema?.databaseUrl;
    first = await startIdentityBackend({ databaseUrl, signUpLimits: 'on', trustedProxies: PROXIES });
    // On PostgreSQL a second instance of the same deployment; on the embedded database the same one.
    second = isShared
      ? await startIdentityBackend({ databaseUrl, publicUrl: first.baseUrl, signUpLimits: 'on', trustedProxies: PROXIES })
      : first;
    unbounded = await startIdentityBackend({ signUpLimits: 'off', trustedProxies: PROXIES });
  });
  afterAll(async () => {
    await Promise.all([...new Set([first, second, unbounded])].map((backend) => backend?.close()));
    await schema?.drop();
  });

  test('the sixth sign-up from one address within the hour is refused and sends nothing; another address may', async () => {
    const address = '203.0.113.7';
    for (const n of [1, 2, 3, 4, 5]) await signUp(clientFrom(n % 2 ? first : second, address), first, `addr${n}@letters.test`);
    expect(await refusal(signUp(clientFrom(first, address), first, 'addr6@letters.test'))).toEqual(LIMIT_EXCEEDED);
    expect(await refusal(signUp(clientFrom(second, address), first, 'addr7@letters.test'))).toEqual(LIMIT_EXCEEDED);
    expect(await hasMail([first, second], 'addr6@letters.test')).toBe(false);
    expect(await hasMail([first, second], 'addr7@letters.test')).toBe(false);
    await signUp(clientFrom(first, '203.0.113.8'), first, 'addr8@letters.test');
  });

  test('an IPv6 client counts by its /64: new addresses in it are refused too', async () => {
    for (const n of [1, 2, 3, 4, 5]) await signUp(clientFrom(first, `2001:db8:0:1::${n}`), first, `six${n}@letters.test`);
    expect(await refusal(signUp(clientFrom(second, '2001:db8:0:1:ffff::9'), first, 'six6@letters.test'))).toEqual(LIMIT_EXCEEDED);
    await signUp(clientFrom(first, '2001:db8:0:2::1'), first, 'six7@letters.test');
  });

  test('a mailbox takes three sign-ups a day, whatever its +tags, dots (Gmail) and case, from any address', async () => {
    const variants = ['ann+1@gmail.com', 'A.nn+two@gmail.com', 'ANN@googlemail.com'];
    for (const [n, email] of variants.entries()) await signUp(clientFrom(n % 2 ? second : first, `198.51.100.${n + 1}`), first, email);
    expect(await refusal(signUp(clientFrom(second, '198.51.100.9'), first, 'a.n.n+four@gmail.com'))).toEqual(LIMIT_EXCEEDED);
    expect(await hasMail([first, second], 'a.n.n+four@gmail.com')).toBe(false);
    // Dots count elsewhere: another provider's a.n.n is another inbox.
    await signUp(clientFrom(first, '198.51.100.10'), first, 'a.n.n@letters.test');
  });

  test('code mails (resend, reset) count per mailbox, a known name and an unknown one alike', async () => {
    const known = 'resend+me@letters.test';
    await signUp(clientFrom(first, '192.0.2.1'), first, known);
    const clientId = first.pool.ids.userPoolClientId;
    for (const n of [1, 2, 3, 4, 5]) {
      const client = clientFrom(n % 2 ? first : second, `192.0.2.${n + 1}`);
      await client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: n % 2 ? known : 'RESEND@letters.test' }));
      await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: 'nobody+x@letters.test' }));
    }
    const sent = await first.latestMail(known);
    expect(await refusal(clientFrom(second, '192.0.2.50').send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: known })))).toEqual(
      LIMIT_EXCEEDED,
    );
    expect(await refusal(clientFrom(first, '192.0.2.51').send(new ForgotPasswordCommand({ ClientId: clientId, Username: 'nobody@letters.test' })))).toEqual(
      LIMIT_EXCEEDED,
    );
    expect((await first.latestMail(known)).file).toBe(sent.file);
  });

  test('SIGN_UP_LIMITS=off lifts the per-address bound, not the per-mailbox one', async () => {
    const address = '203.0.113.77';
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await signUp(clientFrom(unbounded, address), unbounded, `free${n}@letters.test`);
    for (const email of ['bob+1@letters.test', 'bob+2@letters.test', 'bob+3@letters.test']) await signUp(clientFrom(unbounded, address), unbounded, email);
    expect(await refusal(signUp(clientFrom(unbounded, address), unbounded, 'BOB+4@letters.test'))).toEqual(LIMIT_EXCEEDED);
  });
});
