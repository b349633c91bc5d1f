import { readTextList, type Args } from '../creator-records/input-checks';
import type { RecordCaller } from '../creator-records/records-port';
import { requireModerator } from './require-moderator';

/**
 * Who a moderator was, for staff only (issue 45): moderation records name the moderator by the
 * account's id (`hiddenBy`, the audit log's `moderatorSub`), which creators may read on their own
 * hidden records, so no name is stored there. Staff pages ask here for the names of the ids they show.
 */
export interface StaffDirectoryPort {
  /** The account's name as staff know it (its preferred username, else its e-mail address), or null when it is gone. */
  nameOf(sub: string): Promise<string | null>;
}

export interface StaffName {
  sub: string;
  /** Null for an account that no longer exists. */
  name: string | null;
}

/** How staff know an account: its preferred username when it has one, else its e-mail address. */
export function staffNameFrom(attributes: { preferredUsername?: string | null; email?: string | null }): string | null {
  return attributes.preferredUsername?.trim() || attributes.email?.trim() || null;
}

/** At most this many ids per call: a page of the queue or the audit log names fewer. */
export const STAFF_NAMES_PER_CALL = 50;

/** An account id as Cognito writes it (a UUID); anything else names no one and is answered null without a lookup. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sub of an owner value (`<sub>::<username>`) or of a bare sub. */
export function accountIdOf(owner: string): string {
  const separator = owner.indexOf('::');
  return separator >= 0 ? owner.slice(0, separator) : owner;
}

/** staffNames(subs) – MODERATORS and ADMINS: the names of the accounts behind moderation records. */
export async function staffNames(directory: StaffDirectoryPort, caller: RecordCaller | null, args: Args): Promise<StaffName[]> {
  requireModerator(caller);
  const subs = readTextList(args, 'subs', { maxItems: STAFF_NAMES_PER_CALL, maxLength: 200 }).map(accountIdOf);
  const unique = [...new Set(subs)];
  return Promise.all(unique.map(async (sub) => ({ sub, name: ACCOUNT_ID.test(sub) ? await directory.nameOf(sub) : null })));
}
