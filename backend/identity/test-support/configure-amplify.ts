import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { ConsoleLogger, parseAmplifyConfig } from 'aws-amplify/utils';
import type { IdentityTestBackend } from './start-identity-backend';

const LONG_TIMER_MS = 60_000;

/**
 * signUp with autoSignIn arms a 3-minute timer that confirmSignUp never clears; in a browser it is
 * harmless, in Jest it keeps the process alive for 3 minutes. Long timers are unref'd instead.
 */
let isPatched = false;
function unrefLongTimers(): void {
  if (isPatched) return;
  isPatched = true;
  const original = globalThis.setTimeout;
  const patched = (handler: (...args: unknown[]) => void, timeout?: number, ...args: unknown[]) => {
    const timer = original(handler, timeout, ...args);
    if ((timeout ?? 0) >= LONG_TIMER_MS) timer.unref();
    return timer;
  };
  globalThis.setTimeout = Object.assign(patched, original) as typeof setTimeout;
}

/**
 * Configures the real Amplify client as the site does: parse the outputs, then inject the
 * endpoints Gen 2's outputs cannot carry. Node has no localStorage, so Amplify keeps tokens in
 * its in-memory fallback.
 */
export function configureAmplify(backend: IdentityTestBackend): void {
  unrefLongTimers();
  // Amplify warns on every configure that the endpoints are custom; that is the point here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const config = parseAmplifyConfig(backend.outputs as Parameters<typeof parseAmplifyConfig>[0]);
  const cognito = config.Auth?.Cognito;
  if (!cognito) throw new Error('the outputs have no auth section');
  Amplify.configure({
    ...config,
    Auth: {
      ...config.Auth,
      // parseAmplifyConfig types Cognito as a union that spreading widens; the value is a full pool config.
      Cognito: {
        ...cognito,
        userPoolEndpoint: backend.userPoolEndpoint,
        identityPoolEndpoint: backend.identityPoolEndpoint,
      },
    },
  } as ResourcesConfig);
}
