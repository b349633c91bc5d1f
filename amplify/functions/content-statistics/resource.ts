import { defineFunction } from '@aws-amplify/backend';

/**
 * The content statistics queries on AWS (banStatistics, platformRecordFigures, contentCounts, briefFacetCounts,
 * streamFacetCounts, listContentEntries): DynamoDB cannot count or offset, so this scans the
 * public tables page by page (see handler.ts and the README). The site caches the answers.
 */
export const contentStatistics = defineFunction({ name: 'contentStatistics', entry: './handler.ts', timeoutSeconds: 30, memoryMB: 1024, resourceGroupName: 'data' });
