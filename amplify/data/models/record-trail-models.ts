import { a } from '@aws-amplify/data-schema';
import { MODERATION_GROUPS } from '../../auth/groups';
import {
  APPEAL_EVENT_KINDS,
  EVIDENCE_KINDS,
  REPLY_AUTHOR_ROLES,
  REPLY_STATUSES,
  TRAIL_RECORD_MODELS,
  VERIFICATION_LEVELS,
  VERIFICATION_SOURCES,
} from '../enums';
import { privateOwnerField, privateToOwner } from './field-rules';

/**
 * The story of a ban record (issue 18): appeal events, evidence items, verification steps and
 * replies, each its own record under the ban's or report's `recordKey` (`<model>#<id>`), read in
 * order from one index. No generated mutations: creators add appeal events and evidence through
 * creator-operations (amplify/data/creator-records/), moderators verify and decide replies through
 * moderation (amplify/data/moderation/); an evidence item has no update at all.
 */
const moderators = [...MODERATION_GROUPS];
const moderatorsOnly = () => a.string().authorization((allow) => [allow.groups(moderators).to(['read'])]);

/** Which record a trail item belongs to. */
const trailRecordFields = () => ({
  /** `<model>#<id>`: a record's items read in order from this index. */
  recordKey: a.string().required(),
  recordModel: a.ref('TrailRecordModel').required(),
  recordId: a.id().required(),
});

export const recordTrailModels = {
  TrailRecordModel: a.enum(TRAIL_RECORD_MODELS),
  AppealEventKind: a.enum(APPEAL_EVENT_KINDS),
  VerificationLevel: a.enum(VERIFICATION_LEVELS),
  VerificationSource: a.enum(VERIFICATION_SOURCES),
  EvidenceKind: a.enum(EVIDENCE_KINDS),
  ReplyAuthorRole: a.enum(REPLY_AUTHOR_ROLES),
  ReplyStatus: a.enum(REPLY_STATUSES),

  // One step of an appeal, dated by the creator; the record's appealStatus follows the latest.
  AppealEvent: a
    .model({
      ...trailRecordFields(),
      /** The creator's profile: private, so an anonymised record's items do not name it. */
      profileId: privateToOwner(),
      kind: a.ref('AppealEventKind').required(),
      date: a.date().required(),
      note: a.string(),
      owner: privateOwnerField(),
    })
    .secondaryIndexes((index) => [index('recordKey').sortKeys(['date'])])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner().to(['read']), allow.groups(moderators).to(['read'])]),

  // A file or a text as submitted, with its SHA-256: never changed. A correction is a new item
  // naming the one it supersedes; the old one stays, shown as superseded.
  EvidenceItem: a
    .model({
      ...trailRecordFields(),
      /** The creator's profile: private, so an anonymised record's items do not name it. */
      profileId: privateToOwner(),
      kind: a.ref('EvidenceKind').required(),
      /** The pasted text (TEXT). */
      text: a.string(),
      /** Where the sealed copy of the file lives (FILE): `evidence-items/<id>/<name>`, which no client may write. */
      fileKey: a.string(),
      fileName: a.string(),
      /** Hex SHA-256 of the text's UTF-8 bytes or of the file's bytes. */
      sha256: a.string().required(),
      size: a.integer().required(),
      contentType: a.string().required(),
      submittedAt: a.datetime().required(),
      /** The item this one corrects. */
      supersedes: a.id(),
      owner: privateOwnerField(),
    })
    .secondaryIndexes((index) => [index('recordKey').sortKeys(['submittedAt'])])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner().to(['read']), allow.groups(moderators).to(['read'])]),

  // A step on the verification ladder: who (as a role in public, by name for moderators) and when.
  VerificationStep: a
    .model({
      ...trailRecordFields(),
      level: a.ref('VerificationLevel').required(),
      /** CREATOR (evidence attached) or MODERATOR. */
      byRole: a.string().required(),
      by: moderatorsOnly(),
      at: a.datetime().required(),
      note: a.string(),
      source: a.ref('VerificationSource'),
      sourceUrl: a.string(),
    })
    .secondaryIndexes((index) => [index('recordKey').sortKeys(['at'])])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(moderators).to(['read'])]),

  // A reply or correction anyone sent about a record, as moderators see it until they decide.
  RecordReply: a
    .model({
      ...trailRecordFields(),
      authorName: a.string().required(),
      authorRole: a.ref('ReplyAuthorRole').required(),
      body: a.string().required(),
      contactEmail: a.email(),
      status: a.ref('ReplyStatus').required(),
      submittedAt: a.datetime().required(),
      decidedBy: a.string(),
      decidedAt: a.datetime(),
      declineReason: a.string(),
    })
    .secondaryIndexes((index) => [index('status').sortKeys(['submittedAt']), index('recordKey')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.groups(moderators).to(['read'])]),

  // A reply a moderator published: apart from RecordReply, so the public reads only these.
  PublishedReply: a
    .model({
      ...trailRecordFields(),
      authorName: a.string().required(),
      authorRole: a.ref('ReplyAuthorRole').required(),
      body: a.string().required(),
      submittedAt: a.datetime().required(),
      publishedAt: a.datetime().required(),
    })
    .secondaryIndexes((index) => [index('recordKey').sortKeys(['publishedAt'])])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(moderators).to(['read'])]),
};
