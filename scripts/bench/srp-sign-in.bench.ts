// SRP sign-in through the real aws-amplify client against the local user pool: sign-ins per second
// (bound by the client's pure-JS big-number maths) and the server's milliseconds per sign-in
// (InitiateAuth + RespondToAuthChallenge, timed inside the server). Target: under 25 ms.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { signIn, signOut } from 'aws-amplify/auth';
import { configureAmplify } from '../../backend/identity/test-support/configure-amplify';
import { startIdentityBackend } from '../../backend/identity/test-support/start-identity-backend';

const USERS = Number(process.env.BENCH_SRP_USERS ?? 20);
const PASSWORD = 'Bench#Marking42';
const TARGET_MS = 25;
const SIGN_IN_OPERATIONS = new Set(['InitiateAuth', 'RespondToAuthChallenge']);

async function main(): Promise<void> {
  const backend = await startIdentityBackend();
  try {
    // Time every sign-in request inside the server, from arrival to the last byte written.
    const serverMs: number[] = [];
    const handle = backend.backend.handle.bind(backend.backend);
    backend.backend.handle = (req: IncomingMessage, res: ServerResponse) => {
      const operation = String(req.headers['x-amz-target'] ?? '').split('.').pop() ?? '';
      if (SIGN_IN_OPERATIONS.has(operation)) {
        const started = performance.now();
        res.once('finish', () => serverMs.push(performance.now() - started));
      }
      return handle(req, res);
    };

    const admin = backend.userPoolClient();
    const emails = Array.from({ length: USERS }, (_, index) => `bench.${index}@bench.banwatch.test`);
    for (const email of emails) {
      await admin.send(new AdminCreateUserCommand({
        UserPoolId: backend.pool.ids.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
      }));
      await admin.send(new AdminSetUserPasswordCommand({ UserPoolId: backend.pool.ids.userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
    }

    configureAmplify(backend);
    const started = performance.now();
    for (const email of emails) {
      const result = await signIn({ username: email, password: PASSWORD });
      if (!result.isSignedIn) throw new Error(`${email} did not sign in: ${result.nextStep.signInStep}`);
      await signOut();
    }
    const elapsedS = (performance.now() - started) / 1000;

    const perSignIn = serverMs.reduce((sum, ms) => sum + ms, 0) / USERS;
    console.log(`SRP sign-ins (real aws-amplify client, ${USERS} users, one after another)`);
    console.log(`  sign-ins per second (client-bound):   ${(USERS / elapsedS).toFixed(2)}`);
    console.log(`  server ms per sign-in (2 requests):   ${perSignIn.toFixed(2)}  (target < ${TARGET_MS} ms: ${perSignIn < TARGET_MS ? 'met' : 'NOT met'})`);
  } finally {
    await backend.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
