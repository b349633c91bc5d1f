import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { TRAIL_RECORD_MODELS, type TrailRecordModel } from '../enums';
import { anonymousRecordsOf } from '../creator-records/anonymous-records';
import { findProfileOf, PROFILE_MODEL } from '../creator-records/profile-of-caller';
import type { RecordCaller, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { PUBLISHED_BRIEF_MODEL, UNPUBLISHED_BRIEF_MODEL } from '../creator-records/save-my-brief';
import { withheldKeyOf } from '../creator-records/trail-limits';
import { APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, recordKeyOf } from '../creator-records/trail-records';
import { CLAIM_MODEL, claimIdOf } from '../creator-records/unique-claims';
import { HIDDEN_MODEL, hiddenIdOf, VERIFICATION_STEP_MODEL } from '../moderation/moderation-records';
import { EXPORT_FILE_BYTES, EXPORT_KEPT_DAYS, EXPORT_RECORDS_PER_KIND } from './account-data-limits';
import type { AccountFactsPort, ExportStoragePort } from './account-data-ports';

/**
 * Everything the product holds about one account (issue 48's "take my data"), as one ZIP written
 * as it is read: never whole in memory. Each part is read by index under the caller's sub or
 * profile id, never by scanning a table, and each kind holds at most `recordsPerKind` records and
 * the files at most `fileBytes`: what a bound leaves out is counted in manifest.json, never dropped
 * silently.
 *
 * The archive: README.txt, account.json (the pool's attributes, groups, second factors, last
 * sign-ins), profile.json, briefs.json (published, drafts and archived), platform-bans.json and
 * shadowban-reports.json (named and anonymised, each with its appeal events, evidence items and
 * verification steps), hidden-records.json (what moderators took down, with their reason),
 * files/evidence/<item id>/<name> (the sealed evidence files) and manifest.json (counts, bounds,
 * what was left out and why).
 */

/** The models an export reads (amplify/backend.ts grants the AWS function these tables, to read only). */
export const EXPORT_SOURCE_MODELS = [
  PROFILE_MODEL,
  PUBLISHED_BRIEF_MODEL,
  UNPUBLISHED_BRIEF_MODEL,
  ...TRAIL_RECORD_MODELS,
  'AnonymousAuthorship',
  APPEAL_EVENT_MODEL,
  EVIDENCE_ITEM_MODEL,
  VERIFICATION_STEP_MODEL,
  HIDDEN_MODEL,
  CLAIM_MODEL,
] as const;

export interface ExportLimits {
  recordsPerKind: number;
  fileBytes: number;
}

export const EXPORT_LIMITS: ExportLimits = { recordsPerKind: EXPORT_RECORDS_PER_KIND, fileBytes: EXPORT_FILE_BYTES };

export interface ExportSources {
  port: RecordsPort;
  facts: AccountFactsPort;
  storage: Pick<ExportStoragePort, 'open'>;
  limits?: ExportLimits;
}

/** What manifest.json says of the export (and the mail and page may quote). */
export interface ExportManifest {
  format: 'streamit-account-data';
  version: 1;
  preparedAt: string;
  keptDays: number;
  /** Records in each file of the archive. */
  counts: Record<string, number>;
  limits: ExportLimits;
  /** Each bound reached: what it left out (`count` null: at least one record more than the bound). */
  leftOut: { part: string; count: number | null; why: string }[];
  files: { included: number; bytes: number; leftOut: { itemId: string; fileKey: string; why: string }[] };
  /** What the product keeps about the account that this archive does not hold, and why. */
  notHeld: string[];
}

/** A sealed file to add after the records that name it. */
interface FileToAdd {
  itemId: string;
  key: string;
  path: string;
}

const TRAIL_MODELS_FILES: Readonly<Record<TrailRecordModel, string>> = {
  PlatformBan: 'platform-bans.json',
  ShadowbanExperience: 'shadowban-reports.json',
};

const NOT_HELD = [
  'Reports and replies you sent about records: the site keeps no tie between them and your account (it counts them per hour under a keyed hash of who sent them, deleted after a day), so they cannot be found to give you.',
  'Hourly counters of what you added (kept a day), and the sessions your browsers hold (tokens, not data about you).',
  'Pictures (your avatar, brief thumbnails): they are public at the addresses your profile and briefs name.',
  'Your password and second-factor secrets: only their checks are kept, never anything that could be given back.',
];

const README = (preparedAt: string) => `StreamIt — your data, prepared ${preparedAt}

Everything the site holds about your account:
  account.json            your account: e-mail and other attributes, groups, second factors (not their secrets), last sign-ins
  profile.json            your creator profile (null if you never made one)
  briefs.json             your briefs: published, drafts and archived
  platform-bans.json      your platform bans, named and anonymised, each with its appeal events, evidence items and verification steps
  shadowban-reports.json  your shadowban reports, the same way
  hidden-records.json     your records a moderator took down, with the reason
  files/evidence/         the evidence files you submitted, as sealed (their SHA-256 is in the evidence items)
  manifest.json           how many records of each kind, the bounds of one export and anything they left out

The download is kept ${EXPORT_KEPT_DAYS} days, then deleted. Ask again on /me/security for a new one.
`;

/** Reads a kind's records by index, one more than the bound so a cut is known and counted. */
async function boundedList(port: RecordsPort, model: string, field: string, value: string, limit: number): Promise<{ records: RecordDocument[]; more: boolean }> {
  const records = await port.listByIndex(model, field, value, { limit: limit + 1 });
  return { records: records.slice(0, limit), more: records.length > limit };
}

const byCreated = (a: RecordDocument, b: RecordDocument) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')) || a.id.localeCompare(b.id);

/** A JSON array written element by element: the stream pulls the next only when it has room. */
function jsonArrayStream(elements: AsyncIterable<unknown>): Readable {
  async function* chunks() {
    yield Buffer.from('[');
    let first = true;
    for await (const element of elements) {
      yield Buffer.from(`${first ? '\n' : ',\n'}${JSON.stringify(element, null, 2)}`);
      first = false;
    }
    yield Buffer.from(first ? ']\n' : '\n]\n');
  }
  return Readable.from(chunks(), { objectMode: false });
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The caller's profile, or the one a moderator hid (through the account's profile claim). */
async function profileOf(port: RecordsPort, caller: RecordCaller): Promise<{ profile: RecordDocument | null; hidden: RecordDocument | null }> {
  const profile = await findProfileOf(port, caller);
  if (profile) return { profile, hidden: null };
  const claim = await port.get(CLAIM_MODEL, claimIdOf('profile-of', caller.sub));
  const hidden = claim ? await port.get(HIDDEN_MODEL, hiddenIdOf(PROFILE_MODEL, String(claim.recordId))) : null;
  return { profile: null, hidden };
}

/** A HiddenRecord keeps the record as AWSJSON: a string on the wire and in DynamoDB, an object in some stores. */
function recordOfHidden(value: unknown): RecordDocument {
  if (typeof value !== 'string') return (value ?? {}) as RecordDocument;
  try {
    return JSON.parse(value) as RecordDocument;
  } catch {
    return { id: '', unreadable: value };
  }
}

/** A hidden record as its owner may have it: the moderator's name is theirs, not the owner's. */
const withoutModerator = (hidden: RecordDocument): RecordDocument => Object.fromEntries(Object.entries(hidden).filter(([name]) => name !== 'hiddenBy')) as RecordDocument;
/** A verification step as its record's owner reads it in public: the role, not the moderator's name. */
const publicStep = (step: RecordDocument): RecordDocument => Object.fromEntries(Object.entries(step).filter(([name]) => name !== 'by')) as RecordDocument;

/**
 * Writes the caller's export as a ZIP stream. `manifest` resolves once the archive is complete
 * (and rejects, as the stream errors, when a read fails: the export then fails as a whole).
 */
export function writeAccountExport(sources: ExportSources, caller: RecordCaller, preparedAt: Date): { stream: Readable; manifest: Promise<ExportManifest> } {
  const { port, facts, storage } = sources;
  const limits = sources.limits ?? EXPORT_LIMITS;
  const zip = new ZipFile();
  const mtime = preparedAt;
  const manifest: ExportManifest = {
    format: 'streamit-account-data',
    version: 1,
    preparedAt: preparedAt.toISOString(),
    keptDays: EXPORT_KEPT_DAYS,
    counts: {},
    limits,
    leftOut: [],
    files: { included: 0, bytes: 0, leftOut: [] },
    notHeld: NOT_HELD,
  };
  const files: FileToAdd[] = [];
  let plannedBytes = 0;

  /** Adds an entry and waits until the archive has taken all of it, so entries after it may depend on it. */
  const add = (name: string, body: Readable) =>
    new Promise<void>((resolve, reject) => {
      body.once('error', reject);
      body.once('end', resolve);
      zip.addReadStream(body, name, { mtime });
    });
  const cut = (part: string, more: boolean, why = `an export holds at most ${limits.recordsPerKind} records of one kind`) => {
    if (more) manifest.leftOut.push({ part, count: null, why });
  };

  /** An evidence item with where its file is in the archive, or why it is not. */
  const evidenceEntry = (item: RecordDocument, fileKey: string | null): RecordDocument => {
    if (!fileKey) return item;
    const size = typeof item.size === 'number' ? item.size : 0;
    if (plannedBytes + size > limits.fileBytes) {
      const why = `an export holds at most ${Math.round(limits.fileBytes / 1024 / 1024)} MB of files`;
      manifest.files.leftOut.push({ itemId: item.id, fileKey, why });
      return { ...item, fileInExport: null, fileLeftOut: why };
    }
    plannedBytes += size;
    const path = `files/evidence/${item.id}/${String(item.fileName ?? 'evidence')}`;
    files.push({ itemId: item.id, key: fileKey, path });
    return { ...item, fileInExport: path };
  };

  /** A ban's or report's story, each part read from its recordKey index (each bounded by the rules: 30 events, 50 items). */
  async function withTrail(model: TrailRecordModel, record: RecordDocument, anonymised: boolean): Promise<RecordDocument> {
    const recordKey = recordKeyOf(model, record.id);
    const [events, items, steps] = await Promise.all([
      port.listByIndex(APPEAL_EVENT_MODEL, 'recordKey', recordKey, { limit: limits.recordsPerKind }),
      port.listByIndex(EVIDENCE_ITEM_MODEL, 'recordKey', recordKey, { limit: limits.recordsPerKind }),
      port.listByIndex(VERIFICATION_STEP_MODEL, 'recordKey', recordKey, { limit: limits.recordsPerKind }),
    ]);
    count('appealEvents', events.length);
    count('evidenceItems', items.length);
    return {
      ...record,
      anonymised,
      appealEvents: events.sort((a, b) => String(a.date).localeCompare(String(b.date))),
      evidenceItems: items.sort((a, b) => String(a.submittedAt).localeCompare(String(b.submittedAt))).map((item) => evidenceEntry(item, typeof item.fileKey === 'string' ? item.fileKey : null)),
      verificationSteps: steps.map(publicStep),
    };
  }
  const count = (part: string, by: number) => {
    manifest.counts[part] = (manifest.counts[part] ?? 0) + by;
  };

  async function* trailRecords(model: TrailRecordModel, profileId: string | null): AsyncGenerator<RecordDocument> {
    if (!profileId) return;
    const named = await boundedList(port, model, 'profileId', profileId, limits.recordsPerKind);
    cut(TRAIL_MODELS_FILES[model], named.more);
    const anonymous = (await anonymousRecordsOf(port, profileId, model)).sort(byCreated);
    const room = Math.max(0, limits.recordsPerKind - named.records.length);
    if (anonymous.length > room) manifest.leftOut.push({ part: `${TRAIL_MODELS_FILES[model]} (anonymised)`, count: anonymous.length - room, why: `an export holds at most ${limits.recordsPerKind} records of one kind` });
    for (const record of named.records.sort(byCreated)) {
      count(model, 1);
      yield await withTrail(model, record, false);
    }
    for (const record of anonymous.slice(0, room)) {
      count(model, 1);
      yield await withTrail(model, record, true);
    }
  }

  async function* briefs(profileId: string | null): AsyncGenerator<RecordDocument> {
    if (!profileId) return;
    for (const model of [PUBLISHED_BRIEF_MODEL, UNPUBLISHED_BRIEF_MODEL]) {
      const { records, more } = await boundedList(port, model, 'profileId', profileId, limits.recordsPerKind);
      cut(`briefs.json (${model === PUBLISHED_BRIEF_MODEL ? 'published' : 'drafts and archived'})`, more);
      for (const brief of records.sort(byCreated)) {
        count('briefs', 1);
        yield { ...brief, table: model === PUBLISHED_BRIEF_MODEL ? 'published' : 'unpublished' };
      }
    }
  }

  async function* hiddenRecords(profileId: string | null, hiddenProfile: RecordDocument | null): AsyncGenerator<RecordDocument> {
    if (hiddenProfile) {
      count('hiddenRecords', 1);
      yield withoutModerator(hiddenProfile);
    }
    if (!profileId) return;
    const { records, more } = await boundedList(port, HIDDEN_MODEL, 'profileId', profileId, limits.recordsPerKind);
    cut('hidden-records.json', more);
    // A hidden ban's or report's trail is filed under it (cascadeOf); items that name no profile (verification steps) are found only there.
    const seen = new Set(records.map((hidden) => hidden.id));
    for (const hidden of records.filter((entry) => (TRAIL_RECORD_MODELS as readonly unknown[]).includes(entry.model))) {
      for (const item of await port.listByIndex(HIDDEN_MODEL, 'cascadeOf', hidden.id, { limit: limits.recordsPerKind })) {
        if (!seen.has(item.id) && seen.size < limits.recordsPerKind) records.push(item);
        seen.add(item.id);
      }
    }
    for (const hidden of records.sort((a, b) => String(a.hiddenAt).localeCompare(String(b.hiddenAt)) || a.id.localeCompare(b.id))) {
      if (hiddenProfile && hidden.id === hiddenProfile.id) continue;
      count('hiddenRecords', 1);
      const record = recordOfHidden(hidden.record);
      // A hidden evidence item's file waits where only moderators read: it is the owner's all the same.
      const fileKey = hidden.model === EVIDENCE_ITEM_MODEL && typeof record.fileKey === 'string' ? withheldKeyOf(record.fileKey) : null;
      yield withoutModerator({ ...hidden, record: hidden.model === EVIDENCE_ITEM_MODEL ? evidenceEntry(record, fileKey) : record });
    }
  }

  async function build(): Promise<void> {
    zip.addBuffer(Buffer.from(README(manifest.preparedAt)), 'README.txt', { mtime });
    const [account, signIns] = await Promise.all([facts.read(caller.sub), facts.signIns(caller.sub)]);
    count('signIns', signIns.length);
    await add('account.json', Readable.from([json({ ...(account ?? { sub: caller.sub, note: 'The user pool no longer has this account.' }), owner: caller.owner, lastSignIns: signIns })]));

    const { profile, hidden } = await profileOf(port, caller);
    count('profile', profile ? 1 : 0);
    await add('profile.json', Readable.from([json(profile)]));
    const profileId = profile?.id ?? (hidden ? String(hidden.recordId) : null);
    await add('briefs.json', jsonArrayStream(briefs(profileId)));
    for (const model of TRAIL_RECORD_MODELS) await add(TRAIL_MODELS_FILES[model], jsonArrayStream(trailRecords(model, profileId)));
    await add('hidden-records.json', jsonArrayStream(hiddenRecords(profileId, hidden)));

    for (const file of files) {
      const body = await storage.open(file.key);
      if (!body) {
        manifest.files.leftOut.push({ itemId: file.itemId, fileKey: file.key, why: 'the file was not in the bucket' });
        continue;
      }
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      const piped = pipeline(body, counted);
      await Promise.all([add(file.path, counted), piped]);
      manifest.files.included += 1;
      manifest.files.bytes += bytes;
    }
    zip.addBuffer(json(manifest), 'manifest.json', { mtime });
    zip.end();
  }

  const stream = zip.outputStream as Readable;
  const done = build().then(
    () => manifest,
    (error: unknown) => {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  return { stream, manifest: done };
}
