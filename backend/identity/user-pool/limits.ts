import type { CodeLimits, CodePurpose } from './store/codes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The user pool's security limits, in one place. */
export const LIMITS = {
  /** The client keeps its sign-in state for 3 minutes; a challenge lives as long. */
  challengeTtlMs: 3 * MINUTE,
  /** ConfirmSignUp's Session, for the auto sign-in that follows confirmation. */
  signUpSessionTtlMs: 5 * MINUTE,
  /** How far a PASSWORD_VERIFIER TIMESTAMP may be from the server's clock. */
  srpTimestampToleranceMs: 5 * MINUTE,
  /** Wrong passwords in a row before the account locks, and for how long. */
  maxFailedSignIns: 5,
  lockoutMs: 15 * MINUTE,
  /** Wrong answers one challenge Session survives. */
  maxChallengeFailures: 5,
  codes: { maxFailedAttempts: 5, maxSendsPerWindow: 10, sendWindowMs: HOUR } satisfies CodeLimits,
  codeTtlMs: {
    SIGN_UP: 24 * HOUR,
    FORGOT_PASSWORD: HOUR,
    VERIFY_EMAIL: 24 * HOUR,
    SIGN_IN: 5 * MINUTE,
  } satisfies Record<CodePurpose, number>,
} as const;
