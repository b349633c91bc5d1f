/**
 * The public models whose tables contentStatistics reads (amplify/backend.ts grants it these and
 * the figures table only): the lists' tables, PlatformBan's profileId index for one creator's
 * figures, Profile for the open data pages' usernames.
 */
export const STATISTICS_MODELS = ['Brief', 'Profile', 'PlatformBan', 'ShadowbanExperience', 'Stream', 'Personality'] as const;
