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
const SUB_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeUserChangeNotice(from: string, subs: readonly string[]): string {
  if (subs.length === 0 || subs.length > MAX_SUBS || !subs.every((sub) => SUB_PATTERN.test(sub))) {
    throw new Error('A user change notice names 1 to 50 user ids.');
  }
  return JSON.stringify({ from, subs: subs.map((sub) => sub.toLowerCase()) });
}

/** The notice, or null for anything malformed or out of bounds. */
export function decodeUserChangeNotice(payload: string): UserChangeNotice | null {
  if (payload.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { from, subs } = value as Record<string, unknown>;
  if (typeof from !== 'string' || from.length === 0 || from.length > 100) return null;
  if (!Array.isArray(subs) || subs.length === 0 || subs.length > MAX_SUBS) return null;
  if (!subs.every((sub): sub is string => typeof sub === 'string' && SUB_PATTERN.test(sub))) return null;
  return { from, subs: subs.map((sub) => sub.toLowerCase()) };
}
