import { createHash } from 'node:crypto';
import { anonymousUpdatedAt, ANONYMOUS_AUTHORSHIP_MODEL, authorshipIdOf, dayOf, trailStampOf } from '../../../amplify/data/creator-records/anonymous-records';
import { appealStatusOf } from '../../../amplify/data/creator-records/appeal-events';
import { APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, recordKeyOf } from '../../../amplify/data/creator-records/trail-records';
import { ACTION_LOG, ACTION_MODEL, PUBLISHED_REPLY_MODEL, REPLY_MODEL, VERIFICATION_STEP_MODEL } from '../../../amplify/data/moderation/moderation-records';
import type { TrailRecordModel } from '../../../amplify/data/enums';
import { SAMPLE_EDITOR } from './owners';
import type { SampleOwner, SampleRecord } from './sample-types';
import type { RecordStory, StoryStep } from './story-types';

/** The models a record's story writes besides the record, in the order the seeder inserts them. */
export const TRAIL_SAMPLE_MODELS = [ANONYMOUS_AUTHORSHIP_MODEL, APPEAL_EVENT_MODEL, EVIDENCE_ITEM_MODEL, VERIFICATION_STEP_MODEL, REPLY_MODEL, PUBLISHED_REPLY_MODEL, ACTION_MODEL] as const;
export type TrailSampleModel = (typeof TRAIL_SAMPLE_MODELS)[number];
export type SampleTrail = Record<TrailSampleModel, SampleRecord[]>;

/** The sample's moderator: the editor account, which the seeder may put in ADMINS. */
export const SAMPLE_MODERATOR: SampleOwner = SAMPLE_EDITOR;
/** What an owner field holds for a sample account (`<sub>::<sub>`: the pool signs in by e-mail; to-stored-record.ts). */
export const ownerValueOf = (owner: SampleOwner) => `${owner.sub}::${owner.sub}`;

export const emptyTrail = (): SampleTrail => Object.fromEntries(TRAIL_SAMPLE_MODELS.map((model) => [model, []])) as unknown as SampleTrail;

