import type { Readable } from 'node:stream';
import type { SignInEntry } from '../../auth/sign-in-history/sign-in-history';

/**
 * What collecting and keeping an account's data needs beyond the records port, so the same rules
 * run locally (backend/data/custom-operations/account-data.ts) and on AWS (amplify/functions/account-data/).
 */

/** The account as the user pool holds it. */
export interface AccountFacts {
  sub: string;
  username: string;
  /** Every attribute (email, email_verified, …) as the pool keeps it. */
  attributes: Record<string, string>;
  /** The address awaiting its code, if an e-mail change is under way. */
  pendingEmail: string | null;
  status: string;
  enabled: boolean;
  groups: string[];
  /** SOFTWARE_TOKEN_MFA, EMAIL_OTP: the second factors turned on (never their secrets). */
  secondFactors: string[];
  preferredSecondFactor: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface AccountFactsPort {
  /** The account of `sub`, or null when the pool no longer has it. */
  read(sub: string): Promise<AccountFacts | null>;
  /** The account's last sign-ins, newest first. */
  signIns(sub: string): Promise<SignInEntry[]>;
}

/** The bucket, as an export needs it. */
export interface ExportStoragePort {
  /** The bytes of a stored object (a sealed evidence file), streamed; null when it is not there. */
  open(key: string): Promise<Readable | null>;
  /** Stores `body` at `key` (streamed, never whole in memory); resolves to the bytes stored. */
  write(key: string, body: Readable, options: { contentType: string; contentDisposition: string }): Promise<number>;
  remove(key: string): Promise<void>;
  /**
   * Whether the identity-pool identity `identityId` is the signed-in user `sub`'s; null where the
   * platform cannot tell (on AWS the data API names the user pool's sub, never an identity id).
   */
  isIdentityOf(identityId: string, sub: string): Promise<boolean | null>;
  /** A link that downloads `key` for the next `seconds`, for the owner whose identity's folder it is in. */
  downloadLink(key: string, identityId: string, seconds: number): Promise<string>;
}

/** Tells the owner their export is ready (the pool's mailer locally). */
export interface ExportMailPort {
  dataReady(to: string, expiresAt: Date): Promise<void>;
}
