import { defineFunction } from '@aws-amplify/backend';

/**
 * Keeps the analytics dashboard's daily items (amplify/backend.ts: fired by S3 for each object
 * the Firehose delivery stream writes under analytics/). In the storage stack, beside the bucket
 * whose notifications invoke it and the table it writes, so no two stacks depend on each other.
 */
export const analyticsAggregator = defineFunction({ name: 'analyticsAggregator', entry: './handler.ts', timeoutSeconds: 120, memoryMB: 512, resourceGroupName: 'storage' });
