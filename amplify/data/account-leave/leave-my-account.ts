import { EXPORT_MODEL } from '../account-data/data-export-requests';
import { TRAIL_RECORD_MODELS, type TrailRecordModel } from '../enums';
import { ANONYMOUS_AUTHORSHIP_MODEL, anonymisedRecordOf, anonymousUpdatedAt, authorshipDelete, dayOf } from '../creator-records/anonymous-records';
import type { EvidenceFilesPort } from '../creator-records/evidence-files-port';
import { readOneOf, type Args } from '../creator-records/input-checks';
import { PROFILE_MODEL } from '../creator-records/profile-of-caller';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort, RecordWrite } from '../creator-records/records-port';
import { retryOnConflict } from '../creator-records/retry-on-conflict';
import { BRIEF_MODELS } from '../creator-records/save-my-brief';
import { ANONYMOUS_FILE_NAMES } from '../creator-records/submit-my-evidence';
import { EVIDENCE_ITEM_PREFIX, isEvidenceFileType, withheldKeyOf } from '../creator-records/trail-limits';
import { APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, recordKeyOf } from '../creator-records/trail-records';
import { CLAIM_MODEL, claimIdOf } from '../creator-records/unique-claims';
import { readInBatches, TRAIL_READS_AT_ONCE } from '../moderation/in-batches';
import { ACTION_MODEL, HIDDEN_MODEL, REPLY_MODEL, VERIFICATION_STEP_MODEL } from '../moderation/moderation-records';
import { commitWithFiles, PUBLIC_TRAIL_MODELS, type FileMove } from '../moderation/record-trail-visibility';
import { FORMER_MEMBER, LEAVE_RECORDS_CHOICES, type LeaveRecordsChoice, type LeftAccount } from './leave-choices';
import { reservationEndOf, reservationOf } from './username-reservation';

/**
 * leaveMyAccount (issue 48) – what becomes of an account's records when it leaves the site, the
 * one way a profile ends (no operation deletes a profile otherwise: SPEC). Written once over the
 * records port and the evidence-files port; the local backend and the creatorRecords function run it.
 *
 * Either choice:
 * - the profile goes (public, or hidden by a moderator), with every brief (published, draft,
 *   archived) and its address, and every record of theirs a moderator hid (hidden records are not
 *   public: there is nothing to keep anonymised), their trails and withheld files;
 * - every username the profile holds (its own and those it left, kept so old links led nowhere
 *   else) is kept back for USERNAME_RESERVATION_DAYS, then free (username-reservation.ts);
 * - the account's claim to a profile goes, so nothing keyed by the account is left;
 * - the audit log keeps every act the account did as a moderator, by FORMER_MEMBER.
 * REMOVE: every ban and report (named and anonymised) goes with its whole trail — appeal events,
 * evidence items and their sealed files, verification steps, replies waiting or published.
 * ANONYMISE: every named ban and report is anonymised as saveMyPlatformBan anonymises one
 * (anonymisedRecordOf: a public profileId of its own, its day for its timestamps), and then every
 * ban and report loses what led to the person: its AnonymousAuthorship entry and its owner; what
 * the creator added to its story (appeal events, evidence items, the evidence-attached step) loses
 * its owner and profileId and shows its day; an evidence file named by the creator is renamed
 * `evidence.<ext>`, as on a record anonymised from the start. Moderators' steps and published
 * replies stay as they are: they are not the creator's.
 *
 * One commit (the DynamoDB port splits a large one so that readers never see a record outlive its
 * profile or a trail item its record: dynamodb-records-port.ts); the profile's own write comes
 * first, so the change turns on it. Reading again from what is there each time, it is safe to run
 * again after a failure halfway, and does nothing the second time but keep the same answer shape.
 */
interface HeldRecord {
  model: TrailRecordModel;
  doc: RecordDocument;
  /** Its public trail items, by model. */
  trail: { model: string; doc: RecordDocument }[];
  /** Replies about it waiting for (or declined by) a moderator. */
  replies: RecordDocument[];
}

/** Everything one profile of the account holds, as read now. */
interface ProfileHoldings {
  profileId: string;
  profile: RecordDocument | null;
  briefs: { model: string; doc: RecordDocument }[];
  records: HeldRecord[];
  /** Authorship entries whose record is not public (hidden, or gone). */
  strayAuthorships: RecordDocument[];
  /** HiddenRecord entries of the profile, its records and their trails. */
  hidden: RecordDocument[];
  /** Replies about its hidden bans and reports. */
  hiddenReplies: RecordDocument[];
  claims: RecordDocument[];
}

const isTrailRecordModel = (model: unknown): model is TrailRecordModel => (TRAIL_RECORD_MODELS as readonly unknown[]).includes(model);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const expectOf = (doc: RecordDocument) => text(doc.updatedAt);

