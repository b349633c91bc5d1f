import { defineFunction } from '@aws-amplify/backend';

/**
 * The content statistics queries on AWS (banStatistics, platformRecordFigures, contentCounts,
 * briefFacetCounts, streamFacetCounts: single items figures-aggregator keeps; listContentEntries:
 * one creator's records through the profileId index, else a scan of the list's table; a search of
 * the stream catalogue: the search domain's stream index; the open data pages: one scan page
 * each). The site caches the answers.
 */
export const contentStatistics = defineFunction({ name: 'contentStatistics', entry: './handler.ts', timeoutSeconds: 30, memoryMB: 1024, resourceGroupName: 'data' });
