import { a } from '@aws-amplify/data-schema';
import { ADMINS, MODERATION_GROUPS } from '../../auth/groups';
import { MODERATED_MODELS, MODERATION_ACTIONS, REPORT_STATUSES } from '../moderation/moderation-records';
import { FEATURABLE_MODELS } from '../moderation/set-featured';
import { privateOwnerField } from './field-rules';

/**
 * Moderation (MODERATORS and ADMINS): hidden records, visitors' reports, the audit log. Only the
 * moderation mutations write these models (amplify/data/moderation/ holds the rules, run by the
 * local backend and, on AWS, by the `moderation` function declared in resource.ts).
 */
const moderators = [...MODERATION_GROUPS];
const moderation = () => a.handler.function('moderation');

export const moderationModels = {
  ModeratedModel: a.enum(MODERATED_MODELS),
  FeaturableModel: a.enum(FEATURABLE_MODELS),
  ReportStatus: a.enum(REPORT_STATUSES),
  ModerationActionKind: a.enum(MODERATION_ACTIONS),

  // A record taken down: out of its public table, kept here as it was, with who hid it and why.
  // Its owner reads it (so a creator sees what was hidden and why); moderators read them all.
  HiddenRecord: a
    .model({
      model: a.string().required(),
      recordId: a.id().required(),
      record: a.json().required(),
      reason: a.string().required(),
      hiddenBy: a.string().required(),
      hiddenAt: a.datetime().required(),
      /** Set on records hidden with their profile (`Profile#<id>`): they come back with it. */
      cascadeOf: a.string(),
      profileId: a.id(),
      // Declared with its readers only, so no rule lets an owner write it (Gen 2 warns that owners
      // may reassign ownership of an owner field the model's rules alone cover).
      owner: privateOwnerField(),
    })
    .secondaryIndexes((index) => [index('cascadeOf'), index('profileId')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.owner().to(['read']), allow.groups(moderators).to(['read'])]),

  // "Report this record": the moderation queue reads open reports oldest first.
  RecordReport: a
    .model({
      model: a.ref('ModeratedModel').required(),
      recordId: a.id().required(),
      /** `<model>#<id>`, to find a record's reports. */
      recordKey: a.string().required(),
      reason: a.string().required(),
      contactEmail: a.email(),
      status: a.ref('ReportStatus').required(),
      resolvedBy: a.string(),
      resolvedAt: a.datetime(),
      resolution: a.string(),
      createdAt: a.datetime(),
    })
    .secondaryIndexes((index) => [index('status').sortKeys(['createdAt']), index('recordKey')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.groups(moderators).to(['read'])]),

  // The audit log: every moderator act, who, when, what, why. ADMINS read it, newest first. By
  // moderatorSub too: a moderator's account that leaves the site leaves its acts to nobody
  // (amplify/data/account-leave/).
  ModerationAction: a
    .model({
      /** One value for every entry ('moderation'), so the whole log is one index ordered by `at`. */
      log: a.string().required(),
      at: a.datetime().required(),
      action: a.ref('ModerationActionKind').required(),
      model: a.string().required(),
      recordId: a.id().required(),
      reason: a.string(),
      detail: a.string(),
      moderatorSub: a.string().required(),
      moderator: a.string().required(),
    })
    .secondaryIndexes((index) => [index('log').sortKeys(['at']), index('moderatorSub')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.groups([ADMINS]).to(['read'])]),

  // Reports a visitor sent in an hour (keyed by a hash of who asked, never an address).
  ReportQuota: a
    .model({ count: a.integer().required(), expiresAt: a.timestamp().required() })
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.groups([ADMINS]).to(['read'])]),

  /** Who a moderator was, for staff (amplify/data/moderation/staff-names.ts): records keep only the account's id. */
  StaffName: a.customType({ sub: a.string().required(), name: a.string() }),

  staffNames: a
    .query()
    .arguments({ subs: a.string().array().required() })
    .returns(a.ref('StaffName').array())
    .authorization((allow) => [allow.groups(moderators)])
    .handler(moderation()),

  hideRecord: a
    .mutation()
    .arguments({ model: a.ref('ModeratedModel').required(), id: a.id().required(), reason: a.string().required() })
    .returns(a.ref('HiddenRecord'))
    .authorization((allow) => [allow.groups(moderators)])
    .handler(moderation()),

  restoreRecord: a
    .mutation()
    .arguments({ model: a.ref('ModeratedModel').required(), id: a.id().required(), reason: a.string().required() })
    .returns(a.boolean())
    .authorization((allow) => [allow.groups(moderators)])
    .handler(moderation()),

  dismissReport: a
    .mutation()
    .arguments({ id: a.id().required(), reason: a.string().required() })
    .returns(a.ref('RecordReport'))
    .authorization((allow) => [allow.groups(moderators)])
    .handler(moderation()),

  setFeatured: a
    .mutation()
    .arguments({ model: a.ref('FeaturableModel').required(), id: a.id().required(), featured: a.boolean().required() })
    .returns(a.boolean())
    .authorization((allow) => [allow.groups([ADMINS])])
    .handler(moderation()),

  reportRecord: a
    .mutation()
    .arguments({ model: a.ref('ModeratedModel').required(), id: a.id().required(), reason: a.string().required(), contactEmail: a.email() })
    .returns(a.boolean())
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(moderation()),

  /** A moderator sets a record's step on the verification ladder (CORROBORATED, CONFIRMED or DISPUTED), saying on what. */
  setRecordVerification: a
    .mutation()
    .arguments({
      recordModel: a.ref('TrailRecordModel').required(),
      recordId: a.id().required(),
      level: a.ref('VerificationLevel').required(),
      note: a.string().required(),
      source: a.ref('VerificationSource'),
      sourceUrl: a.string(),
    })
    .returns(a.ref('VerificationStep'))
    .authorization((allow) => [allow.groups(moderators)])
    .handler(moderation()),

  /** Anyone sends a reply or correction to a record; it waits for a moderator. */
  submitRecordReply: a
    .mutation()
    .arguments({
      recordModel: a.ref('TrailRecordModel').required(),
      recordId: a.id().required(),
      authorName: a.string().required(),
      authorRole: a.ref('ReplyAuthorRole').required(),
      body: a.string().required(),
      contactEmail: a.email(),
    })
    .returns(a.boolean())
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(moderation()),

  // Real time (issue 47): a moderator's open queue hears each new report and each reply awaiting
  // moderation. The event is the mutation's result (`true`: the sender learns only that it
  // arrived, and so does the queue, which then reads the new item with its own rights). The
  // handler only lets AppSync pass the event on (moderation-subscription.js); the local backend
  // serves the same declaration (backend/data/graphql/subscription-fields.ts).
  onReportRecord: a
    .subscription()
    .for(a.ref('reportRecord'))
    .authorization((allow) => [allow.groups(moderators)])
    .handler(a.handler.custom({ entry: '../moderation/moderation-subscription.js' })),

  onSubmitRecordReply: a
    .subscription()
    .for(a.ref('submitRecordReply'))
    .authorization((allow) => [allow.groups(moderators)])
    .handler(a.handler.custom({ entry: '../moderation/moderation-subscription.js' })),

  /** A moderator publishes a reply beside its record, or declines it with a reason. */
  decideRecordReply: a
    .mutation()
    .arguments({ id: a.id().required(), publish: a.boolean().required(), reason: a.string() })
    .returns(a.ref('RecordReply'))
    .authorization((allow) => [allow.groups(moderators)])
    .handler(moderation()),
};
