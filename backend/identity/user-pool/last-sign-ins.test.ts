/**
 * The account's last sign-ins (issue 48) through the unmodified aws-amplify client: signIn with
 * the clientMetadata the sign-in page sends, then the data API's mySignIns as the site reads it.
 */
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { LAST_SIGN_INS_KEPT, SIGN_IN_METADATA } from '../../../amplify/auth/sign-in-history/sign-in-history';
import type { Schema } from '../../../lib/data/schema';
import { nextTotpCode } from '../test-support/totp-codes';
import { configureAmplifyData } from '../../data/test-support/configure-amplify-data';
import { startDataBackend, TEST_PASSWORD, type DataTestBackend } from '../../data/test-support/start-data-backend';

// The client's pure-JS SRP takes about a second per sign-in on a busy machine.
jest.setTimeout(180_000);

const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let backend: DataTestBackend;
const client = generateClient<Schema>({ authMode: 'userPool' });

beforeAll(async () => {
  backend = await startDataBackend();
  configureAmplifyData(backend.outputs);
});
afterAll(() => backend?.close());

const metadata = (userAgent: string, mark: string) => ({ [SIGN_IN_METADATA.userAgent]: userAgent, [SIGN_IN_METADATA.signInMark]: mark });

async function signInWith(email: string, options: Parameters<typeof signIn>[0]['options'] = {}) {
  await signOut();
  const result = await signIn({ username: email, password: TEST_PASSWORD, options });
  expect(result.isSignedIn).toBe(true);
}

async function mySignIns() {
  const { data, errors } = await client.queries.mySignIns();
  expect(errors).toBeUndefined();
  return data ?? [];
}

describe('the last sign-ins', () => {
  it('lists an SRP sign-in with the device its browser named and its mark, newest first, and nothing of another account', async () => {
    await backend.createUser('someone.else@example.com');
    await backend.createUser('lister@example.com');
    await signInWith('lister@example.com', { clientMetadata: metadata(SAFARI_ON_IPHONE, 'mark-phone-0001') });
    await signInWith('lister@example.com', { clientMetadata: metadata(CHROME_ON_LINUX, 'mark-laptop-0001') });
    const listed = await mySignIns();
    expect(listed.slice(0, 2)).toEqual([
      { signedInAt: expect.any(String), device: 'Chrome on Linux', signInMark: 'mark-laptop-0001' },
      { signedInAt: expect.any(String), device: 'Safari on iOS', signInMark: 'mark-phone-0001' },
    ]);
    // createUser's own sign-in (USER_PASSWORD_AUTH through InitiateAuth) counts too, device unknown.
    expect(listed).toHaveLength(3);
    expect(listed[2]).toMatchObject({ device: 'Unknown device', signInMark: null });
    expect(Date.parse(listed[0].signedInAt)).toBeGreaterThanOrEqual(Date.parse(listed[1].signedInAt));
    expect(JSON.stringify(listed)).not.toMatch(/Mozilla|127\.0\.0\.1/);
  });

  it('does not count a refresh, and keeps a made-up mark out', async () => {
    await signInWith('lister@example.com', { clientMetadata: metadata('curl/8.0', 'not a mark!') });
    const before = await mySignIns();
    expect(before[0]).toMatchObject({ device: 'Unknown device', signInMark: null });
    await fetchAuthSession({ forceRefresh: true });
    await fetchAuthSession({ forceRefresh: true });
    expect(await mySignIns()).toEqual(before);
  });

  it('counts a USER_PASSWORD_AUTH sign-in, whose InitiateAuth metadata (as on Cognito) does not reach the trigger', async () => {
    await signInWith('lister@example.com', { authFlowType: 'USER_PASSWORD_AUTH', clientMetadata: metadata(CHROME_ON_LINUX, 'mark-unseen-0001') });
    expect((await mySignIns())[0]).toMatchObject({ device: 'Unknown device', signInMark: null });
  });

  it(`keeps only the last ${LAST_SIGN_INS_KEPT}`, async () => {
    for (let index = 0; index < LAST_SIGN_INS_KEPT + 1; index += 1) {
      await signInWith('lister@example.com', { authFlowType: 'USER_PASSWORD_AUTH' });
    }
    await signInWith('lister@example.com', { clientMetadata: metadata(CHROME_ON_LINUX, 'mark-latest-0001') });
    const listed = await mySignIns();
    expect(listed).toHaveLength(LAST_SIGN_INS_KEPT);
    expect(listed[0].signInMark).toBe('mark-latest-0001');
    const { rows } = await backend.backend.context.db.query('SELECT count(*)::int AS n FROM user_pool_sign_ins');
    // This user's ten, and the other account's one.
    expect(rows[0].n).toBe(LAST_SIGN_INS_KEPT + 1);
  });

  it('shows another account only its own', async () => {
    await signInWith('someone.else@example.com', { clientMetadata: metadata(SAFARI_ON_IPHONE, 'mark-other-0001') });
    const listed = await mySignIns();
    expect(listed.map((entry) => entry.signInMark)).toEqual(['mark-other-0001', null]);
  });

  it('counts a sign-in finished with a second factor, with the device its code step named', async () => {
    const user = await backend.createUser('two.steps@example.com', { secondFactor: true });
    await signOut();
    const started = await signIn({ username: user.email, password: TEST_PASSWORD, options: { clientMetadata: metadata(CHROME_ON_LINUX, 'mark-two-steps-01') } });
    expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    // Not yet: the password alone has not signed in.
    const { rows } = await backend.backend.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_pool_sign_ins WHERE user_sub = $1', [user.sub]);
    const done = await confirmSignIn({
      challengeResponse: await nextTotpCode(user.totpSecret ?? ''),
      options: { clientMetadata: metadata(CHROME_ON_LINUX, 'mark-two-steps-01') },
    });
    expect(done.isSignedIn).toBe(true);
    const listed = await mySignIns();
    expect(listed).toHaveLength(rows[0].n + 1);
    expect(listed[0]).toMatchObject({ device: 'Chrome on Linux', signInMark: 'mark-two-steps-01' });
  });

  it('refuses a guest', async () => {
    await signOut();
    const { data, errors } = await generateClient<Schema>({ authMode: 'apiKey' }).queries.mySignIns();
    expect(data ?? null).toBeNull();
    expect(errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
