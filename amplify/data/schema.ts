import { a } from '@aws-amplify/data-schema';
import { accountOperations } from './models/account-operations';
import { APPEAL_STATUSES, BRIEF_STATUSES, DSA_RESTRICTION_CATEGORIES, DSA_RESTRICTIONS, PERSONALITY_CATEGORIES, PLATFORM_NAMES, STREAM_STATUSES } from './enums';
import { analyticsOperations } from './models/analytics-operations';
import { catalogueModels } from './models/catalogue-models';
import { creatorModels } from './models/creator-models';
import { creatorOperations } from './models/creator-operations';
import { moderationModels } from './models/moderation-models';
import { openDataOperations } from './models/open-data-operations';
import { realtimeModels } from './models/realtime-models';
import { recordTrailModels } from './models/record-trail-models';
import { searchOperations } from './models/search-operations';
import { siteModels } from './models/site-models';
import { statisticsOperations } from './models/statistics-operations';

/**
 * The data models of SPEC §3 and their access rules (SPEC §6), in Gen 2's schema builder, one
 * file per area under models/. `resource.ts` hands this object to defineData for `ampx`; the
 * local backend (backend/data/) reads the same object, so fields, indexes and rules are written
 * once. `a` is imported from the package @aws-amplify/backend re-exports it from, so the local
 * backend never loads the CDK.
 *
 * Creators' records have no generated mutations: every write goes through a custom mutation whose
 * rules live in creator-records/ and moderation/ and run alike locally and in the AWS functions.
 */
export const schema = a.schema({
  StreamStatus: a.enum(STREAM_STATUSES),
  BriefStatus: a.enum(BRIEF_STATUSES),
  PlatformName: a.enum(PLATFORM_NAMES),
  AppealStatus: a.enum(APPEAL_STATUSES),
  PersonalityCategory: a.enum(PERSONALITY_CATEGORIES),
  DsaRestriction: a.enum(DSA_RESTRICTIONS),
  DsaRestrictionCategory: a.enum(DSA_RESTRICTION_CATEGORIES),
  ...catalogueModels,
  ...creatorModels,
  ...recordTrailModels,
  ...creatorOperations,
  ...siteModels,
  ...moderationModels,
  ...searchOperations,
  ...statisticsOperations,
  ...openDataOperations,
  ...analyticsOperations,
  ...accountOperations,
  ...realtimeModels,
});
