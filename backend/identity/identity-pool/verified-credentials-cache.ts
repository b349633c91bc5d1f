/** Session tokens kept per server secret; the oldest go first past the bound. */
export const VERIFIED_CREDENTIALS_MAX_ENTRIES = 2_000;

/** What a verified session token says, as the verifier found it. */
export interface VerifiedCredentialsEntry {
  accessKeyId: string;
  identityId: string;
  role: 'authenticated' | 'unauthenticated';
  groups: readonly string[];
  sub: string | null;
  /** Epoch milliseconds: the token is refused from then on, cached or not. */
  expiresAtMs: number;
  secretKey: string;
}

export interface VerifiedCredentialsCache {
  get(sessionToken: string): VerifiedCredentialsEntry | undefined;
  remember(sessionToken: string, entry: VerifiedCredentialsEntry): void;
  readonly size: number;
}

/**
 * Session tokens whose signature one verifier (one server secret) has checked, by the whole
 * token. Only tokens that passed are kept, so a forgery never enters and is checked in full each
 * time. Keeping one changes nothing about who gets in: a token's claims are fixed by its
 * signature, its expiry is compared with the clock on every use by the caller, and the one way to
 * revoke it — rotating the secret — replaces the verifier and this cache with it.
 */
export function createVerifiedCredentialsCache(maxEntries = VERIFIED_CREDENTIALS_MAX_ENTRIES): VerifiedCredentialsCache {
  /** In insertion order, so the first key is the oldest. */
  const entries = new Map<string, VerifiedCredentialsEntry>();
  return {
    get: (sessionToken) => entries.get(sessionToken),
    remember(sessionToken, entry) {
      entries.delete(sessionToken);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      // Shared by every later request with this token: frozen, so none can change it for the others.
      Object.freeze(entry.groups);
      entries.set(sessionToken, Object.freeze(entry));
    },
    get size() {
      return entries.size;
    },
  };
}
