/**
 * How clients authenticate to the data API, written once as plain data: `resource.ts` hands it to
 * Gen 2's defineData, and the local backend reads the same values (the API key's lifetime) without
 * loading the CDK.
 */
export const DATA_AUTHORIZATION_MODES = {
  // SPEC §7: a public key is the default; user-pool and IAM callers are also accepted (Gen 2 adds
  // both itself when the backend has an auth resource).
  defaultAuthorizationMode: 'apiKey',
  apiKeyAuthorizationMode: {
    description: 'Public read access for visitors (SPEC §6)',
    // AppSync accepts 1 to 365 days; the local backend renews its key before it runs out.
    expiresInDays: 365,
  },
} as const;
