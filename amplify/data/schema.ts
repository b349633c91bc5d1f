import { a } from '@aws-amplify/data-schema';
import { APPEAL_STATUSES, BRIEF_STATUSES, PERSONALITY_CATEGORIES, PLATFORM_NAMES, STREAM_STATUSES } from './enums';

/**
 * The data models of SPEC §3 and their access rules (SPEC §6), in Gen 2's schema builder.
 * `resource.ts` hands this object to defineData for `ampx`; the local backend (backend/data/)
 * reads the same object, so fields, indexes and rules are written once. `a` is imported from the
 * package @aws-amplify/backend re-exports it from, so the local backend never loads the CDK.
 *
 * Platform records use the lowercase platform name as their id ('x', 'youtube', … 'twitch'):
 * guests may not read Platforms, so public pages map a PlatformBan's platformId to a name with a
 * constant instead of a query.
 */
export const schema = a.schema({
  StreamStatus: a.enum(STREAM_STATUSES),
  BriefStatus: a.enum(BRIEF_STATUSES),
  PlatformName: a.enum(PLATFORM_NAMES),
  AppealStatus: a.enum(APPEAL_STATUSES),
  PersonalityCategory: a.enum(PERSONALITY_CATEGORIES),

  Stream: a
    .model({
      id: a.id().required(),
      title: a.string().required(),
      description: a.string().required(),
      // Media may live on this site (a path such as /media/streams/x.mp4), which AWSURL would refuse.
      url: a.string().required(),
      thumbnail: a.string(),
      duration: a.string(),
      releaseDate: a.string(),
      genre: a.string().array(),
      director: a.string(),
      cast: a.string().array(),
      rating: a.float(),
      views: a.integer(),
      likes: a.integer(),
      sources: a.string().array(),
      platformLinks: a.string().array(),
      tags: a.string().array(),
      status: a.ref('StreamStatus'),
      featured: a.boolean(),
      language: a.string(),
      subtitles: a.string().array(),
      quality: a.string(),
      trailerUrl: a.string(),
      rating_from: a.string(),
      season_type: a.string(),
      certificate: a.string(),
      geners: a.string().array(),
      detail: a.string(),
      slug: a.string(),
      video_type: a.string(),
      is_restricted: a.boolean(),
      created_by_username: a.string(),
      created_at: a.string(),
      ranking: a.string(),
      date: a.string(),
      video_link: a.string(),
      createdAt: a.datetime(),
      updatedAt: a.datetime(),
    })
    .secondaryIndexes((index) => [index('slug')])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(['ADMINS'])]),

  Brief: a
    .model({
      id: a.id().required(),
      userId: a.string().required(),
      title: a.string().required(),
      slug: a.string().required(),
      description: a.string().required(),
      username: a.string().required(),
      blogDate: a.date().required(),
      month: a.string().required(),
      categories: a.string().required(),
      profileId: a.id().required(),
      longDescription: a.string(),
      thumbnail: a.string(),
      userImage: a.string(),
      tags: a.string().array(),
      warfareTags: a.string().array(),
      status: a.ref('BriefStatus'),
      views: a.integer(),
      shares: a.integer(),
      featured: a.boolean(),
      profile: a.belongsTo('Profile', 'profileId'),
    })
    .secondaryIndexes((index) => [index('slug'), index('profileId'), index('status').sortKeys(['blogDate'])])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner()]),

  Platform: a
    .model({
      id: a.id().required(),
      displayName: a.string().required(),
      name: a.ref('PlatformName'),
      url: a.url(),
      iconKey: a.string(),
      platformBans: a.hasMany('PlatformBan', 'platformId'),
    })
    .authorization((allow) => [allow.owner()]),

  PlatformBan: a
    .model({
      id: a.id().required(),
      platformId: a.id(),
      profileId: a.id(),
      isActive: a.boolean(),
      dateOfBan: a.date(),
      explanation: a.string(),
      evidence: a.string(),
      appealStatus: a.ref('AppealStatus'),
      platform: a.belongsTo('Platform', 'platformId'),
      profile: a.belongsTo('Profile', 'profileId'),
    })
    .secondaryIndexes((index) => [index('profileId')])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner()]),

  ShadowbanExperience: a
    .model({
      id: a.id().required(),
      profileId: a.id().required(),
      platform: a.string().required(),
      category: a.string().required(),
      description: a.string().required(),
      restrictionType: a.string().required(),
      date: a.date().required(),
      evidence: a.string(),
      financialImpact: a.float(),
      appealStatus: a.ref('AppealStatus'),
      profile: a.belongsTo('Profile', 'profileId'),
    })
    .secondaryIndexes((index) => [index('profileId')])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.owner()]),

  Personality: a
    .model({
      id: a.id().required(),
      name: a.string().required(),
      displayName: a.string().required(),
      bio: a.string(),
      description: a.string(),
      image: a.string(),
      category: a.ref('PersonalityCategory'),
      xLink: a.url(),
      youtubeLink: a.url(),
      rumbleLink: a.url(),
      twitchLink: a.url(),
      facebookLink: a.url(),
      instagramLink: a.url(),
      tiktokLink: a.url(),
      substackLink: a.url(),
      mediumLink: a.url(),
      blogLink: a.url(),
      websiteLink: a.url(),
      primaryPlatforms: a.string().array(),
      followerCount: a.integer(),
      subscriberCount: a.integer(),
      featured: a.boolean(),
      active: a.boolean(),
      verified: a.boolean(),
      ranking: a.integer(),
      views: a.integer(),
      tags: a.string().array(),
      specialties: a.string().array(),
      contentTypes: a.string().array(),
      schedule: a.string(),
      timezone: a.string(),
      createdAt: a.datetime(),
      updatedAt: a.datetime(),
      createdBy: a.string(),
      notes: a.string(),
    })
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups(['ADMINS'])]),

  Profile: a
    .model({
      id: a.id().required(),
      userId: a.string().required(),
      username: a.string().required(),
      displayName: a.string().required(),
      bio: a.string(),
      avatarUrl: a.string(),
      xLink: a.url(),
      youtubeLink: a.url(),
      rumbleLink: a.url(),
      blogLink: a.url(),
      facebookLink: a.url(),
      instagramLink: a.url(),
      tiktokLink: a.url(),
      substackLink: a.url(),
      mediumLink: a.url(),
      twitchLink: a.url(),
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
    })
    .secondaryIndexes((index) => [index('username')])
    .authorization((allow) => [
      allow.publicApiKey().to(['read']),
      allow.owner().to(['create', 'read', 'update']),
    ]),

  // Views of briefs and streams, counted once per visitor per day (see recordView below).
  ViewedModel: a.enum(['Brief', 'Stream']),
  ViewCount: a.customType({
    views: a.integer().required(),
    /** False when this visitor's view of this record was already counted today. */
    counted: a.boolean().required(),
  }),
  // One record per model, record, visitor and UTC day (id `Brief#<id>#<visitorId>#<YYYY-MM-DD>`);
  // only recordView writes them. expiresAt (epoch seconds) is the table's TTL attribute on AWS
  // (amplify/backend.ts); the local backend deletes expired marks itself.
  ViewMark: a
    .model({
      expiresAt: a.timestamp().required(),
    })
    .authorization((allow) => [allow.groups(['ADMINS']).to(['read', 'delete'])]),
  recordView: a
    .mutation()
    .arguments({
      model: a.ref('ViewedModel').required(),
      id: a.id().required(),
      /** A random id the browser keeps (localStorage), never anything personal. */
      visitorId: a.string().required(),
    })
    .returns(a.ref('ViewCount'))
    .authorization((allow) => [allow.publicApiKey(), allow.authenticated()])
    // On AWS an AppSync JS pipeline: mark the visitor-day (conditional put), then add one view on
    // the record's own table. The local backend serves the same mutation natively
    // (backend/data/custom-operations/record-view.ts).
    .handler([
      a.handler.custom({ dataSource: a.ref('ViewMark'), entry: './record-view/mark-view.js' }),
      a.handler.custom({ dataSource: a.ref('Brief'), entry: './record-view/count-brief-view.js' }),
      a.handler.custom({ dataSource: a.ref('Stream'), entry: './record-view/count-stream-view.js' }),
    ]),

  // Issue 5's footer and contact forms: anyone may send, only ADMINS read and clear them.
  NewsletterSubscription: a
    .model({
      email: a.email().required(),
      createdAt: a.datetime(),
    })
    .authorization((allow) => [
      allow.publicApiKey().to(['create']),
      allow.authenticated().to(['create']),
      allow.groups(['ADMINS']).to(['read', 'delete']),
    ]),

  ContactMessage: a
    .model({
      name: a.string().required(),
      email: a.email().required(),
      subject: a.string(),
      message: a.string().required(),
    })
    .authorization((allow) => [
      allow.publicApiKey().to(['create']),
      allow.authenticated().to(['create']),
      allow.groups(['ADMINS']).to(['read', 'delete']),
    ]),
});