/** A UUID-shaped id from a fixed seed: deterministic, and it says nothing of whose record it is. */
export function sampleUuidOf(seed: string): string {
  const hex = createHash('sha256').update(`banwatch-sample:${seed}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** SHA-256 of a pasted text's UTF-8 bytes, as submitMyEvidence hashes it. */
export const textSha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

/** When the creator entered the record: the morning of its own date. */
export const recordedAtOf = (date: string) => `${date}T08:00:00.000Z`;

/** Each step at noon of its day, a minute apart in story order, so steps of one day keep their order. */
export function stepInstantOf(step: StoryStep, index: number): string {
  return new Date(Date.parse(`${step.on}T12:00:00.000Z`) + index * 60_000).toISOString();
}
/** A reply is published in the afternoon of its day. */
export function publishInstantOf(publishedOn: string, index: number): string {
  return new Date(Date.parse(`${publishedOn}T16:00:00.000Z`) + index * 60_000).toISOString();
}

type StoryInput = {
  model: TrailRecordModel;
  /** The record as its creator saved it: fields, owner, the id and profileId it is filed under. */
  record: SampleRecord & { owner: SampleOwner; profileId: string };
  /** The creator's own profile (an anonymised record's public profileId is another). */
  authorProfileId: string;
  story: RecordStory;
};

/**
 * The record and its trail as the rules leave them after its story (save-my-ban-records.ts,
 * appeal-events.ts, submit-my-evidence.ts, set-record-verification.ts, decide-record-reply.ts):
 * saved SELF_REPORTED with no evidence, each appeal event setting appealStatus from the latest
 * (a RESTORED ban lifted on that day), each text item hashed and counted (the first climbing to
 * EVIDENCE_ATTACHED), each moderator step setting the level; an anonymised record's own
 * timestamps and those its creator adds show the day.
 */
export function applyStory({ model, record: saved, authorProfileId, story }: StoryInput): { record: SampleRecord; trail: SampleTrail } {
  const trail = emptyTrail();
  const isAnonymous = story.isAnonymous === true;
  const recordDate = String(model === 'PlatformBan' ? saved.dateOfBan : saved.date);
  const createdAt = recordedAtOf(recordDate);
  const record: SampleRecord = {
    ...saved,
    isAnonymous,
    verification: 'SELF_REPORTED',
    evidenceItems: 0,
    createdAt: isAnonymous ? dayOf(createdAt) : createdAt,
    updatedAt: isAnonymous ? anonymousUpdatedAt(createdAt, undefined) : createdAt,
  };
  const touch = (now: string) => {
    record.updatedAt = isAnonymous ? anonymousUpdatedAt(now, record.updatedAt) : now;
  };
  if (isAnonymous) {
    trail.AnonymousAuthorship.push({ id: authorshipIdOf(model, saved.id), owner: saved.owner, profileId: authorProfileId, recordModel: model, recordId: saved.id, createdAt: record.createdAt, updatedAt: record.createdAt });
  }
  const recordKey = recordKeyOf(model, saved.id);
  const about = { recordKey, recordModel: model, recordId: saved.id };
  const idOf = (prefix: string) => `${prefix}-${saved.id}-${Object.values(trail).reduce((sum, docs) => sum + docs.length, 0) + 1}`;
  const audit = (now: string, entry: { action: string; reason: string | null; detail: string }) => {
    trail.ModerationAction.push({ id: idOf('audit'), log: ACTION_LOG, at: now, action: entry.action, model, recordId: saved.id, reason: entry.reason, detail: entry.detail, moderatorSub: SAMPLE_MODERATOR.sub, moderator: ownerValueOf(SAMPLE_MODERATOR), createdAt: now, updatedAt: now });
  };

  (story.steps ?? []).forEach((step, index) => {
    const now = stepInstantOf(step, index);
    const stamp = trailStampOf({ id: saved.id, isAnonymous }, now);
    if ('appeal' in step) {
      trail.AppealEvent.push({ id: idOf('appeal'), ...about, profileId: authorProfileId, kind: step.appeal, date: step.on, note: step.note ?? null, owner: saved.owner, createdAt: stamp, updatedAt: stamp });
      const appealStatus = appealStatusOf(trail.AppealEvent);
      record.appealStatus = appealStatus;
      if (model === 'PlatformBan' && appealStatus === 'RESTORED' && record.isActive === true) {
        record.isActive = false;
        record.endDate = typeof record.endDate === 'string' && record.endDate ? record.endDate : step.on;
      }
      touch(now);
    } else if ('evidence' in step) {
      const bytes = Buffer.byteLength(step.evidence, 'utf8');
      const sha256 = textSha256(step.evidence);
      trail.EvidenceItem.push({ id: idOf('evidence'), ...about, profileId: authorProfileId, kind: 'TEXT', text: step.evidence, fileKey: null, fileName: null, sha256, size: bytes, contentType: 'text/plain; charset=utf-8', submittedAt: stamp, supersedes: null, owner: saved.owner, createdAt: stamp, updatedAt: stamp });
      record.evidenceItems = Number(record.evidenceItems) + 1;
      record.evidenceSha256 = [...((record.evidenceSha256 as string[] | undefined) ?? []), sha256];
      if (record.verification === 'SELF_REPORTED') {
        record.verification = 'EVIDENCE_ATTACHED';
        trail.VerificationStep.push({ id: idOf('step'), ...about, level: 'EVIDENCE_ATTACHED', byRole: 'CREATOR', at: stamp, createdAt: stamp, updatedAt: stamp });
      }
      touch(now);
    } else if ('check' in step) {
      trail.VerificationStep.push({ id: idOf('step'), ...about, level: step.check, note: step.note, source: step.source ?? null, sourceUrl: step.sourceUrl ?? null, byRole: 'MODERATOR', by: SAMPLE_MODERATOR.sub, at: now, createdAt: now, updatedAt: now });
      record.verification = step.check;
      touch(now);
      audit(now, { action: 'VERIFY', reason: step.note, detail: [step.check, step.source].filter(Boolean).join(' · ') });
    } else {
      const id = idOf('reply');
      const published = publishInstantOf(step.publishedOn, index);
      const reply = { id, ...about, authorName: step.reply.authorName, authorRole: step.reply.authorRole, body: step.reply.body, submittedAt: now };
      trail.RecordReply.push({ ...reply, contactEmail: null, status: 'PUBLISHED', decidedBy: SAMPLE_MODERATOR.sub, decidedAt: published, declineReason: null, createdAt: now, updatedAt: published });
      trail.PublishedReply.push({ ...reply, publishedAt: published, createdAt: published, updatedAt: published });
      audit(published, { action: 'PUBLISH_REPLY', reason: null, detail: `Reply ${id} by ${step.reply.authorName}` });
    }
  });
  return { record, trail };
}

/** The trails of several records, model by model. */
export function mergeTrails(trails: readonly SampleTrail[]): SampleTrail {
  const merged = emptyTrail();
  for (const trail of trails) for (const model of TRAIL_SAMPLE_MODELS) merged[model].push(...trail[model]);
  return merged;
}

/**
 * A sample ban or report as its facts say it ended, told through its story: saved by its creator
 * (an anonymised one under ids of its own), then each step applied. The facts' appealStatus and,
 * for a ban, isActive must be what the story leaves: a mismatch in the sample fails at import.
 */
export function recordWithStory(input: {
  model: TrailRecordModel;
  /** The readable id the facts give it (`ban-<handle>-…`); an anonymised record gets another. */
  id: string;
  owner: SampleOwner;
  authorProfileId: string;
  fields: Record<string, unknown> & { appealStatus?: string; isActive?: boolean };
  story: RecordStory | undefined;
}): { record: SampleRecord; trail: SampleTrail } {
  const story = input.story ?? {};
  const { endDate, ...restriction } = story.restriction ?? {};
  const events = (story.steps ?? []).filter((step) => 'appeal' in step);
  const isRestoredOnAppeal = input.model === 'PlatformBan' && events.length > 0 && appealStatusOf(events.map((step, index) => ({ id: String(index), kind: step.appeal, date: step.on, createdAt: String(index).padStart(4, '0') }))) === 'RESTORED';
  const saved = {
    ...input.fields,
    ...restriction,
    // A ban restored on appeal was active when recorded; its RESTORED event lifts it and dates its end.
    ...(isRestoredOnAppeal ? { isActive: true } : endDate ? { endDate } : {}),
    appealStatus: events.length > 0 ? 'NONE' : (input.fields.appealStatus ?? 'NONE'),
    id: story.isAnonymous ? sampleUuidOf(`record:${input.id}`) : input.id,
    owner: input.owner,
    profileId: story.isAnonymous ? sampleUuidOf(`public-profile:${input.id}`) : input.authorProfileId,
  };
  const told = applyStory({ model: input.model, record: saved, authorProfileId: input.authorProfileId, story });
  const expected = { appealStatus: input.fields.appealStatus ?? 'NONE', ...(input.model === 'PlatformBan' ? { isActive: input.fields.isActive } : {}) };
  for (const [field, value] of Object.entries(expected)) {
    if (told.record[field] !== value) throw new Error(`Sample ${input.id}: its story leaves ${field} ${String(told.record[field])}, its facts say ${String(value)}`);
  }
  return told;
}
