import { createUuid } from '@/lib/analytics/create-uuid';
import type { KeyValueStore } from './view-storage';

export type ViewedModel = 'Brief' | 'Stream';
export type ViewTarget = { model: ViewedModel; id: string; slug: string };
export type ViewOutcome = 'counted' | 'already-counted' | 'skipped' | 'failed';
export type SendRecordView = (input: { model: ViewedModel; id: string; visitorId: string }) => Promise<{ counted: boolean }>;

export const VISITOR_ID_KEY = 'streamit.visitor-id';
export const VIEWED_TODAY_KEY = 'streamit.viewed-today';
/** Enough for a very busy reader's day; the list starts over each UTC day anyway. */
const MAX_VIEWED_PER_DAY = 500;

const inFlight = new Set<string>();

/**
 * Counts this visitor's view of a brief or stream at most once per UTC day. The browser keeps a
 * random visitor id and the day's list of viewed pages (localStorage, first party, no cookie), so
 * a reload sends nothing at all; the server keeps its own mark per visitor, record and day, so
 * two tabs, a cleared list or a replayed request still count once. Nothing personal is stored.
 */
export async function recordViewOnce(
  target: ViewTarget,
  deps: { storage: KeyValueStore; send: SendRecordView; now?: () => Date },
): Promise<ViewOutcome> {
  const key = `${target.model}/${target.slug || target.id}`;
  const today = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  // React runs effects twice in development, and a page may mount the counter twice.
  if (inFlight.has(key) || readViewedToday(deps.storage, today).includes(key)) return 'skipped';
  inFlight.add(key);
  try {
    const { counted } = await deps.send({ model: target.model, id: target.id, visitorId: visitorIdOf(deps.storage) });
    // Remembered only once the server answered, so a failed call is tried again on the next visit.
    const viewed = readViewedToday(deps.storage, today);
    if (!viewed.includes(key)) deps.storage.setItem(VIEWED_TODAY_KEY, JSON.stringify({ day: today, keys: [...viewed, key].slice(-MAX_VIEWED_PER_DAY) }));
    return counted ? 'counted' : 'already-counted';
  } catch {
    return 'failed';
  } finally {
    inFlight.delete(key);
  }
}

/** The browser's random visitor id, made on first use. */
export function visitorIdOf(storage: KeyValueStore): string {
  const existing = storage.getItem(VISITOR_ID_KEY);
  if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
  const created = createUuid();
  storage.setItem(VISITOR_ID_KEY, created);
  return created;
}

function readViewedToday(storage: KeyValueStore, today: string): string[] {
  try {
    const stored = JSON.parse(storage.getItem(VIEWED_TODAY_KEY) ?? 'null') as { day?: unknown; keys?: unknown } | null;
    if (stored?.day !== today || !Array.isArray(stored.keys)) return [];
    return stored.keys.filter((value): value is string => typeof value === 'string');
  } catch {
    return [];
  }
}
