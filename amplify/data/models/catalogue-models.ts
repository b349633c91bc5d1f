import { a } from '@aws-amplify/data-schema';
import { ADMINS } from '../../auth/groups';
import { ICON_KEY_MAX_LENGTH, PLATFORM_NAME_MAX_LENGTH, tooLong } from '../site/message-limits';
import { serverSetDateTime, serverSetInteger } from './field-rules';

/** The catalogue ADMINS keep: streams, personalities and the platforms bans are recorded on. */
export const catalogueModels = {
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
      // Counted by recordView (and likes by no client): never supplied through create or update.
      views: serverSetInteger(),
      likes: serverSetInteger(),
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
      createdAt: serverSetDateTime(),
      updatedAt: serverSetDateTime(),
    })
    .secondaryIndexes((index) => [index('slug')])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups([ADMINS])]),

  Personality: a
    .model({
      id: a.id().required(),
      name: a.string().required(),
      displayName: a.string().required(),
      // The page's address, /personalities/<slug>: set once from the name when the personality is
      // created and kept through renames, so links do not move (migration 0012 gave older records
      // the address they already had). Unique by the admin editor's check.
      slug: a.string(),
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
      views: serverSetInteger(),
      tags: a.string().array(),
      specialties: a.string().array(),
      contentTypes: a.string().array(),
      schedule: a.string(),
      timezone: a.string(),
      createdAt: serverSetDateTime(),
      updatedAt: serverSetDateTime(),
      createdBy: a.string(),
      notes: a.string(),
    })
    .secondaryIndexes((index) => [index('slug')])
    .authorization((allow) => [allow.publicApiKey().to(['read']), allow.groups([ADMINS])]),

  Platform: a
    .model({
      id: a.id().required(),
      // Any signed-in user may add one (the owner rule below): its text is bounded.
      displayName: a.string().required().validate((v) => v.minLength(1, 'Name is required.').maxLength(PLATFORM_NAME_MAX_LENGTH, tooLong('Name', PLATFORM_NAME_MAX_LENGTH))),
      name: a.ref('PlatformName'),
      url: a.url(),
      iconKey: a.string().validate((v) => v.maxLength(ICON_KEY_MAX_LENGTH, tooLong('Icon key', ICON_KEY_MAX_LENGTH))),
      // A platform bans may name: the built-in catalogue (amplify/data/platforms.ts) and those ADMINS
      // add. Its owner may still delete the record (AppSync asks for delete on every field).
      isCatalogued: a.boolean().authorization((allow) => [allow.owner().to(['read', 'delete']), allow.groups([ADMINS])]),
      // Whose platform it is, set on create (to the caller) and never changed: no rule grants
      // `update`, so nobody hands a platform to someone else (AppSync otherwise lets its owner).
      owner: a.string().authorization((allow) => [allow.owner().to(['create', 'read', 'delete']), allow.groups([ADMINS]).to(['create', 'read', 'delete'])]),
      platformBans: a.hasMany('PlatformBan', 'platformId'),
    })
    // SPEC §6: the owner has full rights; ADMINS extend the catalogue.
    .authorization((allow) => [allow.owner(), allow.groups([ADMINS])]),
};
