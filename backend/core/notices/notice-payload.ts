/**
 * A notice's JSON object with its sender (`from`), or null for anything malformed, too large or
 * without a plausible sender: what arrives on a channel is checked, never trusted blindly. The
 * caller checks the rest of the fields.
 */
export function parseNoticePayload(payload: string, maxBytes: number): (Record<string, unknown> & { from: string }) | null {
  if (Buffer.byteLength(payload) > maxBytes) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { from } = value as Record<string, unknown>;
  if (typeof from !== 'string' || from.length === 0 || from.length > 100) return null;
  return value as Record<string, unknown> & { from: string };
}
