import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordDocument, RecordWrite } from '../creator-records/records-port';
import { CLAIM_MODEL, claimOf } from '../creator-records/unique-claims';
import { FORMER_MEMBER } from './leave-choices';

/**
 * How long the usernames of an account that left stay kept back (issue 48): long enough that
 * nobody takes over a name whose links and mentions still lead people to it, short enough that
 * the name is not lost for good. The one place this number is written.
 */
export const USERNAME_RESERVATION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a name kept back from `now` is free again (ISO). */
export function reservationEndOf(now: Date): string {
  return new Date(now.getTime() + USERNAME_RESERVATION_DAYS * DAY_MS).toISOString();
}

/** "12 June 2026", in UTC, as the refusal and the mail say it. */
export function reservationDayOf(until: string): string {
  return new Date(until).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function usernameKeptBackMessage(until: string): string {
  return `This username belonged to an account that was deleted: it is kept back until ${reservationDayOf(until)} so nobody can take it over at once. Please choose another.`;
}

/**
 * A username claim (unique-claims.ts) turned into a reservation: it belongs to no profile any more
 * (its recordId names nobody) and no profile may take it before `reservedUntil`.
 */
export function reservationOf(claim: RecordDocument, now: Date): Extract<RecordWrite, { kind: 'put' }> {
  const stamp = now.toISOString();
  return {
    kind: 'put',
    model: CLAIM_MODEL,
    doc: { ...claim, recordId: FORMER_MEMBER, isCurrent: false, reservedUntil: reservationEndOf(now), updatedAt: stamp },
    expectUpdatedAt: typeof claim.updatedAt === 'string' ? claim.updatedAt : null,
  };
}

const isReservation = (claim: RecordDocument) => typeof claim.reservedUntil === 'string';

/**
 * The write that gives `username` to profile `profileId` on a save (saveMyProfile), or a refusal:
 * - no claim yet: a new claim;
 * - the profile's own claim (a name it had before): taken back;
 * - a reservation whose time is over: taken over, only while it is still that reservation;
 * - a reservation still running: refused, saying until when;
 * - another profile's claim: refused as taken.
 */
export function usernameClaimWrite(claim: RecordDocument | null, username: string, profileId: string, now: Date, takenMessage: string): RecordWrite {
  const stamp = now.toISOString();
  if (!claim) return { kind: 'create', model: CLAIM_MODEL, doc: claimOf('username', username, profileId, stamp) };
  if (claim.recordId === profileId) return { kind: 'put', model: CLAIM_MODEL, doc: { ...claim, isCurrent: true, updatedAt: stamp } };
  if (!isReservation(claim)) throw new RecordRuleError('Conflict', takenMessage);
  const until = String(claim.reservedUntil);
  if (until > stamp) throw new RecordRuleError('Conflict', usernameKeptBackMessage(until));
  return { kind: 'put', model: CLAIM_MODEL, doc: claimOf('username', username, profileId, stamp), expectUpdatedAt: typeof claim.updatedAt === 'string' ? claim.updatedAt : null };
}