async function trailOf(port: RecordsPort, model: TrailRecordModel, doc: RecordDocument): Promise<HeldRecord> {
  const recordKey = recordKeyOf(model, doc.id);
  const [trails, replies] = await Promise.all([
    Promise.all(PUBLIC_TRAIL_MODELS.map(async (trailModel) => (await port.listByIndex(trailModel, 'recordKey', recordKey)).map((item) => ({ model: trailModel, doc: item })))),
    port.listByIndex(REPLY_MODEL, 'recordKey', recordKey),
  ]);
  return { model, doc, trail: trails.flat(), replies };
}

async function readProfileHoldings(port: RecordsPort, profileId: string, profile: RecordDocument | null): Promise<ProfileHoldings> {
  const [briefs, named, authorships, hiddenOfProfile, claimsOfProfile] = await Promise.all([
    Promise.all(BRIEF_MODELS.map(async (model) => (await port.listByIndex(model, 'profileId', profileId)).map((doc) => ({ model: model as string, doc })))),
    Promise.all(TRAIL_RECORD_MODELS.map(async (model) => (await port.listByIndex(model, 'profileId', profileId)).map((doc) => ({ model, doc })))),
    port.listByIndex(ANONYMOUS_AUTHORSHIP_MODEL, 'profileId', profileId),
    port.listByIndex(HIDDEN_MODEL, 'profileId', profileId),
    port.listByIndex(CLAIM_MODEL, 'recordId', profileId),
  ]);
  // Its anonymised records, through their authorship entries; an entry whose record is not public goes all the same.
  const strayAuthorships: RecordDocument[] = [];
  const anonymised: { model: TrailRecordModel; doc: RecordDocument }[] = [];
  for (const entry of authorships) {
    const model = entry.recordModel;
    const doc = isTrailRecordModel(model) ? await port.get(model, String(entry.recordId)) : null;
    if (isTrailRecordModel(model) && doc?.isAnonymous === true) anonymised.push({ model, doc });
    else strayAuthorships.push(entry);
  }
  const filedUnder = named.flat();
  const isFiled = new Set(filedUnder.map(({ model, doc }) => `${model}/${doc.id}`));
  const owned = [...filedUnder, ...anonymised.filter(({ model, doc }) => !isFiled.has(`${model}/${doc.id}`))];
  const records = await readInBatches(owned, TRAIL_READS_AT_ONCE, ({ model, doc }) => trailOf(port, model, doc));
  // A hidden ban's or report's trail is filed under it (cascadeOf, its record key); replies stay under its key.
  const hiddenRecords = hiddenOfProfile.filter((hidden) => isTrailRecordModel(hidden.model));
  const hiddenTrails = await readInBatches(hiddenRecords, TRAIL_READS_AT_ONCE, async (hidden) => ({
    trail: await port.listByIndex(HIDDEN_MODEL, 'cascadeOf', hidden.id),
    replies: await port.listByIndex(REPLY_MODEL, 'recordKey', hidden.id),
  }));
  const hidden = uniqueById([...hiddenOfProfile, ...hiddenTrails.flatMap((found) => found.trail)]);
  // The current username's claim is read by its key too: an index may lag a write just made.
  const current = profile ? await port.get(CLAIM_MODEL, claimIdOf('username', String(profile.username))) : null;
  const claims = uniqueById([...claimsOfProfile, ...(current?.recordId === profileId ? [current] : [])]);
  return { profileId, profile, briefs: briefs.flat(), records, strayAuthorships, hidden, hiddenReplies: hiddenTrails.flatMap((found) => found.replies), claims };
}

/** A copy of `doc` without `fields` (a DynamoDB put replaces the item, so they are gone from it). */
function without(doc: RecordDocument, ...fields: string[]): RecordDocument {
  const copy: RecordDocument = { ...doc };
  for (const field of fields) delete copy[field];
  return copy;
}

function uniqueById(docs: readonly RecordDocument[]): RecordDocument[] {
  return [...new Map(docs.map((doc) => [doc.id, doc])).values()];
}

