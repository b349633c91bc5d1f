import { defineFunction } from '@aws-amplify/backend';

/**
 * The analyticsDashboard query on AWS (amplify/data/models/analytics-operations.ts): reads the
 * range's daily items the analyticsAggregator keeps. Called by the data API: in the data stack.
 */
export const analyticsDashboard = defineFunction({ name: 'analyticsDashboard', entry: './handler.ts', timeoutSeconds: 30, memoryMB: 1024, resourceGroupName: 'data' });
