import { parseNoticePayload } from '../../../core/notices/notice-payload';

/**
 * What one instance tells the others when users' sign-ins or records changed there: whose. The
 * channel is not trusted blindly: anything but a short list of user ids from another instance is
 * refused. PostgreSQL refuses payloads of 8000 bytes or more; a change names one user.
 */
export interface UserChangeNotice {
  /** The sending instance, so it can skip its own notices. */
  from: string;
  subs: string[];
}

const MAX_SUBS = 50;
/** 50 ids and a sender fit in far less; anything longer is not a notice of ours. */
const MAX_NOTICE_BYTES = 4000;
const SUB_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeUserChangeNotice(from: string, subs: readonly string[]): string {
  if (subs.length === 0 || subs.length > MAX_SUBS || !subs.every((sub) => SUB_PATTERN.test(sub))) {
    throw new Error('A user change notice names 1 to 50 user ids.');
  }
  return JSON.stringify({ from, subs: subs.map((sub) => sub.toLowerCase()) });
}

/** The notice, or null for anything malformed or out of bounds. */
export function decodeUserChangeNotice(payload: string): UserChangeNotice | null {
  const value = parseNoticePayload(payload, MAX_NOTICE_BYTES);
  if (!value) return null;
  const { from, subs } = value;
  if (!Array.isArray(subs) || subs.length === 0 || subs.length > MAX_SUBS) return null;
  if (!subs.every((sub): sub is string => typeof sub === 'string' && SUB_PATTERN.test(sub))) return null;
  return { from, subs: subs.map((sub) => sub.toLowerCase()) };
}
