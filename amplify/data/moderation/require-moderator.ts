import { MODERATION_GROUPS } from '../../auth/groups';
import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller } from '../creator-records/records-port';

/**
 * The declared group rule already keeps everyone else from the moderation mutations; the rules
 * check again so that a handler reached some other way (a test, a misdeclared operation) still
 * lets no creator verify their own record or decide a reply.
 */
export function requireModerator(caller: RecordCaller | null): RecordCaller {
  if (!caller) throw new RecordRuleError('Unauthorized', 'Sign in as a moderator.');
  if (!caller.groups.some((group) => (MODERATION_GROUPS as readonly string[]).includes(group))) {
    throw new RecordRuleError('Unauthorized', 'Only moderators may do this.');
  }
  return caller;
}

/** The moderator's username (the part of the owner value `<sub>::<username>` people read), as trail records name who acted. */
export function moderatorUsernameOf(moderator: RecordCaller): string {
  const separator = moderator.owner.indexOf('::');
  return (separator >= 0 && moderator.owner.slice(separator + 2)) || moderator.owner;
}
