import { defineFunction } from '@aws-amplify/backend';

/**
 * The mySignIns query on AWS (amplify/data/models/account-operations.ts): reads the caller's item
 * of the sign-ins table the post-authentication trigger writes. Called by the data API: in the data stack.
 */
export const accountSignIns = defineFunction({ name: 'accountSignIns', entry: './handler.ts', timeoutSeconds: 10, resourceGroupName: 'data' });