/** The account's profiles: the public ones it holds, and the one its claim names (hidden by a moderator, say). */
async function readHoldings(port: RecordsPort, caller: RecordCaller): Promise<ProfileHoldings[]> {
  const [profiles, profileClaim] = await Promise.all([
    port.listByIndex(PROFILE_MODEL, 'userId', caller.sub),
    port.get(CLAIM_MODEL, claimIdOf('profile-of', caller.sub)),
  ]);
  const own = profiles.filter((profile) => profile.userId === caller.sub).sort((a, b) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')));
  const ids = [...new Set([...own.map((profile) => profile.id), ...(text(profileClaim?.recordId) ? [String(profileClaim?.recordId)] : [])])];
  return Promise.all(ids.map((id) => readProfileHoldings(port, id, own.find((profile) => profile.id === id) ?? null)));
}

/** What a hidden record was, as it was hidden. */
const hiddenRecordOf = (hidden: RecordDocument): RecordDocument | null => {
  try {
    return typeof hidden.record === 'string' ? (JSON.parse(hidden.record) as RecordDocument) : null;
  } catch {
    return null;
  }
};

/** An evidence item's sealed file, wherever it may be now: public, or withheld while its record is hidden. */
function fileKeysOf(item: RecordDocument | null): string[] {
  const fileKey = text(item?.fileKey);
  if (!fileKey) return [];
  const withheld = withheldKeyOf(fileKey);
  return withheld ? [fileKey, withheld] : [fileKey];
}

/** A creator's own trail item without what ties it to them: owner and profileId gone, its timestamps its day. */
function unlinkedTrailItem(model: string, item: RecordDocument, now: string): { write: RecordWrite; move: FileMove | null } | null {
  const isCreatorStep = model === VERIFICATION_STEP_MODEL && item.byRole === 'CREATOR';
  if (model !== APPEAL_EVENT_MODEL && model !== EVIDENCE_ITEM_MODEL && !isCreatorStep) return null;
  const doc: RecordDocument = { ...without(item, 'owner', 'profileId'), createdAt: dayOf(text(item.createdAt) ?? now), updatedAt: anonymousUpdatedAt(now, item.updatedAt) };
  if (isCreatorStep && text(item.at)) doc.at = dayOf(String(item.at));
  let move: FileMove | null = null;
  if (model === EVIDENCE_ITEM_MODEL) {
    if (text(item.submittedAt)) doc.submittedAt = dayOf(String(item.submittedAt));
    // The name its creator gave the file may be theirs (`anika-notice.png`): published as `evidence.<ext>`.
    const fileKey = text(item.fileKey);
    const contentType = String(item.contentType ?? '');
    if (fileKey?.startsWith(EVIDENCE_ITEM_PREFIX) && isEvidenceFileType(contentType)) {
      const fileName = ANONYMOUS_FILE_NAMES[contentType];
      const plainKey = `${EVIDENCE_ITEM_PREFIX}${item.id}/${fileName}`;
      doc.fileName = fileName;
      doc.fileKey = plainKey;
      if (plainKey !== fileKey) move = { from: fileKey, to: plainKey };
    }
  }
  return { write: { kind: 'put', model, doc, expectUpdatedAt: expectOf(item) }, move };
}

interface LeavePlan {
  writes: RecordWrite[];
  /** Files removed before the commit (the records naming them go in it). */
  removals: string[];
  /** Files renamed with the commit (commitWithFiles). */
  moves: FileMove[];
  removedRecords: number;
  anonymisedRecords: number;
  removedBriefs: number;
  reservedNames: number;
}

function planProfile(plan: LeavePlan, holdings: ProfileHoldings, choice: LeaveRecordsChoice, clock: RecordClock): void {
  const now = clock.now.toISOString();
  const { writes } = plan;
  // First, so that on DynamoDB the change turns on it (dynamodb-records-port.ts).
  if (holdings.profile) writes.push({ kind: 'delete', model: PROFILE_MODEL, id: holdings.profile.id });
  for (const claim of holdings.claims) {
    if (claim.kind === 'username') {
      writes.push(reservationOf(claim, clock.now));
      plan.reservedNames += 1;
    } else if (claim.kind === 'profile-of') {
      writes.push({ kind: 'delete', model: CLAIM_MODEL, id: claim.id });
    }
  }
  for (const { model, doc } of holdings.briefs) {
    writes.push({ kind: 'delete', model, id: doc.id });
    if (text(doc.slug)) writes.push({ kind: 'delete', model: CLAIM_MODEL, id: claimIdOf('brief-slug', String(doc.slug)) });
    plan.removedBriefs += 1;
  }
  for (const held of holdings.records) {
    const isAnonymous = held.doc.isAnonymous === true;
    // The authorship entry before its record: on DynamoDB a later-listed write may land first, and
    // a record must never outlive its entry (a second run finds an anonymised record through it).
    if (isAnonymous) writes.push(authorshipDelete(held.model, held.doc.id));
    if (choice === 'REMOVE') {
      writes.push({ kind: 'delete', model: held.model, id: held.doc.id });
      for (const item of held.trail) {
        writes.push({ kind: 'delete', model: item.model, id: item.doc.id });
        plan.removals.push(...fileKeysOf(item.doc));
      }
      for (const reply of held.replies) writes.push({ kind: 'delete', model: REPLY_MODEL, id: reply.id });
      plan.removedRecords += 1;
    } else {
      const withoutOwner = without(held.doc, 'owner');
      const doc = isAnonymous
        ? { ...withoutOwner, updatedAt: anonymousUpdatedAt(now, held.doc.updatedAt) }
        : anonymisedRecordOf(withoutOwner, { publicProfileId: clock.newId(), now, previousUpdatedAt: held.doc.updatedAt });
      writes.push({ kind: 'put', model: held.model, doc, expectUpdatedAt: expectOf(held.doc) });
      for (const item of held.trail) {
        const unlinked = unlinkedTrailItem(item.model, item.doc, now);
        if (!unlinked) continue;
        writes.push(unlinked.write);
        if (unlinked.move) plan.moves.push(unlinked.move);
      }
      plan.anonymisedRecords += 1;
    }
  }
  for (const entry of holdings.strayAuthorships) writes.push({ kind: 'delete', model: ANONYMOUS_AUTHORSHIP_MODEL, id: entry.id });
  // Hidden records: the profile's before its records', a record's before its trail's.
  const rank = (hidden: RecordDocument) => (hidden.model === PROFILE_MODEL ? 0 : hidden.cascadeOf && !String(hidden.cascadeOf).startsWith(`${PROFILE_MODEL}#`) ? 2 : 1);
  for (const hidden of [...holdings.hidden].sort((a, b) => rank(a) - rank(b))) {
    writes.push({ kind: 'delete', model: HIDDEN_MODEL, id: hidden.id });
    const record = hiddenRecordOf(hidden);
    if (hidden.model === EVIDENCE_ITEM_MODEL) plan.removals.push(...fileKeysOf(record));
    if (BRIEF_MODELS.includes(hidden.model as (typeof BRIEF_MODELS)[number]) && text(record?.slug)) {
      writes.push({ kind: 'delete', model: CLAIM_MODEL, id: claimIdOf('brief-slug', String(record?.slug)) });
      plan.removedBriefs += 1;
    }
    if (isTrailRecordModel(hidden.model)) plan.removedRecords += 1;
  }
  for (const reply of holdings.hiddenReplies) writes.push({ kind: 'delete', model: REPLY_MODEL, id: reply.id });
}

/** One write per item (a DynamoDB transaction takes an item once), the first kept in its place. */
function onePerItem(writes: readonly RecordWrite[]): RecordWrite[] {
  const seen = new Set<string>();
  return writes.filter((write) => {
    const key = `${write.model}/${write.kind === 'delete' ? write.id : write.doc.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The audit log keeps what the account did as a moderator, by nobody. */
async function auditWrites(port: RecordsPort, caller: RecordCaller, now: string): Promise<RecordWrite[]> {
  const entries = await port.listByIndex(ACTION_MODEL, 'moderatorSub', caller.sub);
  return entries
    .filter((entry) => entry.moderatorSub === caller.sub)
    .map((entry) => ({ kind: 'put', model: ACTION_MODEL, doc: { ...entry, moderatorSub: FORMER_MEMBER, moderator: FORMER_MEMBER, updatedAt: now }, expectUpdatedAt: expectOf(entry) }));
}

/** A data export the account asked for (Take my data) goes with it: its record, and its file in the account's export folder. */
async function planExport(plan: LeavePlan, port: RecordsPort, caller: RecordCaller): Promise<void> {
  const doc = await port.get(EXPORT_MODEL, caller.sub);
  if (!doc) return;
  if (typeof doc.fileKey === 'string') plan.removals.push(doc.fileKey);
  plan.writes.push({ kind: 'delete', model: EXPORT_MODEL, id: doc.id });
}

export async function leaveMyAccount(port: RecordsPort, files: EvidenceFilesPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<LeftAccount> {
  const choice = readOneOf(args, 'records', LEAVE_RECORDS_CHOICES, { isRequired: true }) as LeaveRecordsChoice;
  return retryOnConflict(async () => {
    const plan: LeavePlan = { writes: [], removals: [], moves: [], removedRecords: 0, anonymisedRecords: 0, removedBriefs: 0, reservedNames: 0 };
    for (const holdings of await readHoldings(port, caller)) planProfile(plan, holdings, choice, clock);
    plan.writes.push(...(await auditWrites(port, caller, clock.now.toISOString())));
    await planExport(plan, port, caller);
    // Files that go, before the records naming them: a failure leaves records to a second run, never a file nobody can find.
    for (const key of new Set(plan.removals)) await files.remove(key);
    const writes = onePerItem(plan.writes);
    if (writes.length > 0) await commitWithFiles(port, files, writes, plan.moves);
    return {
      records: choice,
      removedRecords: plan.removedRecords,
      anonymisedRecords: plan.anonymisedRecords,
      removedBriefs: plan.removedBriefs,
      usernameFreeFrom: plan.reservedNames > 0 ? reservationEndOf(clock.now) : null,
    };
  });
}
