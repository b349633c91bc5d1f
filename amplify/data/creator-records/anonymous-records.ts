import type { TrailRecordModel } from '../enums';
import type { RecordDocument, RecordsPort, RecordWrite } from './records-port';

/**
 * What anonymising a ban or report means (issue 43): nothing a guest can read ties the record to
 * its creator, nor to the creator's other anonymised records.
 * - Its public `profileId` is an id of its own, shared with nothing; whose it is lives in an
 *   AnonymousAuthorship entry (one per record, read only by its owner and moderators).
 * - Its public timestamps, and those of what its creator adds to its story, show the day, not the
 *   moment, so they match no other activity of the creator's (a public ban entered in the same
 *   sitting, a profile edit).
 * - A change to it leaves the creator's profile untouched (the profile's totals never count it;
 *   only anonymising a named record, or naming an anonymised one, changes them): the profile's
 *   updatedAt used to equal the record's to the millisecond.
 * What it cannot undo — a copy someone kept while the record was public — the methodology page says.
 */
export const ANONYMOUS_AUTHORSHIP_MODEL = 'AnonymousAuthorship';

export const authorshipIdOf = (model: string, recordId: string): string => `${model}#${recordId}`;

/** The profile an anonymised record belongs to, or null (a named record, or none). */
export async function authorOfAnonymous(port: RecordsPort, model: string, recordId: string): Promise<string | null> {
  const authorship = await port.get(ANONYMOUS_AUTHORSHIP_MODEL, authorshipIdOf(model, recordId));
  return typeof authorship?.profileId === 'string' ? authorship.profileId : null;
}

/** A profile's anonymised records of one model, through their authorship entries. */
export async function anonymousRecordsOf(port: RecordsPort, profileId: string, model: TrailRecordModel): Promise<RecordDocument[]> {
  const authorships = (await port.listByIndex(ANONYMOUS_AUTHORSHIP_MODEL, 'profileId', profileId)).filter((entry) => entry.recordModel === model);
  const records = await Promise.all(authorships.map((entry) => port.get(model, String(entry.recordId))));
  return records.filter((record): record is RecordDocument => record !== null);
}

/** The authorship entry of a record becoming anonymised. */
export function authorshipCreate(model: TrailRecordModel, recordId: string, profile: RecordDocument, owner: string, stamp: string): RecordWrite {
  return {
    kind: 'create',
    model: ANONYMOUS_AUTHORSHIP_MODEL,
    doc: { id: authorshipIdOf(model, recordId), profileId: profile.id, recordModel: model, recordId, owner, createdAt: stamp, updatedAt: stamp },
  };
}

export const authorshipDelete = (model: string, recordId: string): RecordWrite => ({ kind: 'delete', model: ANONYMOUS_AUTHORSHIP_MODEL, id: authorshipIdOf(model, recordId) });

/** UTC midnight of the day of `instant` (an ISO string or a Date), as the API writes instants. */
export function dayOf(instant: string | Date): string {
  return `${(typeof instant === 'string' ? instant : instant.toISOString()).slice(0, 10)}T00:00:00.000Z`;
}

/** How far past midnight an anonymised record's updatedAt may step (one millisecond a write): far more writes than a record gets in a day. */
const DAY_STEPS_MS = 60_000;

/**
 * The updatedAt an anonymised record gets: its day; one millisecond past the previous value when
 * that is already one of the same day's stepped values, because every write expects the updatedAt
 * it read (records-port.ts) and so must leave a new one. A previous value that is a moment of the
 * same day (a named record's, being anonymised) gives the day itself: stepping past it would
 * publish that moment.
 */
export function anonymousUpdatedAt(now: string, previous: unknown): string {
  const day = dayOf(now);
  const stepped = typeof previous === 'string' && previous.slice(0, 10) === day.slice(0, 10) ? Date.parse(previous) - Date.parse(day) : Number.NaN;
  if (!(stepped >= 0 && stepped < DAY_STEPS_MS)) return day;
  // Past the steps (60,000 writes in one day), time moves on as it is.
  return stepped + 1 < DAY_STEPS_MS ? new Date(Date.parse(previous as string) + 1).toISOString() : now;
}

export const isAnonymised = (record: RecordDocument): boolean => record.isAnonymous === true;

/**
 * A ban or report as anonymising it leaves it (the fields the record keeps aside): filed under
 * `publicProfileId`, an id of its own, its createdAt its day and its updatedAt a new one of today
 * (anonymousUpdatedAt). saveMyPlatformBan / saveMyShadowbanReport anonymise through this, and so
 * does leaving the site with records kept anonymised (amplify/data/account-leave/).
 */
export function anonymisedRecordOf(record: RecordDocument, fields: { publicProfileId: unknown; now: string; previousUpdatedAt: unknown }): RecordDocument {
  const createdAt = typeof record.createdAt === 'string' ? record.createdAt : fields.now;
  return { ...record, isAnonymous: true, profileId: fields.publicProfileId, createdAt: dayOf(createdAt), updatedAt: anonymousUpdatedAt(fields.now, fields.previousUpdatedAt) };
}

/** When something its creator adds to a record's story shows as done: the day for an anonymised record. */
export function trailStampOf(record: RecordDocument, now: string): string {
  return isAnonymised(record) ? dayOf(now) : now;
}
