import { addMyAppealEvent } from '../../../amplify/data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../../amplify/data/creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../../../amplify/data/creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordDocument } from '../../../amplify/data/creator-records/records-port';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../../../amplify/data/creator-records/save-my-ban-records';
import { submitMyEvidence } from '../../../amplify/data/creator-records/submit-my-evidence';
import type { TrailRecordModel } from '../../../amplify/data/enums';
import { decideRecordReply } from '../../../amplify/data/moderation/decide-record-reply';
import { setRecordVerification } from '../../../amplify/data/moderation/set-record-verification';
import { submitRecordReply } from '../../../amplify/data/moderation/submit-record-reply';
import { SAMPLE_CONTENT } from '.';
import { BAN_STORIES } from './ban-stories';
import { ownerValueOf, publishInstantOf, recordedAtOf, SAMPLE_MODERATOR, sampleUuidOf, stepInstantOf, TRAIL_SAMPLE_MODELS } from './record-trails';
import { REPORT_STORIES } from './report-stories';
import { SAMPLE_PROFILES } from './profiles';
import type { SampleOwner, SampleRecord } from './sample-types';
import type { RecordStory } from './story-types';

/**
 * The sample's server-set fields and trails are written as data (record-trails.ts): here every
 * sample ban and report is told again through the rules themselves (saveMy…, addMyAppealEvent,
 * submitMyEvidence, setRecordVerification, submitRecordReply and decideRecordReply on an in-memory
 * records port), and what they leave must be exactly what the sample holds.
 */
const RESTRICTION = ['dsaRestriction', 'policyCited', 'endDate', 'statementOfReasons', 'contentUrl'] as const;
const BAN_FIELDS = ['platformId', 'isActive', 'dateOfBan', 'explanation', 'evidence', 'appealStatus', ...RESTRICTION, 'isAnonymous'];
const REPORT_FIELDS = ['platform', 'category', 'description', 'restrictionType', 'date', 'evidence', 'financialImpact', 'appealStatus', ...RESTRICTION, 'isAnonymous'];

/** A stored document as compared: the owner as the store writes it, no nulls, ids only where they are fixed. */
function comparable(doc: Record<string, unknown>, { keepId = true } = {}): Record<string, unknown> {
  const entries = Object.entries(doc)
    .filter(([field, value]) => value !== null && value !== undefined && (keepId || field !== 'id'))
    .map(([field, value]) => [field, field === 'owner' && typeof value === 'object' ? ownerValueOf(value as SampleOwner) : value]);
  const result = Object.fromEntries(entries) as Record<string, unknown>;
  // A published reply's audit line names the reply's id, which the rules draw at random.
  if (typeof result.detail === 'string') result.detail = result.detail.replace(/^Reply \S+ by /, 'Reply … by ');
  return result;
}
const byTime = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify([a.createdAt, a.recordModel, a.level, a.kind, a.action]).localeCompare(JSON.stringify([b.createdAt, b.recordModel, b.level, b.kind, b.action]));

function storyOf(model: TrailRecordModel, record: SampleRecord): { id: string; story: RecordStory } {
  const stories = model === 'PlatformBan' ? BAN_STORIES : REPORT_STORIES;
  if (record.isAnonymous !== true) return { id: record.id, story: stories.get(record.id) ?? {} };
  const found = [...stories].find(([id]) => sampleUuidOf(`record:${id}`) === record.id);
  if (!found) throw new Error(`No story for anonymised ${record.id}`);
  return { id: found[0], story: found[1] };
}

