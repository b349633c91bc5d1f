import { a } from '@aws-amplify/data-schema';
import { ADMINS } from '../../auth/groups';
import { RECORD_CHANGE_KINDS } from '../realtime/record-changes';

/**
 * The public's real time for records written by custom mutations (issue 47; the rules are
 * amplify/data/realtime/record-changes.ts). A moderator's verification, a published reply, a
 * hide or restore, a brief published through saveMyBrief, a creator's new, edited or deleted ban
 * or report, an appeal event or evidence item added to one (its ban's key): each is announced, once committed, as
 * a RecordChange (the record's key and what happened, no content) by the function that made it,
 * through announceRecordChange, and heard through onRecordChange by anyone who may read public
 * records; `recordKey` narrows it to one record (AppSync's argument filter). The page then reads
 * the record with its own rights, so a draft, a hidden record or an owner-only field is never sent.
 *
 * announceRecordChange is called by the moderation and creatorRecords functions (the schema's
 * resource grant, resource.ts) and by ADMINS (a harmless hint: pages read again); its handler is
 * a NONE data source answering its arguments. The local backend announces the same changes from
 * the same rules (backend/data/graphql/custom-operation-fields.ts).
 */
export const realtimeModels = {
  RecordChangeKind: a.enum(RECORD_CHANGE_KINDS),

  RecordChange: a.customType({
    recordKey: a.string().required(),
    model: a.string().required(),
    recordId: a.id().required(),
    change: a.ref('RecordChangeKind').required(),
  }),

  announceRecordChange: a
    .mutation()
    .arguments({ model: a.string().required(), recordId: a.id().required(), change: a.ref('RecordChangeKind').required() })
    .returns(a.ref('RecordChange'))
    .authorization((allow) => [allow.groups([ADMINS])])
    .handler(a.handler.custom({ entry: '../realtime/announce-record-change.js' })),

  onRecordChange: a
    .subscription()
    .for(a.ref('announceRecordChange'))
    .arguments({ recordKey: a.string() })
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    .handler(a.handler.custom({ entry: '../realtime/record-change-subscription.js' })),
};
