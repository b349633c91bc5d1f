import { parseNoticePayload } from '../notices/notice-payload';

/**
 * What one instance tells the others after an edit: which of Next's cache tags and which site
 * paths it refreshed. PostgreSQL refuses NOTIFY payloads of 8000 bytes or more, so a long list
 * goes out as several notices, each under the bound.
 */
export interface RevalidationNotice {
  /** The sending instance, so it can skip its own notices. */
  from: string;
  tags: string[];
  paths: string[];
  /** Set when the sender waits: each instance answers with this nonce once its own site refreshed. */
  ack?: string;
}

/** An instance's answer to a notice that asked for one: its site has refreshed what the notice named. */
export interface RevalidationAck {
  from: string;
  acks: string;
}

/** Below PostgreSQL's 8000-byte NOTIFY limit, with room for the channel's bookkeeping. */
export const MAX_NOTICE_BYTES = 7500;
/** Generous bounds on what a notice may carry (the site route accepts up to 20 paths of 300 characters). */
const MAX_TAGS = 50;
const MAX_PATHS = 50;
const MAX_ITEM_LENGTH = 300;

const sizeOf = (notice: RevalidationNotice) => Buffer.byteLength(JSON.stringify(notice));

/**
 * The notices that carry `tags` and `paths`: one when it fits, else every tag in each notice and
 * the paths spread over as many notices as they need. Items the decoder would refuse are left out.
 */
export function encodeNotices(from: string, tags: readonly string[], paths: readonly string[], maxBytes = MAX_NOTICE_BYTES, newAck?: () => string): string[] {
  const notice: RevalidationNotice = { from, tags: [...new Set(tags.filter(isTag))].slice(0, MAX_TAGS), paths: [] };
  // Each notice asks for answers of its own (and its nonce counts towards its size).
  if (newAck) notice.ack = newAck();
  const wanted = [...new Set(paths.filter(isSitePath))];
  if (notice.tags.length === 0 && wanted.length === 0) return [];
  if (sizeOf(notice) > maxBytes) throw new Error('The cache tags alone exceed a notice.');
  const notices: string[] = [];
  for (const path of wanted) {
    const grown = { ...notice, paths: [...notice.paths, path] };
    if (notice.paths.length < MAX_PATHS && sizeOf(grown) <= maxBytes) {
      notice.paths = grown.paths;
      continue;
    }
    notices.push(JSON.stringify(notice));
    notice.paths = [path];
    if (newAck) notice.ack = newAck();
  }
  notices.push(JSON.stringify(notice));
  return notices;
}

/** A notice from the channel, or null for anything malformed or out of bounds (the channel is not trusted blindly). */
export function decodeNotice(payload: string): RevalidationNotice | null {
  const value = parseNoticePayload(payload, MAX_NOTICE_BYTES);
  if (!value) return null;
  const { from, tags, paths, ack } = value;
  if (ack !== undefined && !isNonce(ack)) return null;
  if (!Array.isArray(tags) || tags.length > MAX_TAGS || !tags.every(isTag)) return null;
  if (!Array.isArray(paths) || paths.length > MAX_PATHS || !paths.every(isSitePath)) return null;
  if (tags.length === 0 && paths.length === 0) return null;
  return ack === undefined ? { from, tags, paths } : { from, tags, paths, ack };
}

export function encodeAck(from: string, nonce: string): string {
  return JSON.stringify({ from, acks: nonce } satisfies RevalidationAck);
}

/** An answer from the channel, or null when the payload is not one. */
export function decodeAck(payload: string): RevalidationAck | null {
  const value = parseNoticePayload(payload, MAX_NOTICE_BYTES);
  if (!value || !isNonce(value.acks)) return null;
  return { from: value.from, acks: value.acks };
}

function isNonce(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value);
}

function isTag(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9-]{1,100}$/.test(value);
}

function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length <= MAX_ITEM_LENGTH;
}
