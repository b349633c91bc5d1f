import { defineFunction } from '@aws-amplify/backend';

/**
 * The creator mutations on AWS (saveMyProfile, saveMyBrief, …): the same rules the local backend
 * runs (amplify/data/creator-records/), over DynamoDB. amplify/backend.ts gives it the tables.
 *
 * Every function the data API calls sits in the data stack (`resourceGroupName: 'data'`, Gen 2's
 * documented fix): in a `function` stack of their own, the data stack took their ARNs while they
 * took its tables, a cycle CloudFormation refuses (amplify/synth.test.ts checks for one).
 */
// 30 s, AppSync's own limit for a Lambda resolver: leaving the site (leaveMyAccount) commits a whole
// profile's records and trails, in several transactions for a large one.
export const creatorRecords = defineFunction({ name: 'creatorRecords', entry: './handler.ts', timeoutSeconds: 30, resourceGroupName: 'data' });
