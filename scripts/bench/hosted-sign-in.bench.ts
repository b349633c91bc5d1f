// The hosted sign-in over TLS, as a browser and the Amplify client drive it: GET /oauth2/authorize
// (the hosted page), POST /oauth2/login (password check, code), POST /oauth2/token (PKCE, tokens).
// Prints milliseconds per whole sign-in and per code exchange. Target: a sign-in under 50 ms.
import { performance } from 'node:perf_hooks';
import { exchangeCode, signInForCode } from '../../backend/identity/oauth/test-support/hosted-flow';
import { startOAuthBackend } from '../../backend/identity/oauth/test-support/start-oauth-backend';

const SIGN_INS = Number(process.env.BENCH_HOSTED_SIGN_INS ?? 50);
const PASSWORD = 'Bench#Marking42';
const TARGET_MS = 50;

async function main(): Promise<void> {
  const backend = await startOAuthBackend();
  try {
    const emails = Array.from({ length: SIGN_INS }, (_, index) => `hosted.${index}@bench.banwatch.test`);
    for (const email of emails) await backend.createUser(email, PASSWORD);
    // One warm-up, so TLS session setup and first-query planning are not counted.
    await exchangeCode(backend, await signInForCode(backend, { email: emails[0], password: PASSWORD }));

    let exchangeMs = 0;
    const started = performance.now();
    for (const email of emails) {
      const grant = await signInForCode(backend, { email, password: PASSWORD });
      const exchangeStarted = performance.now();
      const response = await exchangeCode(backend, grant);
      if (response.status !== 200) throw new Error(`token exchange answered ${response.status}`);
      await response.json();
      exchangeMs += performance.now() - exchangeStarted;
    }
    const perSignIn = (performance.now() - started) / SIGN_INS;

    console.log(`Hosted sign-in over TLS (${SIGN_INS} users, one after another, 3 requests each)`);
    console.log(`  ms per sign-in (authorize + hosted page + token):  ${perSignIn.toFixed(2)}  (target < ${TARGET_MS} ms: ${perSignIn < TARGET_MS ? 'met' : 'NOT met'})`);
    console.log(`  ms per code exchange (POST /oauth2/token):        ${(exchangeMs / SIGN_INS).toFixed(2)}`);
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
