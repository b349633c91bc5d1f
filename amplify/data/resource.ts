import { defineData, type ClientSchema } from '@aws-amplify/backend';
import { DATA_AUTHORIZATION_MODES } from './authorization-modes';
import { accountData } from '../functions/account-data/resource';
import { accountSignIns } from '../functions/account-sign-ins/resource';
import { analyticsDashboard } from '../functions/analytics-dashboard/resource';
import { contentSearch } from '../functions/content-search/resource';
import { creatorRecords } from '../functions/creator-records/resource';
import { contentStatistics } from '../functions/content-statistics/resource';
import { moderation } from '../functions/moderation/resource';
import { schema } from './schema';

/** The type the site's Data clients take: `generateClient<Schema>()`. */
export type Schema = ClientSchema<typeof schema>;

/** The data API as Gen 2 deploys it with `ampx`; the local backend serves the same schema. */
export const data = defineData({
  // The functions that announce record changes to the public call announceRecordChange with their role (realtime-models.ts).
  schema: schema.authorization((allow) => [allow.resource(moderation).to(['mutate']), allow.resource(creatorRecords).to(['mutate'])]),
  // The functions the schema's `a.handler.function('…')` name.
  functions: { creatorRecords, moderation, contentStatistics, contentSearch, analyticsDashboard, accountSignIns, accountData },
  authorizationModes: {
    defaultAuthorizationMode: DATA_AUTHORIZATION_MODES.defaultAuthorizationMode,
    apiKeyAuthorizationMode: { ...DATA_AUTHORIZATION_MODES.apiKeyAuthorizationMode },
  },
});
