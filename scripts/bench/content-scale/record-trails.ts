/**
 * The trails of the generated bans and shadowban reports (issue 50: "2,000,000 appeal events and
 * evidence items" at BENCH_SCALE=10, read as 1,000,000 of each): AppealEvents, EvidenceItems and
 * the VerificationStep a record's first item adds, as the creator operations write them
 * (amplify/data/creator-records/appeal-events.ts, submit-my-evidence.ts) and as the sample content
 * tells its stories (backend/data/sample-content/record-trails.ts applyStory):
 * - a record with events has the appealStatus its latest event leaves (appealStatusOf), and a ban
 *   they leave RESTORED is lifted (isActive false, endDate the event's day);
 * - a record with items counts them (evidenceItems), lists their SHA-256 oldest first
 *   (evidenceSha256) and is EVIDENCE_ATTACHED, with the CREATOR step that says so; a record
 *   without is SELF_REPORTED with 0 items, as saveMyBanRecords creates it;
 * - every trail write moves the record's updatedAt on to its own moment.
 * The totals are exact: `spreadOverRecords` deals the events (and the items) out over the records
 * in runs of 1-5 at random records, never past a record's limit (APPEAL_EVENTS_PER_RECORD,
 * EVIDENCE_ITEMS_PER_RECORD), until the size is reached. Items are pasted texts (no files: a
 * FILE item's bytes would live in the storage, which the bench does not fill).
 * A record's trail rows are written before the record itself: the AppealEvent insert trigger
 * (migration 0032 keep_record_facts) then finds no record_facts row to update, and the record's
 * own insert reads its events' decision days once, as the trigger allows ("the event may come
 * before or after the record").
 */
import { createHash } from 'node:crypto';
import { appealStatusOf } from '../../../amplify/data/creator-records/appeal-events';
import { APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, recordKeyOf } from '../../../amplify/data/creator-records/trail-records';
import { APPEAL_EVENTS_PER_RECORD, EVIDENCE_ITEMS_PER_RECORD } from '../../../amplify/data/creator-records/trail-limits';
import type { AppealEventKind, AppealStatus, TrailRecordModel } from '../../../amplify/data/enums';
import { VERIFICATION_STEP_MODEL } from '../../../amplify/data/moderation/moderation-records';
import * as pools from './word-pools';

type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
  uuid: () => string;
};
type Doc = { id: string } & Record<string, unknown>;

/** How many of each a record gets, per record (bans first, then reports). */
export type TrailPlan = { events: Uint8Array; items: Uint8Array };

const RUN_LENGTHS = { '1': 30, '2': 35, '3': 20, '4': 10, '5': 5 } as const;

/**
 * `total` dealt out over `records` records in runs of 1–5 at random records, none past `perRecord`:
 * exactly `total` in all.
 */
export function spreadOverRecords(random: Random, records: number, total: number, perRecord: number): Uint8Array {
  if (total > records * perRecord) throw new Error(`${total} trail items do not fit on ${records} records (${perRecord} each at most)`);
  const counts = new Uint8Array(records);
  let left = total;
  while (left > 0) {
    const index = random.int(0, records - 1);
    const run = Math.min(Number(random.weighted(RUN_LENGTHS)), left, perRecord - counts[index]);
    if (run <= 0) continue;
    counts[index] += run;
    left -= run;
  }
  return counts;
}

export function planTrails(random: Random, records: number, sizes: { appealEvents: number; evidenceItems: number }): TrailPlan {
  return {
    events: spreadOverRecords(random, records, sizes.appealEvents, APPEAL_EVENTS_PER_RECORD),
    items: spreadOverRecords(random, records, sizes.evidenceItems, EVIDENCE_ITEMS_PER_RECORD),
  };
}

const DAY_MS = 86_400_000;

/** The last decision of an appeal with more than one event (an ANSWERED last leaves it PENDING). */
const LAST_EVENT = { ANSWERED: 20, REJECTED: 45, RESTORED: 25, PARTIALLY_RESTORED: 10 } as const;

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

export type TrailedRecord = {
  /** The record's fields the trail sets (appealStatus, isActive, endDate, verification, evidenceItems, evidenceSha256, updatedAt). */
  changes: Record<string, unknown>;
  /** The trail's rows in the order to write them (before the record). */
  rows: { model: string; doc: Doc }[];
  eventCount: number;
  itemCount: number;
};

/**
 * The trail of one record: `eventCount` appeal events and `itemCount` evidence items dated from the
 * record's own day (`recordDay`, or its creation day when undated), never past `endMs`.
 */