async function retell(model: TrailRecordModel, sample: SampleRecord) {
  const { story } = storyOf(model, sample);
  const owner = sample.owner as SampleOwner;
  const authorship = SAMPLE_CONTENT.AnonymousAuthorship.find((entry) => entry.recordId === sample.id);
  const authorProfileId = String(authorship?.profileId ?? sample.profileId);
  const profile = SAMPLE_PROFILES.find((candidate) => candidate.id === authorProfileId)!;
  const port = createInMemoryRecordsPort();
  const files = createInMemoryEvidenceFiles();
  await port.commit([{ kind: 'create', model: 'Profile', doc: { id: profile.id, userId: owner.sub, username: profile.username, activePlatforms: profile.activePlatforms, owner: ownerValueOf(owner), createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2020-01-01T00:00:00.000Z' } }]);
  const ids = [sample.id, String(sample.profileId)];
  let drawn = 0;
  const clockAt = (instant: string): RecordClock => ({ now: new Date(instant), newId: () => ids.shift() ?? `drawn-${++drawn}` });
  const creator: RecordCaller = { sub: owner.sub, owner: ownerValueOf(owner), groups: [] };
  const moderator: RecordCaller = { sub: SAMPLE_MODERATOR.sub, owner: ownerValueOf(SAMPLE_MODERATOR), groups: ['MODERATORS'] };

  // As the creator first saved it: a ban restored on appeal was active and had no end yet.
  const steps = story.steps ?? [];
  const isLiftedOnAppeal = model === 'PlatformBan' && steps.some((step) => 'appeal' in step && step.appeal === 'RESTORED' && step.on === sample.endDate) && sample.appealStatus === 'RESTORED';
  const fields = model === 'PlatformBan' ? BAN_FIELDS : REPORT_FIELDS;
  const args: Record<string, unknown> = Object.fromEntries(fields.filter((field) => sample[field] !== undefined).map((field) => [field, sample[field]]));
  if (steps.some((step) => 'appeal' in step)) args.appealStatus = 'NONE';
  if (isLiftedOnAppeal) Object.assign(args, { isActive: true, endDate: undefined });
  const date = String(model === 'PlatformBan' ? sample.dateOfBan : sample.date);
  await (model === 'PlatformBan' ? saveMyPlatformBan : saveMyShadowbanReport)(port, creator, clockAt(recordedAtOf(date)), args);

  const about = { recordModel: model, recordId: sample.id };
  for (const [index, step] of steps.entries()) {
    const clock = clockAt(stepInstantOf(step, index));
    if ('appeal' in step) await addMyAppealEvent(port, creator, clock, { ...about, kind: step.appeal, date: step.on, note: step.note });
    else if ('evidence' in step) await submitMyEvidence(port, files, creator, clock, { ...about, text: step.evidence });
    else if ('check' in step) await setRecordVerification(port, moderator, clock, { ...about, level: step.check, note: step.note, source: step.source, sourceUrl: step.sourceUrl });
    else {
      const reply = await submitRecordReply(port, 'sample-visitor', clock, { ...about, ...step.reply });
      await decideRecordReply(port, moderator, clockAt(publishInstantOf(step.publishedOn, index)), { id: reply.id, publish: true });
    }
  }
  return port;
}

const CASES: [TrailRecordModel, SampleRecord][] = [
  ...SAMPLE_CONTENT.PlatformBan.map((record): [TrailRecordModel, SampleRecord] => ['PlatformBan', record]),
  ...SAMPLE_CONTENT.ShadowbanExperience.map((record): [TrailRecordModel, SampleRecord] => ['ShadowbanExperience', record]),
];

describe('the sample bans and reports, told again through the rules', () => {
  it.each(CASES.map(([model, record]) => [`${model} ${storyOf(model, record).id}`, model, record] as const))('%s: its fields and its trail are what the rules leave', async (_name, model, sample) => {
    const port = await retell(model, sample);
    expect(comparable(port.all(model)[0] as RecordDocument)).toEqual(comparable(sample));
    const belongs = (doc: Record<string, unknown>) => doc.recordId === sample.id;
    for (const trailModel of TRAIL_SAMPLE_MODELS) {
      const keepId = trailModel === 'AnonymousAuthorship';
      const told = port.all(trailModel).filter(belongs).map((doc) => comparable(doc, { keepId })).sort(byTime);
      const held = SAMPLE_CONTENT[trailModel].filter(belongs).map((doc) => comparable(doc, { keepId })).sort(byTime);
      expect([trailModel, told]).toEqual([trailModel, held]);
    }
  });

  it('covers every field and state: restriction types, every appeal event kind and status, every ladder step, replies of both outside roles, anonymised bans and reports', () => {
    const records = [...SAMPLE_CONTENT.PlatformBan, ...SAMPLE_CONTENT.ShadowbanExperience];
    const valuesOf = (docs: SampleRecord[], field: string) => new Set(docs.map((doc) => doc[field]));
    expect(valuesOf(SAMPLE_CONTENT.AppealEvent, 'kind')).toEqual(new Set(['FILED', 'ANSWERED', 'REJECTED', 'RESTORED', 'PARTIALLY_RESTORED']));
    expect(valuesOf(SAMPLE_CONTENT.VerificationStep, 'level')).toEqual(new Set(['EVIDENCE_ATTACHED', 'CORROBORATED', 'CONFIRMED', 'DISPUTED']));
    expect(valuesOf(records, 'verification')).toEqual(new Set(['SELF_REPORTED', 'EVIDENCE_ATTACHED', 'CORROBORATED', 'CONFIRMED', 'DISPUTED']));
    expect(valuesOf(SAMPLE_CONTENT.PublishedReply, 'authorRole')).toEqual(new Set(['PLATFORM', 'THIRD_PARTY']));
    expect(new Set(SAMPLE_CONTENT.AnonymousAuthorship.map((entry) => entry.recordModel))).toEqual(new Set(['PlatformBan', 'ShadowbanExperience']));
    for (const field of RESTRICTION) expect(records.filter((record) => record[field] !== undefined).length).toBeGreaterThan(5);
    expect(records.some((record) => record.dsaRestriction === undefined)).toBe(true);
    expect(SAMPLE_CONTENT.EvidenceItem.length).toBeGreaterThanOrEqual(10);
    for (const link of records.flatMap((record) => (typeof record.contentUrl === 'string' ? [record.contentUrl] : []))) expect(new URL(link).hostname).toBe('example.org');
  });

  it('files an anonymised record apart: a public profileId no profile has, day timestamps, no trace of its creator in its id', () => {
    const profileIds = new Set(SAMPLE_PROFILES.map((profile) => profile.id));
    const anonymised = [...SAMPLE_CONTENT.PlatformBan, ...SAMPLE_CONTENT.ShadowbanExperience].filter((record) => record.isAnonymous === true);
    expect(anonymised.length).toBeGreaterThanOrEqual(3);
    for (const record of anonymised) {
      expect(profileIds.has(String(record.profileId))).toBe(false);
      expect(String(record.createdAt)).toMatch(/T00:00:00\.000Z$/);
      expect(String(record.updatedAt)).toMatch(/T00:00:00\.00\dZ$/);
      expect(record.id).not.toMatch(new RegExp(SAMPLE_PROFILES.map((profile) => profile.username).join('|')));
      const authorship = SAMPLE_CONTENT.AnonymousAuthorship.filter((entry) => entry.recordId === record.id);
      expect(authorship).toHaveLength(1);
      expect(profileIds.has(String(authorship[0].profileId))).toBe(true);
      const added = [...SAMPLE_CONTENT.AppealEvent, ...SAMPLE_CONTENT.EvidenceItem].filter((item) => item.recordId === record.id);
      for (const item of added) expect(String(item.createdAt)).toMatch(/T00:00:00\.000Z$/);
    }
  });
});
