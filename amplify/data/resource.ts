import { defineData, type ClientSchema } from '@aws-amplify/backend';
import { DATA_AUTHORIZATION_MODES } from './authorization-modes';
import { schema } from './schema';

/** The type the site's Data clients take: `generateClient<Schema>()`. */
export type Schema = ClientSchema<typeof schema>;

/** The data API as Gen 2 deploys it with `ampx`; the local backend serves the same schema. */
export const data = defineData({
  schema,
  authorizationModes: {
    defaultAuthorizationMode: DATA_AUTHORIZATION_MODES.defaultAuthorizationMode,
    apiKeyAuthorizationMode: { ...DATA_AUTHORIZATION_MODES.apiKeyAuthorizationMode },
  },
});
