/**
 * What leaving the site does with the account's public records (issue 48), as the leaveMyAccount
 * mutation takes it and /me/security offers it. Plain code: the site's bundle imports it.
 * - REMOVE: every ban and shadowban report goes, named and anonymised, with its whole trail and
 *   its evidence files (sealed and withheld ones too).
 * - ANONYMISE: every ban and report stays public, anonymised as a creator anonymises one, and then
 *   nothing is left that leads back to the account (no authorship entry, no profile, no owner).
 * Either way the profile, its briefs (drafts too) and the records a moderator hid go, and the
 * username is kept back for USERNAME_RESERVATION_DAYS (username-reservation.ts).
 */
export const LEAVE_RECORDS_CHOICES = ['REMOVE', 'ANONYMISE'] as const;
export type LeaveRecordsChoice = (typeof LEAVE_RECORDS_CHOICES)[number];

/** leaveMyAccount's answer: what went, what stayed anonymised, and when the usernames are free again. */
export interface LeftAccount {
  records: LeaveRecordsChoice;
  removedRecords: number;
  anonymisedRecords: number;
  removedBriefs: number;
  /** When the usernames kept back are free again; null when the account held none. */
  usernameFreeFrom: string | null;
}

/** What a moderator's acts in the audit log name once their account has left: nobody. */
export const FORMER_MEMBER = 'former-member';
