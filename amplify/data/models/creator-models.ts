import { a } from '@aws-amplify/data-schema';
import { MODERATION_GROUPS } from '../../auth/groups';
import { platformBanFields, serverSetTrailFields, shadowbanReportFields } from './ban-record-fields';
import { briefFields } from './brief-fields';
import { privateOwnerField } from './field-rules';
import { profileLinkFields } from './profile-link-fields';

/**
 * What creators record (SPEC §3): their profile, briefs, platform bans and shadowban reports.
 * Guests read what is public; the generated mutations are off, and every write goes through the
 * creator mutations (creator-operations.ts), which enforce what model rules cannot: one profile
 * per account, unique usernames, records only on the caller's own profile, server-derived fields.
 */
export const creatorModels = {
  Brief: a
    .model({ ...briefFields(), profile: a.belongsTo('Profile', 'profileId'), owner: privateOwnerField() })
    .secondaryIndexes((index) => [index('slug'), index('profileId'), index('status').sortKeys(['blogDate'])])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner(), allow.groups([...MODERATION_GROUPS]).to(['read'])]),

  // Drafts and archived briefs: apart from the public table, so no public query, relation, index or
  // count can reach them; their owner and moderators read them. Publishing moves a brief across.
  UnpublishedBrief: a
    .model({ ...briefFields(), owner: privateOwnerField() })
    .secondaryIndexes((index) => [index('profileId')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.owner().to(['read']), allow.groups([...MODERATION_GROUPS]).to(['read'])]),

  // Both record kinds are indexed by verification too: the moderators' list of records whose
  // evidence waits to be checked (components/moderation/verification-queue.tsx).
  PlatformBan: a
    .model({
      id: a.id().required(),
      platformId: a.id(),
      profileId: a.id(),
      ...platformBanFields(),
      ...serverSetTrailFields(),
      platform: a.belongsTo('Platform', 'platformId'),
      profile: a.belongsTo('Profile', 'profileId'),
      owner: privateOwnerField(),
    })
    .secondaryIndexes((index) => [index('profileId'), index('verification')])
    // Written only through saveMy…/deleteMy… on the caller's own profile (which keeps its totals).
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner(), allow.groups([...MODERATION_GROUPS]).to(['read'])]),

  ShadowbanExperience: a
    .model({
      id: a.id().required(),
      profileId: a.id().required(),
      ...shadowbanReportFields(),
      ...serverSetTrailFields(),
      profile: a.belongsTo('Profile', 'profileId'),
      owner: privateOwnerField(),
    })
    .secondaryIndexes((index) => [index('profileId'), index('verification')])
    // Written only through saveMy…/deleteMy… on the caller's own profile (which keeps its totals).
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner(), allow.groups([...MODERATION_GROUPS]).to(['read'])]),

  Profile: a
    .model({
      id: a.id().required(),
      userId: a.string().required(),
      username: a.string().required(),
      displayName: a.string().required(),
      bio: a.string(),
      avatarUrl: a.string(),
      ...profileLinkFields(),
      solanaAddress: a.string(),
      activePlatforms: a.string().array(),
      bannedPlatforms: a.string().array(),
      limitedPlatforms: a.string().array(),
      schedule: a.string(),
      totalEstimatedLoss: a.float(),
      dateFirstRestricted: a.date(),
      platformsAffected: a.string().array(),
      platformStatus: a.string().array(),
      totalBans: a.integer(),
      shadowbanExperiences: a.hasMany('ShadowbanExperience', 'profileId'),
      briefs: a.hasMany('Brief', 'profileId'),
      platformBans: a.hasMany('PlatformBan', 'profileId'),
      owner: privateOwnerField(),
    })
    .secondaryIndexes((index) => [index('username'), index('userId')])
    // Written only through saveMyProfile (one per account, unique usernames, totals from records).
    .disableOperations(['mutations'])
    .authorization((allow) => [
      allow.publicApiKey().to(['read']),
      allow.owner().to(['create', 'read', 'update']),
      allow.groups([...MODERATION_GROUPS]).to(['read']),
    ]),

  // Whose an anonymised ban or report is (amplify/data/creator-records/anonymous-records.ts): one
  // entry per record (id `<model>#<recordId>`) in a model only its owner and moderators read, while
  // the record's public profileId is an id of its own. So no public read — not a list by profileId,
  // not a filter — ties an anonymised record to its profile or to that creator's other anonymised
  // records. Written only by the creator rules.
  AnonymousAuthorship: a
    .model({ profileId: a.id().required(), recordModel: a.ref('TrailRecordModel').required(), recordId: a.id().required(), owner: privateOwnerField() })
    .secondaryIndexes((index) => [index('profileId')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.owner().to(['read']), allow.groups([...MODERATION_GROUPS]).to(['read'])]),

  // Unique names (usernames, brief slugs) and one profile per account: one record per name, whose
  // id the store cannot hold twice. Written only by the creator mutations. Indexed by recordId so
  // leaving the site finds every name a profile holds (amplify/data/account-leave/); a username of
  // an account that left is kept back until `reservedUntil`, then any profile may take it.
  UniqueClaim: a
    .model({
      kind: a.string().required(),
      value: a.string().required(),
      recordId: a.id().required(),
      isCurrent: a.boolean(),
      reservedUntil: a.datetime(),
    })
    .secondaryIndexes((index) => [index('recordId')])
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.groups([...MODERATION_GROUPS]).to(['read'])]),
};
