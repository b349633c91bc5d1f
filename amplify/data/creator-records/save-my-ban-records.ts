import { APPEAL_STATUSES, type TrailRecordModel } from '../enums';
import { listAppealEvents } from './appeal-events';
import type { EvidenceFilesPort } from './evidence-files-port';
import { PLATFORM_CATALOGUE, platformIdOf } from '../platforms';
import { countNewRecord } from './new-record-quota';
import { readAmount, readBoolean, readDate, readId, readOneOf, readRequiredText, readText, type Args } from './input-checks';
import { anonymisedRecordOf, authorshipCreate, authorshipDelete } from './anonymous-records';
import { findOwnRecord, requireProfileOf } from './profile-of-caller';
import { readRestriction } from './read-restriction';
import { BAN_MODEL, PLATFORM_MODEL, profileTotalsWrite, SHADOWBAN_MODEL, type RecordChange } from './profile-totals-write';
import { badRequest, RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from './records-port';
import { retryOnConflict } from './retry-on-conflict';
import { APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, recordKeyOf } from './trail-records';

const CATALOGUE_IDS: ReadonlySet<string> = new Set(PLATFORM_CATALOGUE.map((platform) => platformIdOf(platform.name)));
const CATALOGUE_NAMES: readonly string[] = PLATFORM_CATALOGUE.map((platform) => platform.name);

export const UNKNOWN_PLATFORM_MESSAGE = `Choose a platform from the catalogue: ${PLATFORM_CATALOGUE.map((platform) => platform.displayName).join(', ')}.`;

/** A ban's platform is a catalogue entry: a built-in one, or one ADMINS added (isCatalogued). */
async function requireCataloguedPlatform(port: RecordsPort, platformId: string): Promise<void> {
  if (CATALOGUE_IDS.has(platformId)) return;
  const added = await port.get(PLATFORM_MODEL, platformId);
  if (added?.isCatalogued !== true) throw badRequest(UNKNOWN_PLATFORM_MESSAGE);
}

/**
 * What a save may not change on a record that has a trail: the server-set fields (verification,
 * evidenceItems) are never arguments and stay as they are; while it has appeal events, its
 * appealStatus is theirs (appeal-events.ts), whatever the form sent.
 */
async function keptFromTrail(port: RecordsPort, model: RecordChange['model'], found: RecordDocument | undefined, fields: Record<string, unknown>) {
  if (!found) return { ...fields, verification: 'SELF_REPORTED', evidenceItems: 0 };
  const hasEvents = (await listAppealEvents(port, recordKeyOf(model, found.id))).length > 0;
  return hasEvents ? { ...fields, appealStatus: found.appealStatus ?? 'NONE' } : fields;
}

/**
 * Writes one ban or shadowban record on the caller's own profile together with the profile's
 * recomputed totals, in one commit; when another write changed the profile or the record first
 * (a trail write among them), it starts over.
 */
async function saveOnMyProfile(
  port: RecordsPort,
  caller: RecordCaller,
  clock: RecordClock,
  model: RecordChange['model'],
  args: Args,
  fields: Record<string, unknown>,
): Promise<RecordDocument> {
  const id = readId(args);
  // A new record is counted once its fields were checked and the caller has a profile to add it
  // to, and once only: not again in the attempts a conflict repeats.
  let isCounted = Boolean(id);
  return retryOnConflict(async () => {
    const profile = await requireProfileOf(port, caller);
    if (!isCounted) {
      await countNewRecord(port, caller, clock, 'record');
      isCounted = true;
    }
    const found = id ? await findOwnRecord(port, [model], id, profile) : null;
    if (id && !found) throw new RecordRuleError('NotFound', `No ${model} ${id} on your profile.`);
    const now = clock.now.toISOString();
    const saved = await keptFromTrail(port, model, found?.doc, fields);
    const wasAnonymous = found?.doc.isAnonymous === true;
    const isAnonymous = readBoolean(args, 'isAnonymous') ?? wasAnonymous;
    const recordId = found?.doc.id ?? clock.newId();
    const createdAt = typeof found?.doc.createdAt === 'string' ? found.doc.createdAt : now;
    // Anonymised (anonymous-records.ts): a public profileId of its own, whose it is kept in a
    // private AnonymousAuthorship entry, and the day for its timestamps.
    const record: RecordDocument = isAnonymous
      ? anonymisedRecordOf(
          { ...found?.doc, ...saved, id: recordId, owner: caller.owner, createdAt },
          { publicProfileId: wasAnonymous ? found?.doc.profileId : clock.newId(), now, previousUpdatedAt: found?.doc.updatedAt },
        )
      : { createdAt, ...found?.doc, ...saved, isAnonymous, id: recordId, profileId: profile.id, owner: caller.owner, updatedAt: now };
    const authorship: RecordWrite[] = isAnonymous === wasAnonymous ? [] : isAnonymous ? [authorshipCreate(model, recordId, profile, caller.owner, record.createdAt as string)] : [authorshipDelete(model, recordId)];
    // The profile's totals count named records only: untouched unless the record is, or was, one.
    const isOnTotals = !isAnonymous || (found !== null && !wasAnonymous);
    const profileWrite: RecordWrite[] = !isOnTotals ? [] : [await profileTotalsWrite(port, profile, now, isAnonymous ? { model, removeId: recordId } : { model, upsert: record })];
    const expectUpdatedAt = typeof found?.doc.updatedAt === 'string' ? found.doc.updatedAt : null;
    await port.commit([...authorship, found ? { kind: 'put', model, doc: record, expectUpdatedAt } : { kind: 'create', model, doc: record }, ...profileWrite]);
    return record;
  });
}

/**
 * Deletes one of the caller's records with its appeal events and evidence items (at most 30 and
 * 50: one transaction holds them), then the sealed copies of its files. Verification steps and
 * replies are moderation's records and stay, under a key no record answers to any more.
 */
async function deleteFromMyProfile(
  port: RecordsPort,
  files: EvidenceFilesPort,
  caller: RecordCaller,
  clock: RecordClock,
  model: RecordChange['model'],
  args: Args,
): Promise<RecordDocument> {
  const id = readId(args);
  const { record, items } = await retryOnConflict(async () => {
    const profile = await requireProfileOf(port, caller);
    const found = id ? await findOwnRecord(port, [model], id, profile) : null;
    if (!found) throw new RecordRuleError('NotFound', `No ${model} ${id ?? ''} on your profile.`);
    const recordKey = recordKeyOf(model as TrailRecordModel, found.doc.id);
    const [events, evidence] = await Promise.all([listAppealEvents(port, recordKey), port.listByIndex(EVIDENCE_ITEM_MODEL, 'recordKey', recordKey)]);
    const trail: RecordWrite[] = [
      ...events.map((event): RecordWrite => ({ kind: 'delete', model: APPEAL_EVENT_MODEL, id: event.id })),
      ...evidence.map((item): RecordWrite => ({ kind: 'delete', model: EVIDENCE_ITEM_MODEL, id: item.id })),
    ];
    const isAnonymous = found.doc.isAnonymous === true;
    await port.commit([
      { kind: 'delete', model, id: found.doc.id },
      ...trail,
      // An anonymised record leaves no trace on the profile, nor does its deletion.
      ...(isAnonymous ? [authorshipDelete(model, found.doc.id)] : [await profileTotalsWrite(port, profile, clock.now.toISOString(), { model, removeId: found.doc.id })]),
    ]);
    return { record: found.doc, items: evidence };
  });
  // After the commit: a copy whose removal fails is only an unreferenced file, never a record pointing nowhere.
  for (const item of items) if (typeof item.fileKey === 'string') await files.remove(item.fileKey).catch(() => undefined);
  return record;
}

/** saveMyPlatformBan – a ban on the caller's profile, on a catalogue platform. */
export async function saveMyPlatformBan(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const platformId = readRequiredText(args, 'platformId', 64);
  await requireCataloguedPlatform(port, platformId);
  const dateOfBan = readDate(args, 'dateOfBan', { notAfter: clock.now });
  return saveOnMyProfile(port, caller, clock, BAN_MODEL, args, {
    platformId,
    isActive: readBoolean(args, 'isActive') ?? true,
    dateOfBan,
    explanation: readText(args, 'explanation', { maxLength: 2000 }),
    evidence: readText(args, 'evidence', { maxLength: 4000 }),
    appealStatus: readOneOf(args, 'appealStatus', APPEAL_STATUSES) ?? 'NONE',
    ...readRestriction(args, { field: 'dateOfBan', value: dateOfBan }),
  });
}

/** saveMyShadowbanReport – a shadowban report on the caller's profile, about a catalogue platform. */
export async function saveMyShadowbanReport(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const date = readDate(args, 'date', { isRequired: true, notAfter: clock.now });
  return saveOnMyProfile(port, caller, clock, SHADOWBAN_MODEL, args, {
    platform: readOneOf(args, 'platform', CATALOGUE_NAMES, { isRequired: true }),
    category: readRequiredText(args, 'category', 60),
    description: readRequiredText(args, 'description', 2000),
    restrictionType: readRequiredText(args, 'restrictionType', 80),
    date,
    evidence: readText(args, 'evidence', { maxLength: 4000 }),
    financialImpact: readAmount(args, 'financialImpact', { max: 1_000_000_000 }),
    appealStatus: readOneOf(args, 'appealStatus', APPEAL_STATUSES) ?? 'NONE',
    ...readRestriction(args, { field: 'date', value: date }),
  });
}

export const deleteMyPlatformBan = (port: RecordsPort, files: EvidenceFilesPort, caller: RecordCaller, clock: RecordClock, args: Args) =>
  deleteFromMyProfile(port, files, caller, clock, BAN_MODEL, args);
export const deleteMyShadowbanReport = (port: RecordsPort, files: EvidenceFilesPort, caller: RecordCaller, clock: RecordClock, args: Args) =>
  deleteFromMyProfile(port, files, caller, clock, SHADOWBAN_MODEL, args);
