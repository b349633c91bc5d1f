import { defineFunction } from '@aws-amplify/backend';

/**
 * The creator mutations on AWS (saveMyProfile, saveMyBrief, …): the same rules the local backend
 * runs (amplify/data/creator-records/), over DynamoDB. amplify/backend.ts gives it the tables.
 */
export const creatorRecords = defineFunction({ name: 'creatorRecords', entry: './handler.ts', timeoutSeconds: 10 });