export function trailOf(
  random: Random,
  record: { model: TrailRecordModel; id: string; profileId: string; owner: string; createdAt: string; updatedAt: string; isActive?: boolean; endDate?: unknown },
  recordDay: string | null,
  counts: { events: number; items: number },
  endMs: number,
): TrailedRecord {
  const recordKey = recordKeyOf(record.model, record.id);
  const about = { recordKey, recordModel: record.model, recordId: record.id };
  const fromMs = Date.parse(`${recordDay ?? record.createdAt.slice(0, 10)}T00:00:00Z`);
  const createdMs = Date.parse(record.createdAt);
  const lastMs = endMs + DAY_MS - 1;
  const rows: { model: string; doc: Doc }[] = [];
  let updatedAt = record.updatedAt;
  const changes: Record<string, unknown> = { verification: 'SELF_REPORTED', evidenceItems: 0 };

  // A moment on the event's day, after the record was entered and after the trail's previous
  // write (strictly: two writes of one record never share a moment), never past the end.
  let previousMs = createdMs;
  const stampOn = (dayMs: number) => {
    const wanted = Math.max(dayMs + random.int(7 * 3600, 22 * 3600) * 1000 + random.int(0, 999), previousMs + 1);
    previousMs = Math.min(wanted, Math.max(lastMs, previousMs + 1));
    return new Date(previousMs).toISOString();
  };

  if (counts.events > 0) {
    const events: Doc[] = [];
    let dayMs = fromMs;
    for (let index = 0; index < counts.events; index++) {
      const kind: AppealEventKind =
        index === 0 ? 'FILED' : index < counts.events - 1 ? 'ANSWERED' : random.weighted(LAST_EVENT);
      dayMs = Math.min(endMs, dayMs + (index === 0 ? random.int(1, 30) : random.int(3, 60)) * DAY_MS);
      const stamp = stampOn(dayMs);
      const note = random.chance(0.4) ? `${random.pick(pools.EVIDENCE_DOCUMENTS)} kept; reference ${random.int(100_000, 999_999)}.` : null;
      events.push({ id: random.uuid(), ...about, profileId: record.profileId, kind, date: new Date(dayMs).toISOString().slice(0, 10), note, owner: record.owner, createdAt: stamp, updatedAt: stamp });
    }
    const appealStatus: AppealStatus = appealStatusOf(events);
    changes.appealStatus = appealStatus;
    if (record.model === 'PlatformBan' && appealStatus === 'RESTORED') {
      changes.isActive = false;
      const restored = events.at(-1)!;
      if (!(typeof record.endDate === 'string' && record.endDate)) changes.endDate = restored.date;
    }
    for (const event of events) rows.push({ model: APPEAL_EVENT_MODEL, doc: event });
    updatedAt = laterOf(updatedAt, String(events.at(-1)!.createdAt));
  }

  if (counts.items > 0) {
    const hashes: string[] = [];
    let dayMs = fromMs;
    let previousId: string | null = null;
    for (let index = 0; index < counts.items; index++) {
      dayMs = Math.min(endMs, dayMs + random.int(0, 20) * DAY_MS);
      const stamp = stampOn(dayMs);
      const text = `${random.pick(pools.EVIDENCE_DOCUMENTS)} of ${new Date(dayMs).toISOString().slice(0, 10)}, reference ${random.int(100_000, 999_999)}: ${random.pick(pools.BAN_REASONS)}.`;
      const hash = sha256(text);
      const id = random.uuid();
      // Now and then a correction of the item just before (so no item is corrected twice).
      const supersedes = previousId !== null && random.chance(0.1) ? previousId : null;
      rows.push({
        model: EVIDENCE_ITEM_MODEL,
        doc: { id, ...about, profileId: record.profileId, kind: 'TEXT', text, fileKey: null, fileName: null, sha256: hash, size: Buffer.byteLength(text, 'utf8'), contentType: 'text/plain; charset=utf-8', submittedAt: stamp, supersedes, owner: record.owner, createdAt: stamp, updatedAt: stamp },
      });
      if (index === 0) {
        rows.push({ model: VERIFICATION_STEP_MODEL, doc: { id: random.uuid(), ...about, level: 'EVIDENCE_ATTACHED', byRole: 'CREATOR', at: stamp, createdAt: stamp, updatedAt: stamp } });
      }
      hashes.push(hash);
      previousId = id;
      updatedAt = laterOf(updatedAt, stamp);
    }
    Object.assign(changes, { verification: 'EVIDENCE_ATTACHED', evidenceItems: counts.items, evidenceSha256: hashes });
  }
  changes.updatedAt = updatedAt;
  return { changes, rows, eventCount: counts.events, itemCount: counts.items };
}

const laterOf = (a: string, b: string) => (a > b ? a : b);
