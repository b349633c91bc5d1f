import { defineFunction } from '@aws-amplify/backend';

/**
 * Take my data on AWS (amplify/data/models/account-operations.ts): requestMyData and myDataExport
 * as AppSync's resolver, and the preparation itself, which the AccountDataExport table's stream
 * starts in a second invocation once a request is stored (AppSync waits 30 s at most; an export may
 * take minutes). 15 minutes, as long as a Lambda runs, which is also the rules' deadline
 * (EXPORT_PREPARE_DEADLINE_MS). In the data stack, beside the tables it reads.
 */
export const accountData = defineFunction({ name: 'accountData', entry: './handler.ts', timeoutSeconds: 900, memoryMB: 1024, resourceGroupName: 'data' });
