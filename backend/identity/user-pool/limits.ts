import type { CodeLimits, CodePurpose } from './store/codes';
import type { QuotaRule } from './store/send-quotas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  /**
   * Sign-ups and code mails (ResendConfirmationCode, ForgotPassword) per client address (an IPv6
   * one by its /64) and per recipient mailbox (mailbox.ts), shared by every instance. Each account
   * brings fresh report and reply quotas, so sign-ups are what a script would multiply. The
   * per-address rules are off with SIGN_UP_LIMITS=off (benchmarks, test servers); the per-mailbox
   * ones never are. A code mail's mailbox rule stays below `codes.maxSendsPerWindow`, so the
   * per-user limit (which only an existing account reaches) never answers first and tells them apart.
   */
  sends: {
    signUpsPerAddress: { name: 'sign-up/address', maxPerWindow: 5, windowMs: HOUR },
    signUpsPerMailbox: { name: 'sign-up/mailbox', maxPerWindow: 3, windowMs: DAY },
    codeMailsPerAddress: { name: 'code-mail/address', maxPerWindow: 20, windowMs: HOUR },
    codeMailsPerMailbox: { name: 'code-mail/mailbox', maxPerWindow: 5, windowMs: HOUR },
  } satisfies Record<string, QuotaRule>,
  codeTtlMs: {
    SIGN_UP: 24 * HOUR,
    FORGOT_PASSWORD: HOUR,
    VERIFY_EMAIL: 24 * HOUR,
    SIGN_IN: 5 * MINUTE,
  } satisfies Record<CodePurpose, number>,
} as const;
