const MINUTE = 60_000;

/** The hosted sign-in's lifetimes and sizes, in one place. */
export const OAUTH_LIMITS = {
  /** An authorization code lives minutes (Cognito: 5), long enough for the redirect and the exchange. */
  codeTtlMs: 5 * MINUTE,
  /** Time to type a password on the hosted page, or to get through an external provider. */
  requestTtlMs: 15 * MINUTE,
  /** The hosted page's own sign-in (Cognito keeps it an hour). */
  hostedSessionTtlMs: 60 * MINUTE,
  /** Form posts to /oauth2/token, /oauth2/revoke and the hosted page are a few hundred bytes. */
  formBodyBytes: 16 * 1024,
  /** Longest state and nonce echoed back; the client's are 32 to a few hundred characters. */
  maxStateLength: 2048,
  maxNonceLength: 512,
} as const;
