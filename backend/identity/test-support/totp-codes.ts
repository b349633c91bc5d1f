import { setTimeout as sleep } from 'node:timers/promises';
import { computeTotpCode, totpStep } from '../domain/totp';

const STEP_MS = 30_000;
/** The last time step used per secret: the pool accepts each step once, as Cognito does. */
const lastSteps = new Map<string, number>();

/** Records a step the pool has seen for `secret` (an enrolment's verification, say). */
export function markTotpStepUsed(secret: string, step: number): void {
  lastSteps.set(secret, Math.max(step, lastSteps.get(secret) ?? step));
}

/**
 * The code an authenticator app would show next for `secret`: the current step, or the next one
 * (the pool allows one step of drift), waiting for time to move on when both were used.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const now = Date.now();
  const step = Math.max(totpStep(new Date(now)), (lastSteps.get(secret) ?? -Infinity) + 1);
  const waitMs = (step - 1) * STEP_MS - now;
  if (waitMs > 0) await sleep(waitMs + 50);
  lastSteps.set(secret, step);
  return computeTotpCode(secret, step);
}
