import type { RecordDocument } from './records-port';

/**
 * Names that must be unique (a creator's username, a brief's slug) are claimed by a record whose
 * id is the name: the store's primary key refuses a second claim, on PostgreSQL and DynamoDB alike,
 * so two creators racing for one name cannot both win (no read-then-write check).
 */
export const CLAIM_MODEL = 'UniqueClaim';
/** `profile-of` holds an account's one profile: keyed by the account's sub, so a second create fails. */
export type ClaimKind = 'username' | 'brief-slug' | 'profile-of';

export function claimIdOf(kind: ClaimKind, value: string): string {
  return `${kind}#${value}`;
}

/**
 * A claim of `value` for `recordId`. A username a profile leaves stays claimed by it (`isCurrent`
 * false), so an old link never leads to someone else who took the name; the profile may take it back.
 */
export function claimOf(kind: ClaimKind, value: string, recordId: string, now: string, isCurrent = true): RecordDocument {
  return { id: claimIdOf(kind, value), kind, value, recordId, isCurrent, createdAt: now, updatedAt: now };
}
